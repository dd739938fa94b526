import type { Identity } from '../../../contract/identities.ts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
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
import type { RecordDialog } from '../../shared/dialogs/dialogState.ts';
import { RecordConfirmDialog } from '../../shared/dialogs/RecordConfirmDialog.tsx';
import { onDemandDialog } from '../../shared/dialogs/onDemandDialog.tsx';
import type { UserFormValues } from './userForm.ts';
import { roleInWords } from './roleTexts.ts';
import { RowActions } from './usersTables.styles.ts';
import type { VenueChoicesProps } from './useVenueChoices.ts';

// Fetched when it first opens, with its form (shared/dialogs/onDemandDialog.tsx).
const EditUserDialog = onDemandDialog(() => import('./EditUserDialog.tsx').then((module) => module.EditUserDialog), (props) => props.open);

export type UsersCardProps = Omit<PagedList<Identity>, 'showMore' | 'error'> & {
  onShowMore: () => void;
  /** Edits and deletes people (docs/permissions.md: people.edit); without it the table is read-only. */
  canManage?: boolean;
  /** The signed-in person: their row has no delete (the server refuses it too). */
  currentIdentityId: string | null;
  /** "Now" for the Last login column (stories freeze it). */
  now?: RelativeTimeValue | undefined;
  remove: RecordDialog<Identity>;
  edit: RecordDialog<Identity, UserFormValues>;
  clientSearch: ClientSearchProps;
  venueChoices: VenueChoicesProps;
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
  remove,
  edit,
  clientSearch,
  venueChoices,
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
              onEdit={() => edit.open(user)}
              onDelete={() => remove.open(user)}
            />
          ))}
        </ListTable>
      </CardContent>
      <EditUserDialog
        open={edit.view.open}
        submitting={edit.view.submitting}
        fieldErrors={edit.view.fieldErrors}
        user={edit.record}
        isSelf={edit.record?.id === currentIdentityId}
        clientSearch={clientSearch}
        venueChoices={venueChoices}
        onClose={edit.close}
        onSubmit={edit.submit}
      />
      <RecordConfirmDialog
        dialog={remove}
        title="Delete user"
        describe={(user) => `${user.name || user.identifier} (${user.identifier}) can no longer sign in. This cannot be undone.`}
      />
    </Card>
  );
}
