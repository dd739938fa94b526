import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../mail-messages.ts';
import { outageEventData, outageMessage, recoveryMessage, type AlertEventType, type VenueOutageData } from './alert-messages.ts';
import { isOpenAt, usableTimeZone } from '../../../contract/schedule/openHours.ts';
import { openHoursFromRow } from './open-hours-rows.ts';
import { alertCutoff } from './venues.ts';
import {
  alertRecipients,
  claimNotice,
  closeOutages,
  openOutages,
  unannouncedOutages,
  unannouncedRecoveries,
  venueControllersForNotice,
  type OutageNotice,
} from './venue-outages.ts';

export interface VenueAlertDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: Date;
  alertAfterMinutes: number;
  portalBaseUrl: string;
  /** Signed webhooks: the events, to every endpoint subscribed to them (ALERT_WEBHOOK_URL's among them). */
  emitWebhook?: (type: AlertEventType, data: VenueOutageData) => Promise<unknown>;
}

/** What one run did, for logs and tests. */
export interface VenueAlertRun {
  opened: number;
  closed: number;
  outageNotices: number;
  recoveryNotices: number;
}

/**
 * Claims the notice and writes a mail to every recipient on their own (client users never see each
 * other's or the admins' addresses) in one transaction: the mail outbox sends them, even should
 * SMTP be down for a while. Then the signed webhooks are queued. False when another process claimed it first.
 */
async function announce(deps: VenueAlertDeps, notice: OutageNotice, type: AlertEventType): Promise<boolean> {
  const compose = type === 'venue.offline' ? outageMessage : recoveryMessage;
  const controllers = await deps.db.transaction(async (db) => {
    if (!(await claimNotice(db, notice.outageId, type === 'venue.offline' ? 'outage' : 'recovery', deps.now))) return null;
    const venueControllers = await venueControllersForNotice(db, notice.venue.id);
    for (const to of await alertRecipients(db, notice.venue)) {
      await deps.mailer.send(db, compose(to, notice, venueControllers, deps.portalBaseUrl));
    }
    return venueControllers;
  });
  if (controllers === null) return false;
  if (deps.emitWebhook) {
    try {
      await deps.emitWebhook(type, outageEventData(notice, controllers, deps.now, deps.portalBaseUrl));
    } catch (error) {
      deps.log.error({ err: error }, `Webhook deliveries for venue ${notice.venue.id} could not be queued`);
    }
  }
  return true;
}

/**
 * One run of the offline-alert job (docs/decisions.md#venues-and-alerts):
 * 1. venues newly in alert get an outage row (since their last sighting), whatever the hour;
 * 2. outages of venues seen again are closed;
 * 3. an open outage nobody was told of is mailed (admins, and the client users whose scope holds
 *    the venue: a venue-manager only for its own venues) and sent to the
 *    webhook once its venue is open: during open hours at once, else when the venue opens while
 *    still dark. Outside open hours a dark screen is not an alert;
 * 4. a closed outage whose outage mail went out gets one recovery mail.
 * Each notice is claimed in its row before it leaves, so several API processes send it once.
 */
export async function checkVenueAlerts(deps: VenueAlertDeps): Promise<VenueAlertRun> {
  const { db, now } = deps;
  const cutoff = alertCutoff(now, deps.alertAfterMinutes);
  const closed = await closeOutages(db, now, cutoff);
  const opened = await openOutages(db, now, cutoff);
  let outageNotices = 0;
  for (const notice of await unannouncedOutages(db)) {
    const timeZone = usableTimeZone(notice.venue.timeZone);
    if (!isOpenAt(openHoursFromRow(notice.openHours), timeZone, now)) continue;
    if (await announce(deps, { ...notice, venue: { ...notice.venue, timeZone } }, 'venue.offline')) outageNotices += 1;
  }
  let recoveryNotices = 0;
  for (const notice of await unannouncedRecoveries(db)) {
    const timeZone = usableTimeZone(notice.venue.timeZone);
    if (await announce(deps, { ...notice, venue: { ...notice.venue, timeZone } }, 'venue.online')) recoveryNotices += 1;
  }
  return { opened, closed, outageNotices, recoveryNotices };
}
