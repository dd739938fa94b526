import type { Identity } from '../../../contract/identities.ts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  ConfirmDialog,
  EmptyState,
  Icon,
  RelativeTime,
  TableCell,
  TableRow,
  type RelativeTimeValue,
} from '../../../ui-kit/index.ts';
import type { PagedList } from '../../api/paging.ts';
import { ListTable } from '../../shared/lists/ListTable.tsx';
import type { ClientSearchProps } from '../../shared/clientSearch/useClientSearch.ts';
import type { DialogState } from '../../shared/dialogs/dialogState.ts';
import { EditUserDialog } from './EditUserDialog.tsx';
import type { UserFormValues } from './userForm.ts';
import { roleInWords } from './roleTexts.ts';
import { RowActions } from './usersTables.styles.ts';
import type { VenueChoicesProps } from './useVenueChoices.ts';

export type UsersCardProps = Omit<PagedList<Identity>, 'showMore' | 'error'> & {
  onShowMore: () => void;
  /** Edits and deletes people (docs/permissions.md: people.edit); without it the table is read-only. */
  canManage?: boolean;
  /** The signed-in person: their row has no delete (the server refuses it too). */
  currentIdentityId: string | null;
  /** "Now" for the Last login column (stories freeze it). */
  now?: RelativeTimeValue | undefined;
  /** The user the delete dialog asks about (kept while it closes). */
  deleting: Identity | null;
  deleteDialog: DialogState;
  onDeleteOpen: (user: Identity) => void;
  onDeleteClose: () => void;
  onDeleteConfirm: () => void;
  /** The user the edit dialog shows (kept while it closes). */
  editing: Identity | null;
  editDialog: DialogState;
  clientSearch: ClientSearchProps;
  venueChoices: VenueChoicesProps;
  onEditOpen: (user: Identity) => void;
  onEditClose: () => void;
  onEditSubmit: (values: UserFormValues) => void;
};

interface UserRowProps {
  user: Identity;
  isSelf: boolean;
  canManage: boolean;
  now: RelativeTimeValue | undefined;
  onEdit: () => void;
  onDelete: () => void;
}

function UserRow({ user, isSelf, canManage, now, onEdit, onDelete }: UserRowProps) {
  const who = user.name || user.identifier;
  return (
    <TableRow data-user={user.id}>
      <TableCell label="Name">
        {user.name}
        {isSelf ? (
          <>
            {' '}
            <Badge variant="secondary">You</Badge>
          </>
        ) : null}
      </TableCell>
      <TableCell label="Email">{user.identifier}</TableCell>
      <TableCell label="Role">{roleInWords(user.role, user.venues.map((venue) => venue.name))}</TableCell>
      {/* The business's own people (admin, designer, approver) belong to no client. */}
      <TableCell label="Client">{user.clientName ?? 'None'}</TableCell>
      <TableCell muted label="Last login">
        {/* Never signed in reads Never, as the epoch does (docs/product.md#screens). */}
        <RelativeTime value={user.lastLoginUtc ?? 0} now={now} />
      </TableCell>
      <TableCell align="right">
        {canManage ? (
          <RowActions>
            <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit user ${who}`}>
              Edit
            </Button>
            {isSelf ? null : (
              <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete user ${who}`}>
                Delete
              </Button>
            )}
          </RowActions>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/** docs/product.md#screens /users: the users table (10 rows, Show more), Edit user and the Delete user confirmation (docs/product.md#messages). */
export function UsersCard({
  status,
  items,
  total,
  loadingMore,
  onShowMore,
  canManage = true,
  currentIdentityId,
  now,
  deleting,
  deleteDialog,
  onDeleteOpen,
  onDeleteClose,
  onDeleteConfirm,
  editing,
  editDialog,
  clientSearch,
  venueChoices,
  onEditOpen,
  onEditClose,
  onEditSubmit,
}: UsersCardProps) {
  return (
    <Card data-users-card="users">
      <CardHeader title="Users" description="Everyone who can sign in, and the client each one belongs to." />
      <CardContent>
        <ListTable
          status={status}
          isEmpty={items.length === 0}
          empty={<EmptyState size="sm" title="No users found" icon={<Icon name="user" />} />}
          label="Users"
          columns={[{ label: 'Name' }, { label: 'Email' }, { label: 'Role' }, { label: 'Client' }, { label: 'Last login' }, { label: 'Actions', align: 'right', labelHidden: true }]}
          loadingLabel="Loading users"
          paging={{ shown: items.length, total, loadingMore, onShowMore }}
        >
          {items.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isSelf={user.id === currentIdentityId}
              canManage={canManage}
              now={now}
              onEdit={() => onEditOpen(user)}
              onDelete={() => onDeleteOpen(user)}
            />
          ))}
        </ListTable>
      </CardContent>
      <EditUserDialog
        open={editDialog.open}
        submitting={editDialog.submitting}
        fieldErrors={editDialog.fieldErrors}
        user={editing}
        isSelf={editing?.id === currentIdentityId}
        clientSearch={clientSearch}
        venueChoices={venueChoices}
        onClose={onEditClose}
        onSubmit={onEditSubmit}
      />
      <ConfirmDialog
        open={deleteDialog.open}
        onOpenChange={(open) => (open || deleteDialog.submitting ? undefined : onDeleteClose())}
        title="Delete user"
        description={
          deleting ? `${deleting.name || deleting.identifier} (${deleting.identifier}) can no longer sign in. This cannot be undone.` : undefined
        }
        confirmLabel="Delete"
        variant="destructive"
        loading={deleteDialog.submitting}
        onConfirm={onDeleteConfirm}
      />
    </Card>
  );
}
