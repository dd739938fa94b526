import type { WebhookDelivery } from '../../../contract/webhooks.ts';
import { RelativeTime, type RelativeTimeValue } from '../../../ui-kit/index.ts';
import { TryError, TryFacts, TryItem, TryList } from './webhooks.styles.ts';

/** "1 try", "3 tries". */
export function triesLabel(count: number): string {
  return `${count} ${count === 1 ? 'try' : 'tries'}`;
}

/** What a try's receiver answered: its status, or that there was no answer. */
const answerOf = (statusCode: number | null) => (statusCode === null ? 'No answer' : `Answered ${statusCode}`);

/**
 * Every try of one delivery, newest first, as Svix and Stripe list them: when, what the receiver
 * answered, how long it took, and why it failed. The delivery row above keeps the last one's summary.
 */
export function WebhookDeliveryTries({ id, delivery, now }: { id: string; delivery: WebhookDelivery; now: RelativeTimeValue | undefined }) {
  return (
    <TryList id={id} aria-label={`Tries of ${delivery.event}`}>
      {delivery.attempts.map((attempt) => (
        <TryItem key={attempt.attempt} data-webhook-try={attempt.attempt} data-failed={attempt.error === null ? undefined : true}>
          <TryFacts>
            <strong>Try {attempt.attempt}</strong>
            <RelativeTime value={attempt.attemptedUtc} now={now} />
            <span>{answerOf(attempt.statusCode)}</span>
            <span>{attempt.durationMs} ms</span>
          </TryFacts>
          {attempt.error !== null && attempt.error !== answerOf(attempt.statusCode) ? <TryError>{attempt.error}</TryError> : null}
        </TryItem>
      ))}
    </TryList>
  );
}
