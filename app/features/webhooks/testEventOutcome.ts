import type { WebhookDelivery } from '../../../contract/webhooks.ts';

/** What the Send test event toast may say: sent only once the endpoint answered it (docs/integrations.md#webhooks). */
export type TestEventOutcome = 'sent' | 'queued';

export interface TestEventSteps {
  /** POST …/test: queues the delivery and answers its id. */
  send: () => Promise<{ deliveryId: string }>;
  /** The delivery's state as the log shows it now; undefined when it is not listed yet. */
  stateOf: (deliveryId: string) => Promise<WebhookDelivery['state'] | undefined>;
  /** Waits between looks at the log. */
  wait: (ms: number) => Promise<void>;
}

/** How often and how long the log is read before the toast says "queued" and leaves it to the row. */
export const TEST_EVENT_LOOKS = 3;
export const TEST_EVENT_LOOK_MS = 1_000;

/**
 * Sends a test event and watches its delivery for a few seconds: "sent" only when it succeeded,
 * otherwise "queued" (still pending, or failed: the log's row then shows its state and its tries).
 */
export async function sendTestEvent({ send, stateOf, wait }: TestEventSteps): Promise<TestEventOutcome> {
  const { deliveryId } = await send();
  for (let look = 0; look < TEST_EVENT_LOOKS; look += 1) {
    await wait(TEST_EVENT_LOOK_MS);
    const state = await stateOf(deliveryId);
    if (state === 'succeeded') return 'sent';
    if (state === 'failed') return 'queued';
  }
  return 'queued';
}
