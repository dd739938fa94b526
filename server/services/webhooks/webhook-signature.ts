import { createHmac, randomBytes } from 'node:crypto';

/**
 * Signing as the Standard Webhooks specification says: the secret is `whsec_` + base64 of its
 * bytes; the signed content is `${id}.${timestamp}.${body}`; the signature header holds
 * `v1,<base64 HMAC-SHA256>` (several, space separated, while a secret rotates). Receivers verify
 * with any Standard Webhooks library.
 */

export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** A new endpoint secret: 32 random bytes (the specification asks for 24 to 64). */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

function secretBytes(secret: string): Buffer {
  const encoded = secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret;
  return Buffer.from(encoded, 'base64');
}

/** `v1,<signature>` of one message. `timestampSeconds` is whole seconds since the epoch. */
export function webhookSignature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const digest = createHmac('sha256', secretBytes(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${digest}`;
}

/** The three headers of a delivery (the id is the same on every try, so receivers can dedupe). */
export function webhookHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': webhookSignature(secret, id, timestamp, body),
  };
}
