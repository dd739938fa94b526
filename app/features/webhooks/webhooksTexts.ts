import type { MutationDialogInput } from '../../../machines/mutationDialog.machine.ts';
import type { WebhookEventType } from '../../../contract/webhooks.ts';

/**
 * Texts of the webhooks page (docs/integrations.md). The product text gives none: they follow the Users page's
 * "Successfully …" / "Error …" toasts and "…ing ..." progress texts.
 */

/** The secret is shown once: the dialog stays open on success, as for an API key. */
export const createWebhookTexts: MutationDialogInput = {
  progressText: 'Creating webhook endpoint...',
  successTitle: 'Successfully created webhook endpoint',
  errorTitle: 'Error creating webhook endpoint',
  closeOnSuccess: false,
};

export const editWebhookTexts: MutationDialogInput = {
  progressText: 'Saving webhook endpoint...',
  successTitle: 'Successfully saved webhook endpoint',
  errorTitle: 'Error saving webhook endpoint',
};

export const deleteWebhookTexts: MutationDialogInput = {
  progressText: 'Deleting webhook endpoint...',
  successTitle: 'Successfully deleted webhook endpoint',
  errorTitle: 'Error deleting webhook endpoint',
};

export const WEBHOOK_TOGGLE_ERROR = 'Error switching webhook endpoint';
/** Only once the endpoint answered the test with success; before that, or after a failure, it is queued. */
export const WEBHOOK_TEST_SENT = 'Test event sent';
export const WEBHOOK_TEST_QUEUED = 'Test event queued';
export const WEBHOOK_TEST_ERROR = 'Error sending test event';
export const WEBHOOK_RESENT = 'Delivery queued again';
export const WEBHOOK_RESEND_ERROR = 'Error sending delivery again';
export const WEBHOOKS_LOAD_ERROR = 'Error loading webhook deliveries';

/** What each event means, in the create and edit form and the list. */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  'venue.offline': 'Venue offline',
  'venue.online': 'Venue back online',
  'display.offline': 'Display offline',
  'display.online': 'Display back online',
  'invitation.accepted': 'Invitation accepted',
  'takeover.started': 'Takeover started',
  'takeover.ended': 'Takeover ended',
  'command.done': 'Display command done or failed',
  'data-source.stale': 'Data source stale',
  'data-source.fresh': 'Data source fresh again',
};
