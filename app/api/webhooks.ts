import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { LIST_PAGE_SIZE } from '../../contract/constants.ts';
import { pageSchema } from '../../contract/paging.ts';
import {
  createdWebhookEndpointSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  type WebhookDelivery,
  type WebhookEndpointRequest,
} from '../../contract/webhooks.ts';
import { request } from './client.ts';
import type { PagedQuery } from './paging.ts';

const basePath = '/api/webhooks';
const queuedSchema = z.object({ deliveryId: z.uuid() });
const deliveryPageSchema = pageSchema(webhookDeliverySchema);

/** Query keys: everything about webhooks starts with 'webhooks'. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (endpointId: string) => [...webhookKeys.all, 'deliveries', endpointId] as const,
};

const endpointPath = (id: string) => `${basePath}/${encodeURIComponent(id)}`;

/** GET /api/webhooks: every endpoint, oldest first, without secrets. */
export const webhookEndpointsQuery = () =>
  queryOptions({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) => request(basePath, { response: webhookEndpointListSchema, signal }),
  });

/** POST: the only answer that holds the signing secret. */
export function createWebhookEndpoint(body: WebhookEndpointRequest) {
  return request(basePath, { method: 'POST', body, response: createdWebhookEndpointSchema });
}

/** PUT: the whole endpoint (URL, description, events, on/off). */
export function updateWebhookEndpoint(id: string, body: WebhookEndpointRequest) {
  return request(endpointPath(id), { method: 'PUT', body, response: webhookEndpointSchema });
}

export function deleteWebhookEndpoint(id: string) {
  return request(endpointPath(id), { method: 'DELETE' });
}

/** GET …/deliveries: one page of the endpoint's log, newest first. */
export function fetchWebhookDeliveries(endpointId: string, offset: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ offset: String(offset), limit: String(LIST_PAGE_SIZE) });
  return request(`${endpointPath(endpointId)}/deliveries?${params.toString()}`, { response: deliveryPageSchema, ...(signal ? { signal } : {}) });
}

/** The endpoint's log, a page at a time. */
export const webhookDeliveryPages = (endpointId: string): PagedQuery<WebhookDelivery> => ({
  queryKey: webhookKeys.deliveries(endpointId),
  fetchPage: (offset, signal) => fetchWebhookDeliveries(endpointId, offset, signal),
});

/** POST …/deliveries/{id}/resend: the same body and webhook-id, tried again from the start. */
export function resendWebhookDelivery(endpointId: string, deliveryId: string) {
  return request(`${endpointPath(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`, { method: 'POST', response: queuedSchema });
}

/** POST …/test: a `webhook.test` delivery, whatever the endpoint subscribes to. */
export function sendWebhookTest(endpointId: string) {
  return request(`${endpointPath(endpointId)}/test`, { method: 'POST', response: queuedSchema });
}
