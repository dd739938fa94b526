import type { AssetFileUser } from '../../../contract/assetFiles.ts';
import { Button, Card, CardContent, EmptyState, Grid, Icon, PageHeader, Spinner, type RelativeTimeValue } from '../../../ui-kit/index.ts';
import type { CreateDialog, RecordDialog } from '../../shared/dialogs/dialogState.ts';
import { LoadingRow } from '../../shared/lists/cardStates.styles.ts';
import { ListError, PageStack } from '../../shared/lists/lists.styles.ts';
import type { AssetFileFormValues } from './assetFileForm.ts';
import { onDemandDialog } from '../../shared/dialogs/onDemandDialog.tsx';
import { DeleteFileDialog } from './DeleteFileDialog.tsx';
import { FileCard, type FileCardItem } from './FileCard.tsx';

// Fetched when it first opens, with its form (shared/dialogs/onDemandDialog.tsx).
const AssetFileDialog = onDemandDialog(() => import('./AssetFileDialog.tsx').then((module) => module.AssetFileDialog), (props) => props.open);

export interface FilesViewProps {
  status: 'loading' | 'error' | 'ready';
  files: FileCardItem[];
  /** "Now" for the relative times; stories fix it. */
  now?: RelativeTimeValue | undefined;
  /** Add, Edit and Delete are for those who hold content.edit (docs/permissions.md); others only read the files. */
  canEdit: boolean;
  /** progress: the upload's, 0–100, while it runs, else null. */
  add: CreateDialog<AssetFileFormValues> & { progress: number | null };
  edit: RecordDialog<FileCardItem, AssetFileFormValues> & { progress: number | null };
  /** blockedBy: the assets the server said still place the file (its 409), else null. */
  remove: RecordDialog<FileCardItem> & { blockedBy: AssetFileUser[] | null };
}

/** docs/product.md#screens /files: the files of assets as a grid of cards, with add, edit and delete dialogs for those who hold content.edit. */
export function FilesView({ status, files, now, canEdit, add, edit, remove }: FilesViewProps) {
  return (
    <PageStack>
      <PageHeader
        title="Files"
        description={canEdit ? 'Manage uploaded files for assets' : 'Uploaded files for assets'}
        actions={canEdit ? <Button onClick={add.open}>Add file</Button> : undefined}
      />
      {status === 'loading' ? (
        <Card>
          <CardContent>
            <LoadingRow>
              <Spinner label="Loading files" />
            </LoadingRow>
          </CardContent>
        </Card>
      ) : null}
      {status === 'error' ? <ListError>Error</ListError> : null}
      {status === 'ready' && files.length === 0 ? (
        <Card>
          <CardContent>
            <EmptyState
              title="No files uploaded"
              description={canEdit ? 'Add an image or a video to use it in assets.' : undefined}
              icon={<Icon name="file" />}
            />
          </CardContent>
        </Card>
      ) : null}
      {status === 'ready' && files.length > 0 ? (
        <Grid role="list" aria-label="Files" minItemWidth="sm">
          {files.map((file) => (
            <div role="listitem" key={file.id}>
              <FileCard file={file} now={now} canEdit={canEdit} onEdit={() => edit.open(file)} onDelete={() => remove.open(file)} />
            </div>
          ))}
        </Grid>
      ) : null}
      <AssetFileDialog
        mode="add"
        open={add.view.open}
        submitting={add.view.submitting}
        fieldErrors={add.view.fieldErrors}
        progress={add.progress}
        onClose={add.close}
        onSubmit={add.submit}
      />
      <AssetFileDialog
        mode="edit"
        file={edit.record}
        open={edit.view.open}
        submitting={edit.view.submitting}
        fieldErrors={edit.view.fieldErrors}
        progress={edit.progress}
        onClose={edit.close}
        onSubmit={edit.submit}
      />
      <DeleteFileDialog
        open={remove.view.open}
        submitting={remove.view.submitting}
        fileName={remove.record?.name ?? null}
        blockedBy={remove.blockedBy}
        onClose={remove.close}
        onConfirm={() => remove.submit()}
      />
    </PageStack>
  );
}
