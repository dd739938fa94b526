import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookEventData } from '../../../contract/webhookEvents.ts';
import type { Db } from '../../db/database.ts';
import { toTakeover, type TakeoverRow } from '../schedules/takeover-rows.ts';
import { queryRows } from '../sql-rows.ts';
import type { Webhooks } from './webhook-delivery.ts';

/**
 * takeover.started and takeover.ended (docs/scheduling.md#model). A takeover starts and ends by the
 * clock as often as by a request (a start in the future, an end that simply passes), so one
 * function notices both and is called after each takeover request and on every run of the alert
 * job. Each announcement is claimed in its row (started_notified_utc, ended_notified_utc) in the
 * transaction that queues its deliveries, so several API processes announce it once, and a
 * process that was down announces it when it is back.
 */

export interface TakeoverAnnouncements {
  started: number;
  ended: number;
}

function eventData(row: TakeoverRow, now: Date): WebhookEventData['takeover.started' | 'takeover.ended'] {
  const takeover = toTakeover(row, now);
  return {
    takeoverId: takeover.id,
    name: takeover.name,
    targets: takeover.targets,
    content: takeover.content,
    startUtc: takeover.startUtc,
    endUtc: takeover.endUtc,
    /** Set when an admin ended it before its end. */
    endedUtc: takeover.endedUtc,
  };
}

export async function announceTakeoverChanges(deps: { db: Db; now: Date; webhooks: Webhooks }): Promise<TakeoverAnnouncements> {
  const { db, webhooks } = deps;
  const now = deps.now.toISOString();
  const counts = await db.transaction(async (tx) => {
    // One ended early before its start never ran: it is neither started nor ended for a receiver.
    const started = await queryRows<TakeoverRow>(
      tx,
      sql`update takeovers set started_notified_utc = ${now}::timestamptz
          where started_notified_utc is null and start_utc <= ${now}::timestamptz
            and least(end_utc, coalesce(ended_utc, 'infinity')) > start_utc
          returning *`,
    );
    for (const row of started) await webhooks.emit('takeover.started', eventData(row, deps.now), tx);
    // Sees the starts claimed just above: a takeover that began and ended between two runs gets both, in order.
    const ended = await queryRows<TakeoverRow>(
      tx,
      sql`update takeovers set ended_notified_utc = ${now}::timestamptz
          where ended_notified_utc is null and started_notified_utc is not null
            and least(end_utc, coalesce(ended_utc, 'infinity')) <= ${now}::timestamptz
          returning *`,
    );
    for (const row of ended) await webhooks.emit('takeover.ended', eventData(row, deps.now), tx);
    return { started: started.length, ended: ended.length };
  });
  // Queued inside the transaction, visible only now: have them sent soon rather than at the next poll.
  if (counts.started + counts.ended > 0) webhooks.queue.nudge();
  return counts;
}

/** The same, for a request that has already changed the takeover: a failure is logged, the next alert run tries again. */
export async function announceTakeoverChangesSafely(deps: { db: Db; now: Date; webhooks: Webhooks; log: FastifyBaseLogger }): Promise<void> {
  try {
    await announceTakeoverChanges(deps);
  } catch (error) {
    deps.log.error({ err: error }, 'Takeover webhooks could not be queued; the alert job tries again');
  }
}
