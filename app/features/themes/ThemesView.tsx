import type { Theme } from '../../../contract/themes.ts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  EmptyState,
  Icon,
  PageHeader,
  RelativeTime,
  TableCell,
  TableRow,
  type RelativeTimeValue,
} from '../../../ui-kit/index.ts';
import type { ThemeRequest } from '../../../contract/themes.ts';
import type { CreateDialog, RecordDialog } from '../../shared/dialogs/dialogState.ts';
import { RecordConfirmDialog } from '../../shared/dialogs/RecordConfirmDialog.tsx';
import { PageStack } from '../../shared/lists/lists.styles.ts';
import { ListTable } from '../../shared/lists/ListTable.tsx';
import { RowActionsCell } from '../../shared/lists/RowActions.tsx';
import { onDemandDialog } from '../../shared/dialogs/onDemandDialog.tsx';

// Fetched when it first opens, with its form (shared/dialogs/onDemandDialog.tsx).
const ThemeDialog = onDemandDialog(() => import('./ThemeDialog.tsx').then((module) => module.ThemeDialog), (props) => props.open);

export interface ThemesViewProps {
  status: 'loading' | 'error' | 'ready';
  themes: Theme[];
  /** "Now" for the relative times; stories fix it. */
  now?: RelativeTimeValue | undefined;
  /** Add, Edit and Delete are for those who hold content.edit (docs/permissions.md); others only read the list. */
  canEdit: boolean;
  add: CreateDialog<ThemeRequest>;
  /** Renames a theme. */
  edit: RecordDialog<Theme, ThemeRequest>;
  remove: RecordDialog<Theme>;
}

/** docs/product.md#screens /themes: themes with their last update, and add, edit and delete dialogs for those who hold content.edit. */
export function ThemesView({ status, themes, now, canEdit, add, edit, remove }: ThemesViewProps) {
  return (
    <PageStack>
      <PageHeader title="Themes" description="Themes group assets that belong together." />
      <Card>
        <CardHeader title="Current Themes" actions={canEdit ? <Button onClick={add.open}>Add theme</Button> : undefined} />
        <CardContent>
          <ListTable
            status={status}
            isEmpty={themes.length === 0}
            empty={<EmptyState title="No themes found" description={canEdit ? 'Create a theme to get started' : undefined} icon={<Icon name="palette" />} />}
            label="Themes"
            // A reader has no action on a theme, so no Actions column.
            columns={[{ label: 'Name' }, { label: 'Last updated' }, ...(canEdit ? [{ label: 'Actions', align: 'right' as const }] : [])]}
          >
            {themes.map((theme) => (
              <TableRow key={theme.id} data-theme-row={theme.id}>
                <TableCell label="Name">{theme.name}</TableCell>
                <TableCell muted label="Last updated">
                  <RelativeTime value={theme.updatedUtc} now={now} />
                </TableCell>
                {canEdit ? (
                  <RowActionsCell
                    name={theme.name}
                    actions={[{ label: 'Edit', onClick: () => edit.open(theme) }]}
                    onDelete={() => remove.open(theme)}
                  />
                ) : null}
              </TableRow>
            ))}
          </ListTable>
        </CardContent>
      </Card>
      <ThemeDialog
        mode="add"
        open={add.view.open}
        submitting={add.view.submitting}
        fieldErrors={add.view.fieldErrors}
        onClose={add.close}
        onSubmit={add.submit}
      />
      <ThemeDialog
        mode="edit"
        name={edit.record?.name}
        open={edit.view.open}
        submitting={edit.view.submitting}
        fieldErrors={edit.view.fieldErrors}
        onClose={edit.close}
        onSubmit={edit.submit}
      />
      <RecordConfirmDialog dialog={remove} title="Delete theme?" describe={(theme) => `“${theme.name}” will be deleted. Its assets stay, without a theme.`} />
    </PageStack>
  );
}
