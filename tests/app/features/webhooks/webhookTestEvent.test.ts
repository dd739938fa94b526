import { describe, expect, it, vi } from 'vitest';
import { sendTestEvent, TEST_EVENT_LOOKS } from '../../../../app/features/webhooks/testEventOutcome.ts';
import type { WebhookDelivery } from '../../../../contract/webhooks.ts';

const DELIVERY = '0b6f3c1e-2d4a-4e5f-8a9b-1c2d3e4f5a6b';

/** The log answers these states one look after another (the last one repeats). */
function steps(...states: (WebhookDelivery['state'] | undefined)[]) {
  const stateOf = vi.fn(async (deliveryId: string) => {
    expect(deliveryId).toBe(DELIVERY);
    return states[Math.min(stateOf.mock.calls.length - 1, states.length - 1)];
  });
  return { send: vi.fn(async () => ({ deliveryId: DELIVERY })), stateOf, wait: vi.fn(async () => {}) };
}

describe('Send test event: what the toast says (docs/integrations.md#webhooks)', () => {
  it('says sent once the delivery succeeded', async () => {
    const fakes = steps(undefined, 'pending', 'succeeded');
    await expect(sendTestEvent(fakes)).resolves.toBe('sent');
    expect(fakes.send).toHaveBeenCalledOnce();
    expect(fakes.stateOf).toHaveBeenCalledTimes(3);
  });

  it('says queued while the delivery is still pending after its looks, and stops looking', async () => {
    const fakes = steps('pending');
    await expect(sendTestEvent(fakes)).resolves.toBe('queued');
    expect(fakes.stateOf).toHaveBeenCalledTimes(TEST_EVENT_LOOKS);
  });

  it('never says sent for a delivery that failed: queued, and the row shows the failure', async () => {
    const fakes = steps('failed', 'succeeded');
    await expect(sendTestEvent(fakes)).resolves.toBe('queued');
    expect(fakes.stateOf).toHaveBeenCalledOnce();
  });

  it('passes a refused POST on, so the error toast says it', async () => {
    const fakes = { ...steps('succeeded'), send: vi.fn(async () => Promise.reject(new Error('Forbidden'))) };
    await expect(sendTestEvent(fakes)).rejects.toThrow('Forbidden');
    expect(fakes.stateOf).not.toHaveBeenCalled();
  });
});
