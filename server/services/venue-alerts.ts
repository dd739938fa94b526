import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../plugins/mail.ts';
import { outageMessage, recoveryMessage, webhookBody, type AlertEventType } from './alert-messages.ts';
import { isOpenAt, usableTimeZone } from '../../contract/schedule/openHours.ts';
import { openHoursFromRow } from './open-hours-schedule.ts';
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
  alertWebhookUrl: string | null;
}

/** What one run did, for logs and tests. */
export interface VenueAlertRun {
  opened: number;
  closed: number;
  outageNotices: number;
  recoveryNotices: number;
}

/** A webhook that does not answer in this time is given up on; the mail has gone anyway. */
export const WEBHOOK_TIMEOUT_MS = 5_000;


async function postWebhook(deps: VenueAlertDeps, body: object): Promise<void> {
  if (deps.alertWebhookUrl === null) return;
  try {
    const response = await fetch(deps.alertWebhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!response.ok) deps.log.warn(`Alert webhook answered ${response.status}`);
  } catch (error) {
    deps.log.warn({ err: error }, 'Alert webhook failed');
  }
}

/** Mails every recipient on their own (client users never see each other's or the admins' addresses), then the webhook. */
async function announce(deps: VenueAlertDeps, notice: OutageNotice, type: AlertEventType): Promise<void> {
  const controllers = await venueControllersForNotice(deps.db, notice.venue.id);
  const recipients = await alertRecipients(deps.db, notice.venue.clientId);
  const compose = type === 'venue.offline' ? outageMessage : recoveryMessage;
  for (const to of recipients) {
    try {
      await deps.mailer.send(compose(to, notice, controllers, deps.portalBaseUrl));
    } catch (error) {
      deps.log.error({ err: error }, `Alert mail for venue ${notice.venue.id} failed`);
    }
  }
  await postWebhook(deps, webhookBody(type, notice, controllers, deps.now, deps.portalBaseUrl));
}

/**
 * One run of the offline-alert job (DESIGN §5):
 * 1. venues newly in alert get an outage row (since their last sighting), whatever the hour;
 * 2. outages of venues seen again are closed;
 * 3. an open outage nobody was told of is mailed (client users and admins) and sent to the
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
    if (!(await claimNotice(db, notice.outageId, 'outage', now))) continue;
    await announce(deps, { ...notice, venue: { ...notice.venue, timeZone } }, 'venue.offline');
    outageNotices += 1;
  }
  let recoveryNotices = 0;
  for (const notice of await unannouncedRecoveries(db)) {
    if (!(await claimNotice(db, notice.outageId, 'recovery', now))) continue;
    const timeZone = usableTimeZone(notice.venue.timeZone);
    await announce(deps, { ...notice, venue: { ...notice.venue, timeZone } }, 'venue.online');
    recoveryNotices += 1;
  }
  return { opened, closed, outageNotices, recoveryNotices };
}
