import { useQuery } from '@tanstack/react-query';
import { inviteUrl } from '../../../contract/appConfig.ts';
import type { Invitation } from '../../../contract/invitations.ts';
import { appConfigQuery } from '../../api/appConfig.ts';
import { ApiError } from '../../api/client.ts';
import { createInvitation, invitationKeys, invitationsQuery, resendInvitation, revokeInvitation } from '../../api/invitations.ts';
import { toCreateInvitationRequest, type InvitationFormValues } from './invitationForm.ts';
import type { InvitationsCardProps } from './InvitationsCard.tsx';
import type { RoleChooser } from './roleForm.ts';
import { useVenueChoices } from './useVenueChoices.ts';
import { useClientSearch } from '../../shared/clientSearch/useClientSearch.ts';
import { useCopyToClipboard } from '../../shared/dialogs/useCopyToClipboard.ts';
import { useMutationDialog } from '../../shared/mutations/useMutationDialog.ts';
import { useRecordDialog } from '../../shared/mutations/useRecordDialog.ts';
import { createInvitationTexts, resendInvitationTexts, revokeInvitationTexts } from './usersTexts.ts';
import { queryStatus } from '../../api/queryStatus.ts';

/** A 409 (the email already has an account) belongs on the email field, not only in a toast. */
async function createOrExplain(values: InvitationFormValues, chooser: RoleChooser) {
  try {
    return await createInvitation(toCreateInvitationRequest(values, chooser));
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      throw new ApiError({ title: error.problem.title, status: 400, errors: { email: [error.problem.title] } } as ApiError['problem']);
    }
    throw error;
  }
}

/** The Invitations card wired to the API: list, create (as `chooser` may), copy link, resend, revoke. */
export function useInvitationsCard(chooser: RoleChooser): InvitationsCardProps {
  const query = useQuery(invitationsQuery());
  const appConfig = useQuery(appConfigQuery());
  const { copyText } = useCopyToClipboard();

  const create = useMutationDialog(createInvitationTexts, (values: InvitationFormValues) => createOrExplain(values, chooser), invitationKeys.all);
  const revoke = useRecordDialog(revokeInvitationTexts, (invitation: Invitation) => revokeInvitation(invitation.id), invitationKeys.all);
  const resend = useRecordDialog(resendInvitationTexts, (invitation: Invitation) => resendInvitation(invitation.id), invitationKeys.all);
  // A client user's invitations name its own client: there is no client to search for.
  const clientSearch = useClientSearch(create.view.open && chooser.kind === 'admin');
  const venueChoices = useVenueChoices();

  return {
    status: queryStatus(query),
    invitations: query.data ?? [],
    create: {
      ...create,
      open: () => {
        clientSearch.onSearch('');
        create.open();
      },
    },
    chooser,
    clientSearch,
    venueChoices,
    onCopyLink: (invitation) => {
      // The link the invitation mail holds (PORTAL_BASE_URL); this page's own address until that is known.
      const base = appConfig.data?.portalBaseUrl ?? window.location.origin;
      copyText(inviteUrl(base, invitation.token));
    },
    revoke,
    resend,
  };
}
