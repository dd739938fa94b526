import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isOpenAt, usableTimeZone } from '../../../contract/schedule/openHours.ts';
import type { WebhookEventData } from '../../../contract/webhookEvents.ts';
import type { Db } from '../../db/database.ts';
import { openHoursFromRow, venueOpenHoursJson, type OpenHoursRow } from '../venues/open-hours-rows.ts';
import type { SightingCutoffs } from '../displays/sightings.ts';
import { queryRows } from '../sql-rows.ts';
import type { Webhooks } from './webhook-delivery.ts';

/**
 * display.offline and display.online (docs/player.md#playing-the-week). A display is offline when its
 * graphics controller has not been seen for ALERT_AFTER_MINUTES (the status the fleet and venue
 * pages show, server/services/displays/sightings.ts). As with venue alerts, a dark screen outside its
 * venue's open hours is not news: display.offline is announced while the venue is open (at once,
 * or when it opens still dark), and display.online only after a display.offline. Each
 * announcement is claimed in the display's row (offline_notified_utc) in the transaction that
 * queues its deliveries, so several API processes announce it once. A display whose controller
 * was never seen was never online and is not announced.
 */

export interface DisplayAnnouncements {
  offline: number;
  online: number;
}

interface DisplayEventRow {
  id: string;
  label: string;
  graphics_controller_id: string;
  last_seen_utc: Date | string | null;
  venue_id: string;
  venue_name: string;
  client_id: string;
  client_name: string;
  time_zone: string;
  open_hours: OpenHoursRow;
}

const eventColumns = sql`d.id, d.label, d.graphics_controller_id, g.last_seen_utc, v.id as venue_id, v.name as venue_name,
  c.id as client_id, c.name as client_name, r.time_zone,
  ${venueOpenHoursJson} as open_hours`;

const eventJoins = sql`join graphics_controllers g on g.id = d.graphics_controller_id
  join venues v on v.id = g.venue_id
  join clients c on c.id = v.client_id
  join regions r on r.id = v.region_id`;

/** The display's page on Screens (app/routes/sections/sectionRoutes.tsx); /fleet/{id}, its first address, is only the server's redirect there (server/plugins/static-app.ts). */
function displayPageUrl(portalBaseUrl: string, displayId: string): string {
  return `${portalBaseUrl}/screens/${displayId}`;
}

function eventData(row: DisplayEventRow, portalBaseUrl: string): WebhookEventData['display.offline' | 'display.online'] {
  return {
    displayId: row.id,
    label: row.label,
    graphicsControllerId: row.graphics_controller_id,
    lastSeenUtc: row.last_seen_utc === null ? null : new Date(row.last_seen_utc).toISOString(),
    venue: { id: row.venue_id, name: row.venue_name },
    client: { id: row.client_id, name: row.client_name },
    url: displayPageUrl(portalBaseUrl, row.id),
  };
}

export interface DisplayAnnouncementDeps {
  db: Db;
  now: Date;
  cutoffs: SightingCutoffs;
  webhooks: Webhooks;
  portalBaseUrl: string;
}

export async function announceDisplayChanges(deps: DisplayAnnouncementDeps): Promise<DisplayAnnouncements> {
  const { db, now, webhooks } = deps;
  const offlineBefore = deps.cutoffs.offlineBefore.toISOString();
  // Dark displays nobody was told of; those whose venue is open now are announced.
  const dark = await queryRows<DisplayEventRow>(
    db,
    sql`select ${eventColumns} from displays d ${eventJoins}
        where d.offline_notified_utc is null and g.last_seen_utc < ${offlineBefore}::timestamptz
        order by g.last_seen_utc, d.id`,
  );
  const due = dark.filter((row) => isOpenAt(openHoursFromRow(row.open_hours), usableTimeZone(row.time_zone), now)).map((row) => row.id);
  const counts = await db.transaction(async (tx) => {
    const offline =
      due.length === 0
        ? []
        : await queryRows<DisplayEventRow>(
            tx,
            sql`with claimed as (
                  update displays d set offline_notified_utc = ${now.toISOString()}::timestamptz
                  from graphics_controllers g
                  where g.id = d.graphics_controller_id and d.id in (${sql.join(due.map((id) => sql`${id}::uuid`), sql`, `)})
                    and d.offline_notified_utc is null and g.last_seen_utc < ${offlineBefore}::timestamptz
                  returning d.id)
                select ${eventColumns} from displays d ${eventJoins} where d.id in (select id from claimed)
                order by g.last_seen_utc, d.id`,
          );
    for (const row of offline) await webhooks.emit('display.offline', eventData(row, deps.portalBaseUrl), tx);
    const online = await queryRows<DisplayEventRow>(
      tx,
      sql`with claimed as (
            update displays d set offline_notified_utc = null
            from graphics_controllers g
            where g.id = d.graphics_controller_id and d.offline_notified_utc is not null
              and g.last_seen_utc >= ${offlineBefore}::timestamptz
            returning d.id)
          select ${eventColumns} from displays d ${eventJoins} where d.id in (select id from claimed)
          order by g.last_seen_utc, d.id`,
    );
    for (const row of online) await webhooks.emit('display.online', eventData(row, deps.portalBaseUrl), tx);
    return { offline: offline.length, online: online.length };
  });
  // Queued inside the transaction, visible only now: have them sent soon rather than at the next poll.
  if (counts.offline + counts.online > 0) webhooks.queue.nudge();
  return counts;
}

/** The same for the alert job: a failure is logged, and the next run tries again. */
export async function announceDisplayChangesSafely(deps: DisplayAnnouncementDeps & { log: FastifyBaseLogger }): Promise<void> {
  try {
    await announceDisplayChanges(deps);
  } catch (error) {
    deps.log.error({ err: error }, 'Display webhooks could not be queued; the alert job tries again');
  }
}
