import { useState } from 'react';
import type { Identity } from '../../../contract/identities.ts';
import { deleteIdentity, fetchIdentityPage, identityKeys, updateIdentity } from '../../api/identities.ts';
import { usePagedList } from '../../api/paging.ts';
import type { UsersCardProps } from './UsersCard.tsx';
import { useMutationDialog } from '../../shared/mutations/useMutationDialog.ts';
import { useClientSearch } from '../../shared/clientSearch/useClientSearch.ts';
import { useVenueChoices } from './useVenueChoices.ts';
import { toUpdateIdentityRequest, type UserFormValues } from './userForm.ts';
import { deleteUserTexts, editUserTexts } from './usersTexts.ts';

/** The users table wired to the API: server paging (Show more), edit and delete. */
export function useUsersCard(currentIdentityId: string | null): UsersCardProps {
  const list = usePagedList(identityKeys.list(), (offset, signal) => fetchIdentityPage(offset, signal));
  const [deleting, setDeleting] = useState<Identity | null>(null);
  const [editing, setEditing] = useState<Identity | null>(null);
  const remove = useMutationDialog(deleteUserTexts, (id: string) => deleteIdentity(id), identityKeys.all);
  const edit = useMutationDialog(
    editUserTexts,
    (values: UserFormValues) => {
      if (!editing) throw new Error('No user is being edited.');
      return updateIdentity(editing.id, toUpdateIdentityRequest(values, editing.identifier));
    },
    identityKeys.all,
  );
  const clientSearch = useClientSearch(edit.view.open);
  const venueChoices = useVenueChoices();
  return {
    status: list.status,
    items: list.items,
    total: list.total,
    loadingMore: list.loadingMore,
    onShowMore: list.showMore,
    currentIdentityId,
    deleting,
    deleteDialog: remove.view,
    onDeleteOpen: (user) => {
      setDeleting(user);
      remove.open();
    },
    onDeleteClose: remove.close,
    onDeleteConfirm: () => {
      if (deleting) remove.submit(deleting.id);
    },
    editing,
    editDialog: edit.view,
    clientSearch,
    venueChoices,
    onEditOpen: (user) => {
      setEditing(user);
      clientSearch.onSearch('');
      edit.open();
    },
    onEditClose: edit.close,
    onEditSubmit: edit.submit,
  };
}
