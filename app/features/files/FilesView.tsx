import type { AssetFileUser } from '../../../contract/assetFiles.ts';
import type { MutationDialogView } from '../../../machines/mutationDialog.selectors.ts';
import { Button, Card, CardContent, EmptyState, Grid, Icon, PageHeader, Spinner, type RelativeTimeValue } from '../../../ui-kit/index.ts';
import { LoadingRow } from '../../shared/lists/cardStates.styles.ts';
import { ListError, PageStack } from '../../shared/lists/lists.styles.ts';
import type { AssetFileFormValues } from './assetFileForm.ts';
import { AssetFileDialog } from './AssetFileDialog.tsx';
import { DeleteFileDialog } from './DeleteFileDialog.tsx';
import { FileCard, type FileCardItem } from './FileCard.tsx';

/** What a dialog of the page shows (selectMutationDialog's view without the result). */
export type FileDialogState = Pick<MutationDialogView, 'open' | 'submitting' | 'fieldErrors'>;

export interface FilesViewProps {
  status: 'loading' | 'error' | 'ready';
  files: FileCardItem[];
  /** "Now" for the relative times; stories fix it. */
  now?: RelativeTimeValue | undefined;
  addDialog: FileDialogState & { progress: number | null };
  onAddOpen: () => void;
  onAddClose: () => void;
  onAddSubmit: (values: AssetFileFormValues) => void;
  /** The file the edit dialog changes (kept while it closes). */
  editing: FileCardItem | null;
  editDialog: FileDialogState & { progress: number | null };
  onEditOpen: (file: FileCardItem) => void;
  onEditClose: () => void;
  onEditSubmit: (values: AssetFileFormValues) => void;
  /** The file the delete dialog asks about (kept while it closes). */
  deleting: FileCardItem | null;
  deleteDialog: FileDialogState & { blockedBy: AssetFileUser[] | null };
  onDeleteOpen: (file: FileCardItem) => void;
  onDeleteClose: () => void;
  onDeleteConfirm: () => void;
}

/** docs/product.md#screens /files (Admin): the files of assets as a grid of cards, with add, edit and delete dialogs. */
export function FilesView(props: FilesViewProps) {
  const { status, files, now, addDialog, editing, editDialog, deleting, deleteDialog } = props;
  return (
    <PageStack>
      <PageHeader
        title="Files"
        description="Manage uploaded files for assets"
        actions={<Button onClick={props.onAddOpen}>Add file</Button>}
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
            <EmptyState title="No files uploaded" description="Add an image or a video to use it in assets." icon={<Icon name="file" />} />
          </CardContent>
        </Card>
      ) : null}
      {status === 'ready' && files.length > 0 ? (
        <Grid role="list" aria-label="Files" minItemWidth="sm">
          {files.map((file) => (
            <div role="listitem" key={file.id}>
              <FileCard file={file} now={now} onEdit={() => props.onEditOpen(file)} onDelete={() => props.onDeleteOpen(file)} />
            </div>
          ))}
        </Grid>
      ) : null}
      <AssetFileDialog
        mode="add"
        open={addDialog.open}
        submitting={addDialog.submitting}
        fieldErrors={addDialog.fieldErrors}
        progress={addDialog.progress}
        onClose={props.onAddClose}
        onSubmit={props.onAddSubmit}
      />
      <AssetFileDialog
        mode="edit"
        file={editing}
        open={editDialog.open}
        submitting={editDialog.submitting}
        fieldErrors={editDialog.fieldErrors}
        progress={editDialog.progress}
        onClose={props.onEditClose}
        onSubmit={props.onEditSubmit}
      />
      <DeleteFileDialog
        open={deleteDialog.open}
        submitting={deleteDialog.submitting}
        fileName={deleting?.name ?? null}
        blockedBy={deleteDialog.blockedBy}
        onClose={props.onDeleteClose}
        onConfirm={props.onDeleteConfirm}
      />
    </PageStack>
  );
}
