import type { RevealFileType, RevealMediaKind } from '../../../contract/reveal.ts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  Icon,
  RelativeTime,
  Spinner,
  type RelativeTimeValue,
  type SelectOption,
} from '../../../ui-kit/index.ts';
import type { RevealLevel } from '../../api/reveal.ts';
import type { CreateDialog, RecordDialog } from '../../shared/dialogs/dialogState.ts';
import { RecordConfirmDialog } from '../../shared/dialogs/RecordConfirmDialog.tsx';
import { CardMessage, LoadingRow } from '../../shared/lists/cardStates.styles.ts';
import { ListError } from '../../shared/lists/lists.styles.ts';
import type { MediaItemView } from './mediaItems.ts';
import { onDemandDialog } from '../../shared/dialogs/onDemandDialog.tsx';
import type { RevealAddValues } from './revealForms.ts';
import { MediaFacts, MediaList, MediaMeta, MediaRow, MediaTitle, Thumbnail } from './RevealMediaCard.styles.ts';
import { revealKindTexts } from './revealTexts.ts';

// Fetched when it first opens, with its form (shared/dialogs/onDemandDialog.tsx).
const RevealAddDialog = onDemandDialog(() => import('./RevealAddDialog.tsx').then((module) => module.RevealAddDialog), (props) => props.open);

export interface RevealMediaCardProps {
  kind: RevealMediaKind;
  level: RevealLevel;
  status: 'loading' | 'error' | 'ready';
  /** Add and Delete are for those who may change the owner (docs/permissions.md); others only see the list. */
  canEdit: boolean;
  items: MediaItemView[];
  /** "Now" for the relative times; stories fix it. */
  now?: RelativeTimeValue | undefined;
  /** progress: the upload's, 0–100, while it runs, else null. */
  add: CreateDialog<RevealAddValues> & { progress: number | null };
  remove: RecordDialog<MediaItemView>;
  regionOptions?: SelectOption[];
  fileTypes?: readonly RevealFileType[];
}

/** What the card shows and does, as its hook gives it; the section adds who may change it. */
export type RevealMediaCardData = Omit<RevealMediaCardProps, 'canEdit'>;

function Row({ kind, item, now, onDelete }: { kind: RevealMediaKind; item: MediaItemView; now?: RelativeTimeValue | undefined; onDelete: (() => void) | null }) {
  const showsThumbnail = kind === 'poster' || kind === 'background';
  return (
    <MediaRow data-media-item={item.id} data-inherited={item.inherited || undefined} data-no-thumbnail={showsThumbnail ? undefined : true}>
      {showsThumbnail ? (
        <Thumbnail aria-hidden="true">{item.image ? <img src={item.href} alt="" loading="lazy" /> : <Icon name="file" />}</Thumbnail>
      ) : null}
      <MediaFacts>
        <MediaTitle>
          {item.title}
          {item.inherited ? <Badge variant="secondary">Inherited from client</Badge> : null}
        </MediaTitle>
        <MediaMeta>
          {item.details.map((detail) => (
            <span key={detail}>{detail}</span>
          ))}
          <a href={item.href} target="_blank" rel="noreferrer">
            {item.originalFileName}
          </a>
          <RelativeTime value={item.createdUtc} now={now} />
        </MediaMeta>
      </MediaFacts>
      {item.inherited || !onDelete ? null : (
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${item.title}`}>
          Delete
        </Button>
      )}
    </MediaRow>
  );
}

/**
 * docs/product.md#screens, Reveal: one media card (Files, Videos, Posters or Backgrounds) — its list with loading,
 * empty and error states, the add dialog and the delete confirmation. Inherited items (a client's,
 * on a venue page) have no delete.
 */
export function RevealMediaCard({
  kind,
  level,
  status,
  canEdit,
  items,
  now,
  add,
  remove,
  regionOptions,
  fileTypes,
}: RevealMediaCardProps) {
  const texts = revealKindTexts[kind];
  return (
    <Card data-reveal-card={kind}>
      <CardHeader
        title={texts.title}
        actions={
          canEdit ? (
            <Button variant="outline" size="sm" onClick={add.open} aria-label={`Add reveal ${texts.singular}`}>
              Add
            </Button>
          ) : null
        }
      />
      <CardContent>
        {status === 'loading' ? (
          <LoadingRow>
            <Spinner label={`Loading ${texts.plural}`} />
          </LoadingRow>
        ) : null}
        {status === 'error' ? <ListError>Error</ListError> : null}
        {status === 'ready' && items.length === 0 ? <CardMessage>{texts.empty}</CardMessage> : null}
        {status === 'ready' && items.length > 0 ? (
          <MediaList aria-label={texts.title}>
            {items.map((item) => (
              <Row key={item.id} kind={kind} item={item} now={now} onDelete={canEdit ? () => remove.open(item) : null} />
            ))}
          </MediaList>
        ) : null}
      </CardContent>
      <RevealAddDialog
        kind={kind}
        level={level}
        open={add.view.open}
        submitting={add.view.submitting}
        fieldErrors={add.view.fieldErrors}
        progress={add.progress}
        onClose={add.close}
        onSubmit={add.submit}
        {...(regionOptions ? { regionOptions } : {})}
        {...(fileTypes ? { fileTypes } : {})}
      />
      <RecordConfirmDialog
        dialog={remove}
        title={`Delete reveal ${texts.singular}?`}
        describe={(item) => `“${item.title}” will be removed from the Reveal site. This cannot be undone.`}
      />
    </Card>
  );
}
