import type { WebhookEventData } from '../../../contract/webhookEvents.ts';
import type { MailMessage } from '../mail-messages.ts';
import { escapeHtml } from '../mail-messages.ts';
import type { OutageNotice } from './venue-outages.ts';

/** What an outage notice tells about each of the venue's controllers. */
export interface NoticeController {
  id: string;
  name: string;
  lastSeenUtc: Date | null;
}

export type AlertEventType = 'venue.offline' | 'venue.online';

/** What venue.offline and venue.online carry (contract/webhookEvents.ts). */
export type VenueOutageData = WebhookEventData[AlertEventType];

export function venuePageUrl(portalBaseUrl: string, notice: OutageNotice): string {
  return `${portalBaseUrl}/clients/${notice.venue.clientId}/${notice.venue.id}`;
}

/**
 * What the venue.offline and venue.online webhooks carry, the same events as the mail: which venue,
 * its controllers, since when it is dark and, for a recovery, when it came back. Times are ISO UTC.
 */
export function outageEventData(
  notice: OutageNotice,
  controllers: NoticeController[],
  now: Date,
  portalBaseUrl: string,
): VenueOutageData {
  return {
    outageId: notice.outageId,
    occurredUtc: now.toISOString(),
    offlineSinceUtc: notice.startedUtc.toISOString(),
    backOnlineUtc: notice.endedUtc?.toISOString() ?? null,
    venue: { ...notice.venue, url: venuePageUrl(portalBaseUrl, notice) },
    controllers: controllers.map((controller) => ({
      id: controller.id,
      name: controller.name,
      lastSeenUtc: controller.lastSeenUtc?.toISOString() ?? null,
    })),
  };
}

/** "Wed, 14 Jan 2026, 09:30 (Australia/Sydney)": the venue's own clock, which is what its staff read. */
export function venueLocalTime(instant: Date, timeZone: string): string {
  const local = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${local} (${timeZone})`;
}

function controllerLines(controllers: NoticeController[], timeZone: string): string[] {
  return controllers.map(
    (controller) =>
      `- ${controller.name}: last seen ${controller.lastSeenUtc ? venueLocalTime(controller.lastSeenUtc, timeZone) : 'never'}`,
  );
}

function message(to: string, subject: string, paragraphs: string[], list: string[], link: string): MailMessage {
  const text = [...paragraphs.flatMap((line) => [line, '']), ...list, '', link, ''].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif">',
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    '<ul>',
    ...list.map((line) => `<li>${escapeHtml(line.replace(/^- /, ''))}</li>`),
    '</ul>',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { to, subject, text, html };
}

/** The outage mail: once per outage, only during the venue's open hours (docs/decisions.md#venues-and-alerts). */
export function outageMessage(to: string, notice: OutageNotice, controllers: NoticeController[], portalBaseUrl: string): MailMessage {
  const { venue } = notice;
  return message(
    to,
    `Screens offline at ${venue.name} (${venue.gmv})`,
    [
      'Hello,',
      `The screens of ${venue.name} (${venue.gmv}, ${venue.clientName}) have been offline since ` +
        `${venueLocalTime(notice.startedUtc, venue.timeZone)}, during the venue's open hours.`,
      'Graphics controllers:',
    ],
    controllerLines(controllers, venue.timeZone),
    venuePageUrl(portalBaseUrl, notice),
  );
}

/** The recovery mail: only after an outage mail of the same outage. */
export function recoveryMessage(to: string, notice: OutageNotice, controllers: NoticeController[], portalBaseUrl: string): MailMessage {
  const { venue } = notice;
  const back = notice.endedUtc ? venueLocalTime(notice.endedUtc, venue.timeZone) : 'now';
  return message(
    to,
    `Screens back online at ${venue.name} (${venue.gmv})`,
    [
      'Hello,',
      `The screens of ${venue.name} (${venue.gmv}, ${venue.clientName}) are back online since ${back}, ` +
        `after being offline since ${venueLocalTime(notice.startedUtc, venue.timeZone)}.`,
      'Graphics controllers:',
    ],
    controllerLines(controllers, venue.timeZone),
    venuePageUrl(portalBaseUrl, notice),
  );
}
