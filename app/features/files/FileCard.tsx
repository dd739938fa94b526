import type { AssetFile } from '../../../contract/assetFiles.ts';
import { Badge, Button, Card, Icon, RelativeTime, type RelativeTimeValue } from '../../../ui-kit/index.ts';
import { Actions, Body, Facts, FileTitle, Preview } from './FileCard.styles.ts';

/** A file as its card shows it: the API's record and the public address of its bytes. */
export type FileCardItem = AssetFile & { url: string };

export interface FileCardProps {
  file: FileCardItem;
  /** "Now" for the relative time; stories fix it. */
  now?: RelativeTimeValue | undefined;
  /** Edit and Delete are for those who hold content.edit (docs/permissions.md); others only open the file. */
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * An image shows itself; a video shows a frame near its start: preload="metadata" fetches only the
 * first bytes (a byte range, which the public route serves), and #t=0.1 asks for a frame past the
 * usually black first one. Decorative: the card's title names the file.
 */
function FilePreview({ file }: { file: FileCardItem }) {
  if (file.fileType === 'Video') {
    return <video src={`${file.url}#t=0.1`} preload="metadata" muted playsInline aria-hidden="true" tabIndex={-1} data-poster-frame />;
  }
  return <img src={file.url} alt="" loading="lazy" decoding="async" />;
}

/** docs/product.md#screens /files: one file card — thumbnail, name, created, type badge, content type, open, edit, delete. */
export function FileCard({ file, now, canEdit, onEdit, onDelete }: FileCardProps) {
  return (
    <Card data-asset-file={file.id} data-file-type={file.fileType}>
      <Preview>
        <Icon name="file" size="lg" />
        <FilePreview file={file} />
      </Preview>
      <Body>
        <FileTitle>{file.name}</FileTitle>
        <Facts>
          <Badge variant={file.fileType === 'Video' ? 'secondary' : 'default'}>{file.fileType}</Badge>
          <span>{file.contentType}</span>
          <RelativeTime value={file.createdUtc} now={now} />
        </Facts>
        <Facts title={file.originalFileName}>{file.originalFileName}</Facts>
        <Actions>
          <Button as="a" href={file.url} target="_blank" rel="noreferrer" variant="outline" size="sm" aria-label={`Open ${file.name} in a new tab`}>
            Open
          </Button>
          {canEdit ? (
            <>
              <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${file.name}`}>
                Edit
              </Button>
              <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${file.name}`}>
                Delete
              </Button>
            </>
          ) : null}
        </Actions>
      </Body>
    </Card>
  );
}
