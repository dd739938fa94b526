import { useState } from 'react';
import type { Identity } from '../../../contract/identities.ts';
import { deleteIdentity, fetchIdentityPage, identityKeys } from '../../api/identities.ts';
import { usePagedList } from '../../api/paging.ts';
import type { UsersCardProps } from './UsersCard.tsx';
import { useMutationDialog } from '../mutations/useMutationDialog.ts';
import { deleteUserTexts } from './usersTexts.ts';

/** The users table wired to the API: server paging (Show more) and delete. */
export function useUsersCard(currentIdentityId: string | null): UsersCardProps {
  const list = usePagedList(identityKeys.list(), (offset, signal) => fetchIdentityPage(offset, signal));
  const [deleting, setDeleting] = useState<Identity | null>(null);
  const remove = useMutationDialog(deleteUserTexts, (id: string) => deleteIdentity(id), identityKeys.all);
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
  };
}
