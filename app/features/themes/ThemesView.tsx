import type { Theme } from '../../../contract/themes.ts';
import type { MutationDialogView } from '../../../machines/mutationDialog.selectors.ts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  ConfirmDialog,
  EmptyState,
  Icon,
  PageHeader,
  RelativeTime,
  TableCell,
  TableRow,
  type RelativeTimeValue,
} from '../../../ui-kit/index.ts';
import type { ThemeRequest } from '../../../contract/themes.ts';
import { PageStack } from '../../shared/lists/lists.styles.ts';
import { ListTable } from '../../shared/lists/ListTable.tsx';
import { RowActionsCell } from '../../shared/lists/RowActions.tsx';
import { ThemeDialog } from './ThemeDialog.tsx';

/** What a dialog of the page shows (selectMutationDialog's view without the result). */
export type ThemeDialogState = Pick<MutationDialogView, 'open' | 'submitting' | 'fieldErrors'>;

export interface ThemesViewProps {
  status: 'loading' | 'error' | 'ready';
  themes: Theme[];
  /** "Now" for the relative times; stories fix it. */
  now?: RelativeTimeValue | undefined;
  addDialog: ThemeDialogState;
  onAddOpen: () => void;
  onAddClose: () => void;
  onAddSubmit: (values: ThemeRequest) => void;
  /** The theme the edit dialog renames (kept while it closes). */
  editing: Theme | null;
  editDialog: ThemeDialogState;
  onEditOpen: (theme: Theme) => void;
  onEditClose: () => void;
  onEditSubmit: (values: ThemeRequest) => void;
  /** The theme the delete dialog asks about (kept while it closes). */
  deleting: Theme | null;
  deleteDialog: ThemeDialogState;
  onDeleteOpen: (theme: Theme) => void;
  onDeleteClose: () => void;
  onDeleteConfirm: () => void;
}

/** docs/product.md#screens /themes (Admin): themes with their last update, and add, edit and delete dialogs. */
export function ThemesView(props: ThemesViewProps) {
  const { status, themes, now, addDialog, editing, editDialog, deleting, deleteDialog } = props;
  return (
    <PageStack>
      <PageHeader title="Themes" description="Themes group assets that belong together." />
      <Card>
        <CardHeader title="Current Themes" actions={<Button onClick={props.onAddOpen}>Add theme</Button>} />
        <CardContent>
          <ListTable
            status={status}
            isEmpty={themes.length === 0}
            empty={<EmptyState title="No themes found" description="Create a theme to get started" icon={<Icon name="palette" />} />}
            label="Themes"
            columns={[{ label: 'Name' }, { label: 'Last updated' }, { label: 'Actions', align: 'right' }]}
          >
            {themes.map((theme) => (
              <TableRow key={theme.id} data-theme-row={theme.id}>
                <TableCell label="Name">{theme.name}</TableCell>
                <TableCell muted label="Last updated">
                  <RelativeTime value={theme.updatedUtc} now={now} />
                </TableCell>
                <RowActionsCell
                  name={theme.name}
                  actions={[{ label: 'Edit', onClick: () => props.onEditOpen(theme) }]}
                  onDelete={() => props.onDeleteOpen(theme)}
                />
              </TableRow>
            ))}
          </ListTable>
        </CardContent>
      </Card>
      <ThemeDialog
        mode="add"
        open={addDialog.open}
        submitting={addDialog.submitting}
        fieldErrors={addDialog.fieldErrors}
        onClose={props.onAddClose}
        onSubmit={props.onAddSubmit}
      />
      <ThemeDialog
        mode="edit"
        name={editing?.name}
        open={editDialog.open}
        submitting={editDialog.submitting}
        fieldErrors={editDialog.fieldErrors}
        onClose={props.onEditClose}
        onSubmit={props.onEditSubmit}
      />
      <ConfirmDialog
        open={deleteDialog.open}
        onOpenChange={(open) => (open || deleteDialog.submitting ? undefined : props.onDeleteClose())}
        title="Delete theme?"
        description={deleting ? `“${deleting.name}” will be deleted. Its assets stay, without a theme.` : undefined}
        confirmLabel="Delete"
        variant="destructive"
        loading={deleteDialog.submitting}
        onConfirm={props.onDeleteConfirm}
      />
    </PageStack>
  );
}
