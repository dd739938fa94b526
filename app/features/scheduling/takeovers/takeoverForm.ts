import * as z from 'zod';
import { scheduleMessages, type TakeoverRequest } from '../../../../contract/schedules.ts';
import { FREE_NAME_MAX_LENGTH, textSchema } from '../../../../contract/text.ts';
import type { Closing } from '../../../../contract/schedule/closing.ts';

/** A client or venue the takeover reaches (chosen in the form, or the page it was started from). */
export const reachTargetSchema = z.object({ id: z.string(), type: z.enum(['Client', 'Venue']), name: z.string() });
export type ReachTarget = z.infer<typeof reachTargetSchema>;

export const takeoverDurations = ['15m', '1h', 'closing', 'until'] as const;
export type TakeoverDuration = (typeof takeoverDurations)[number];

export const DURATION_LABELS: Record<TakeoverDuration, string> = {
  '15m': '15 minutes',
  '1h': '1 hour',
  closing: 'Until closing',
  until: 'Until a date and time',
};

export const takeoverFormMessages = {
  untilRequired: 'Choose the date and time it ends',
  closingUnavailable: 'Until closing needs the venue to be open now',
} as const;

/**
 * What the start-takeover form holds. Content is one select over layouts and playlists
 * (`asset:<id>` or `playlist:<id>`); the end is a choice that becomes `endUtc` when it starts, or
 * `untilClosing` (each venue it reaches stops at its own closing; the server works them out).
 */
export const takeoverFormSchema = z
  .object({
    name: textSchema({ label: 'Takeover name', required: scheduleMessages.takeoverNameRequired, max: FREE_NAME_MAX_LENGTH }).min(1, {
      error: scheduleMessages.takeoverNameRequired,
    }),
    content: z.string().min(1, { error: scheduleMessages.contentRequired }),
    reach: z.enum(['all', 'chosen']),
    chosen: z.array(reachTargetSchema),
    duration: z.enum(takeoverDurations),
    /** A datetime-local value, read on the person's own clock. */
    until: z.string(),
  })
  .superRefine((values, context) => {
    if (values.reach === 'chosen' && values.chosen.length === 0) {
      context.addIssue({ code: 'custom', path: ['chosen'], message: scheduleMessages.reachRequired });
    }
    if (values.duration === 'until' && (values.until === '' || Number.isNaN(new Date(values.until).getTime()))) {
      context.addIssue({ code: 'custom', path: ['until'], message: takeoverFormMessages.untilRequired });
    }
  });
export type TakeoverFormValues = z.infer<typeof takeoverFormSchema>;

/**
 * The reach starts as the chosen clients and venues (the page's own, or none yet to pick from):
 * never all venues, which one careless press would take over.
 */
export function emptyTakeoverForm(chosen: ReachTarget[]): TakeoverFormValues {
  return { name: '', content: '', reach: 'chosen', chosen, duration: '15m', until: '' };
}

/** The one venue "until closing" can be read from, when the reach is exactly one venue. */
export function singleVenueOf(values: Pick<TakeoverFormValues, 'reach' | 'chosen'>): string | null {
  const [only, ...rest] = values.chosen;
  return values.reach === 'chosen' && only?.type === 'Venue' && rest.length === 0 ? only.id : null;
}

/** Thrown when the end cannot be worked out; `field` is where the form shows it. */
export class TakeoverEndError extends Error {
  readonly field: 'duration' | 'until';
  constructor(field: 'duration' | 'until', message: string) {
    super(message);
    this.field = field;
  }
}

/**
 * The request the form's values make at `now` (the takeover starts at once). `closing` is the one
 * venue's when the reach is exactly one venue (null otherwise): "until closing" then needs it open.
 */
export function takeoverRequestOf(values: TakeoverFormValues, now: Date, closing: Closing | null): TakeoverRequest {
  const [kind, id = ''] = values.content.split(':');
  const content = kind === 'playlist' ? { playlistId: id } : { assetId: id };
  const targets =
    values.reach === 'all'
      ? { all: true as const }
      : {
          clientIds: values.chosen.filter((target) => target.type === 'Client').map((target) => target.id),
          venueIds: values.chosen.filter((target) => target.type === 'Venue').map((target) => target.id),
        };
  if (values.duration === 'closing') {
    if (closing !== null && closing.kind !== 'closes') throw new TakeoverEndError('duration', takeoverFormMessages.closingUnavailable);
    return { name: values.name, content, targets, untilClosing: true };
  }
  return { name: values.name, content, targets, endUtc: endOf(values, now) };
}

function endOf(values: TakeoverFormValues, now: Date): string {
  switch (values.duration) {
    case '15m':
      return new Date(now.getTime() + 15 * 60_000).toISOString();
    case '1h':
      return new Date(now.getTime() + 60 * 60_000).toISOString();
    default:
      return new Date(values.until).toISOString();
  }
}

/** The server's field names (docs/decisions.md#errors) on the form's fields; an end it refuses lands on what set it. */
export function formErrorsOf(serverErrors: Record<string, string>, duration: TakeoverDuration): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [field, message] of Object.entries(serverErrors)) {
    const target = field.startsWith('content')
      ? 'content'
      : field.startsWith('targets')
        ? 'chosen'
        : field === 'endUtc' || field === 'startUtc' || field === 'untilClosing'
          ? duration === 'until'
            ? 'until'
            : 'duration'
          : field;
    mapped[target] ??= message;
  }
  return mapped;
}
