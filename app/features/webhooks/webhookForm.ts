import * as z from 'zod';
import { webhookEventTypes, webhookMessages, webhookUrlSchema, type WebhookEndpoint, type WebhookEventType } from '../../../contract/webhooks.ts';

/**
 * The endpoint form: the contract's rules (the server checks the same, plus where the address
 * points after DNS), without its defaults and transforms, so the form's values and its output match.
 */
export const webhookFormSchema = z.object({
  url: webhookUrlSchema,
  description: z.string().trim().max(200, webhookMessages.descriptionTooLong),
  events: z.array(z.enum(webhookEventTypes), { error: webhookMessages.eventsRequired }).min(1, webhookMessages.eventsRequired),
  enabled: z.boolean(),
});

export type WebhookFormValues = z.infer<typeof webhookFormSchema>;

/** A new endpoint: on, and no event chosen yet (the person picks what their system handles). */
export const emptyWebhookForm: WebhookFormValues = { url: '', description: '', events: [], enabled: true };

export function webhookFormOf(endpoint: WebhookEndpoint): WebhookFormValues {
  return { url: endpoint.url, description: endpoint.description, events: [...endpoint.events], enabled: endpoint.enabled };
}

/** The events in the contract's order, whatever order they were ticked in. */
export function orderedEvents(events: readonly WebhookEventType[]): WebhookEventType[] {
  return webhookEventTypes.filter((type) => events.includes(type));
}
