import { ConfirmDialog, PageHeader } from '../../../ui-kit/index.ts';
import { PageStack } from '../../shared/lists/lists.styles.ts';
import type { DialogState } from '../../shared/dialogs/dialogState.ts';
import { WebhookDeliveriesCard, type WebhookDeliveriesCardProps } from './WebhookDeliveriesCard.tsx';
import type { WebhookEndpointDialogProps } from './WebhookEndpointDialog.tsx';
import { onDemandDialog } from '../../shared/dialogs/onDemandDialog.tsx';
import { WebhookEndpointsCard, type WebhookEndpointsCardProps } from './WebhookEndpointsCard.tsx';

// Fetched when it first opens, with its form (shared/dialogs/onDemandDialog.tsx).
const WebhookEndpointDialog = onDemandDialog(() => import('./WebhookEndpointDialog.tsx').then((module) => module.WebhookEndpointDialog), (props) => props.dialog.open);

export interface WebhookDeleteDialogProps {
  dialog: DialogState;
  /** The endpoint it is about (kept while the dialog closes). */
  endpointName: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

export interface WebhooksViewProps {
  endpoints: WebhookEndpointsCardProps;
  /** The chosen endpoint's log; null while none is chosen. */
  deliveries: WebhookDeliveriesCardProps | null;
  endpointDialog: WebhookEndpointDialogProps;
  deleteDialog: WebhookDeleteDialogProps;
}

/** /webhooks (Admin, docs/integrations.md): the endpoints, the chosen one's delivery log, and their dialogs. */
export function WebhooksView({ endpoints, deliveries, endpointDialog, deleteDialog }: WebhooksViewProps) {
  return (
    <PageStack>
      <PageHeader title="Webhooks" description="Send venue, display and invitation events to other systems as they happen." />
      <WebhookEndpointsCard {...endpoints} />
      {deliveries ? <WebhookDeliveriesCard {...deliveries} /> : null}
      <WebhookEndpointDialog {...endpointDialog} />
      <ConfirmDialog
        open={deleteDialog.dialog.open}
        onOpenChange={(open) => (open || deleteDialog.dialog.submitting ? undefined : deleteDialog.onClose())}
        title="Delete webhook endpoint"
        description={deleteDialog.endpointName ? `“${deleteDialog.endpointName}” receives no more events and its delivery log is deleted. This cannot be undone.` : undefined}
        confirmLabel="Delete"
        variant="destructive"
        loading={deleteDialog.dialog.submitting}
        onConfirm={deleteDialog.onConfirm}
      />
    </PageStack>
  );
}
