import type { Invitation, InvitationState } from '../../../contract/invitations.ts';
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
  type BadgeVariant,
  type RelativeTimeValue,
} from '../../../ui-kit/index.ts';
import { ListTable } from '../../shared/lists/ListTable.tsx';
import type { ClientSearchProps } from '../../shared/clientSearch/useClientSearch.ts';
import { onDemandDialog } from '../../shared/dialogs/onDemandDialog.tsx';
import type { CreateDialog, RecordDialog } from '../../shared/dialogs/dialogState.ts';
import { RecordConfirmDialog } from '../../shared/dialogs/RecordConfirmDialog.tsx';
import type { InvitationFormValues } from './invitationForm.ts';
import { roleInWords } from './roleTexts.ts';
import { RowActions } from './usersTables.styles.ts';
import type { RoleChooser } from './roleForm.ts';
import type { VenueChoicesProps } from './useVenueChoices.ts';

// Fetched when it first opens, with its form (shared/dialogs/onDemandDialog.tsx).
const CreateInvitationDialog = onDemandDialog(() => import('./CreateInvitationDialog.tsx').then((module) => module.CreateInvitationDialog), (props) => props.open);

/** docs/product.md#states, Invitation states: the badge of each state. */
export const invitationStateBadge: Record<InvitationState, BadgeVariant> = {
  Pending: 'default',
  Accepted: 'success',
  Expired: 'warning',
  Revoked: 'destructive',
};

export interface InvitationsCardProps {
  /** Invites (docs/permissions.md: people.edit, or people.invite for a client user). */
  canInvite?: boolean;
  /** Resends and revokes (people.edit). */
  canManage?: boolean;
  status: 'loading' | 'error' | 'ready';
  invitations: Invitation[];
  /** "Now" for the Created column (stories freeze it). */
  now?: RelativeTimeValue | undefined;
  create: CreateDialog<InvitationFormValues>;
  /** Who invites: the roles and clients the dialog offers. */
  chooser: RoleChooser;
  clientSearch: ClientSearchProps;
  venueChoices: VenueChoicesProps;
  /** Copies {portal base}/invite/{token} of a Pending invitation. */
  onCopyLink: (invitation: Invitation) => void;
  /** Revokes a Pending invitation. */
  revoke: RecordDialog<Invitation>;
  /** Sends a Pending or Expired invitation again. */
  resend: RecordDialog<Invitation>;
}

interface InvitationRowProps {
  invitation: Invitation;
  canManage: boolean;
  now: RelativeTimeValue | undefined;
  onCopyLink: () => void;
  onRevoke: () => void;
  onResend: () => void;
}

function InvitationRow({ invitation, canManage, now, onCopyLink, onRevoke, onResend }: InvitationRowProps) {
  const pending = invitation.state === 'Pending';
  // A link not used in time, or a mail that never arrived, is sent again.
  const resendable = canManage && (pending || invitation.state === 'Expired');
  return (
    <TableRow data-invitation={invitation.id} data-state={invitation.state}>
      <TableCell label="Email">{invitation.email}</TableCell>
      <TableCell label="Role">{roleInWords(invitation.role, invitation.venueNames)}</TableCell>
      <TableCell label="Client">{invitation.clientName ?? 'None'}</TableCell>
      <TableCell label="State">
        <Badge variant={invitationStateBadge[invitation.state]}>{invitation.state}</Badge>
      </TableCell>
      <TableCell muted label="Created">
        <RelativeTime value={invitation.createdUtc} now={now} />
      </TableCell>
      <TableCell muted label="Invited by">{invitation.inviterName}</TableCell>
      <TableCell align="right">
        {/* docs/product.md#states: only a Pending invitation can be copied or revoked. */}
        {resendable ? (
          <RowActions>
            {pending ? (
              <Button variant="ghost" size="sm" onClick={onCopyLink} aria-label={`Copy link for ${invitation.email}`}>
                Copy link
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" onClick={onResend} aria-label={`Resend invitation to ${invitation.email}`}>
              Resend
            </Button>
            {pending ? (
              <Button variant="ghost" size="sm" onClick={onRevoke} aria-label={`Revoke invitation for ${invitation.email}`}>
                Revoke
              </Button>
            ) : null}
          </RowActions>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/** docs/product.md#screens /users: the Invitations card, its create dialog, resend and the revoke confirmation (docs/product.md#messages). */
export function InvitationsCard({
  canInvite = true,
  canManage = true,
  status,
  invitations,
  now,
  create,
  chooser,
  clientSearch,
  venueChoices,
  onCopyLink,
  revoke,
  resend,
}: InvitationsCardProps) {
  return (
    <Card data-users-card="invitations">
      <CardHeader
        title="Invitations"
        description="People invited to the portal, and whether they signed up."
        actions={
          canInvite ? (
            <Button size="sm" onClick={create.open}>
              Invite user
            </Button>
          ) : null
        }
      />
      <CardContent>
        <ListTable
          status={status}
          isEmpty={invitations.length === 0}
          empty={<EmptyState size="sm" title="No invitations" description="Invite a user to get started" icon={<Icon name="users" />} />}
          label="Invitations"
          columns={[{ label: 'Email' }, { label: 'Role' }, { label: 'Client' }, { label: 'State' }, { label: 'Created' }, { label: 'Invited by' }, { label: 'Actions', align: 'right', labelHidden: true }]}
          loadingLabel="Loading invitations"
        >
          {invitations.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              invitation={invitation}
              canManage={canManage}
              now={now}
              onCopyLink={() => onCopyLink(invitation)}
              onRevoke={() => revoke.open(invitation)}
              onResend={() => resend.open(invitation)}
            />
          ))}
        </ListTable>
      </CardContent>
      <CreateInvitationDialog
        open={create.view.open}
        submitting={create.view.submitting}
        fieldErrors={create.view.fieldErrors}
        chooser={chooser}
        clientSearch={clientSearch}
        venueChoices={venueChoices}
        onClose={create.close}
        onSubmit={create.submit}
      />
      <RecordConfirmDialog
        dialog={resend}
        title="Resend invitation"
        describe={(invitation) => `${invitation.email} gets a new link that works for 7 days; the link sent before stops working.`}
        confirmLabel="Resend"
        variant="default"
      />
      <RecordConfirmDialog
        dialog={revoke}
        title="Revoke invitation"
        describe={(invitation) => `The link sent to ${invitation.email} stops working. This cannot be undone.`}
        confirmLabel="Revoke"
      />
    </Card>
  );
}
