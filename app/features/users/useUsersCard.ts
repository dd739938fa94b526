import type { Identity } from '../../../contract/identities.ts';
import { deleteIdentity, identityKeys, identityPages, updateIdentity } from '../../api/identities.ts';
import { usePagedList } from '../../api/paging.ts';
import type { UsersCardProps } from './UsersCard.tsx';
import { useRecordDialog } from '../../shared/mutations/useRecordDialog.ts';
import { useClientSearch } from '../../shared/clientSearch/useClientSearch.ts';
import { useVenueChoices } from './useVenueChoices.ts';
import { toUpdateIdentityRequest, type UserFormValues } from './userForm.ts';
import { deleteUserTexts, editUserTexts } from './usersTexts.ts';

/** The users table wired to the API: server paging (Show more), edit and delete. */
export function useUsersCard(currentIdentityId: string | null): UsersCardProps {
  const list = usePagedList(identityPages());
  const remove = useRecordDialog(deleteUserTexts, (user: Identity) => deleteIdentity(user.id), identityKeys.all);
  const edit = useRecordDialog(
    editUserTexts,
    (user: Identity, values: UserFormValues) => updateIdentity(user.id, toUpdateIdentityRequest(values, user.identifier)),
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
    remove,
    edit: {
      ...edit,
      open: (user) => {
        clientSearch.onSearch('');
        edit.open(user);
      },
    },
    clientSearch,
    venueChoices,
  };
}
