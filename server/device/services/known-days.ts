import type { ResolveInput } from '../../../contract/schedule/timeline.ts';
import { dayWindowStartMs } from './day-window.ts';
import type { HeardWakes, WakeMark } from './wake-log.ts';

/** Where a display's day could change without a wake: read again at least this often (see KnownDays). */
export const KNOWN_DAY_MS = 5 * 60_000;

/** The device a day was read for: a different one (or the same one linked elsewhere) reads again. */
export interface DayReader {
  controllerId: string;
  clientId: string | null;
  /** The controller's venue, the display's: a change bound to it is announced to it alone. */
  venueId: string | null;
}

/** Taken before reading a day (KnownDays.mark); null: nothing read now may be kept. */
export interface DayMarks {
  schedules: WakeMark;
  commands: WakeMark;
}

/** What the resolver needs of a display's week, but the window: what its day answer was made of. */
export type KnownSchedule = Omit<ResolveInput, 'fromMs' | 'toMs'>;

/** A day as read: its version (the player's ETag) and what resolves its timeline. */
export interface ReadDay {
  version: string;
  schedule: KnownSchedule;
}

interface KnownDay extends DayReader, ReadDay {
  marks: DayMarks;
  readAtMs: number;
}

/**
 * The day version this process last answered for each display, so a long poll whose ETag is still
 * that version waits without reading the day (several queries and a hash) first, and a wait that
 * ends with nothing heard answers 304 without reading it again: at 10,000 players that was some
 * 1,000 day reads a second, nearly all to learn that nothing had changed.
 *
 * What makes a kept version stale, and how it is noticed:
 * - anything a day carries, changed through the API, is announced on the wake channels (NOTIFY,
 *   so from any API process), which drop it: a schedule entry, playlist or takeover, a layout or a
 *   file it draws (services/schedule-change-audience.ts), the venue's hours or region, a CSV upload
 *   that moves venues (to the display's venue), the controller unlinked or its venue deleted (to
 *   the display's client); the display's zone (to the display); its size, its removal, or a
 *   command for it (to the display, on the commands channel);
 * - a lost LISTEN connection: the channel wakes everyone (dropping all), and keeps nothing until
 *   it listens again (its mark is null);
 * - the display's next hour (day-window.ts): the week's window, part of the version, moves;
 * - what nothing announces (a row edited behind the API's back): it is read again KNOWN_DAY_MS
 *   after the last read. Before every change was announced this was 40 s, and the fleet's days
 *   were read again every 40 s for nothing (a quarter of the API's work at 10,000 players).
 * A version is kept only with no command for a report to hand over (services/fleet/commands.ts,
 * DayCommands, read with the day), so `Commands-Waiting` never needs a read either. The compliance settings a day
 * is read with are kept per process as well, and dropped by the same wakes (compliance-settings.ts).
 *
 * The schedule the day was made of is kept with it: a heartbeat report compares what the display
 * shows with what its timeline says now (the out-of-date rule) from it, and knows no command waits,
 * instead of reading entries, takeovers, the venue's hours and the commands again each minute.
 */
export class KnownDays {
  private readonly days = new Map<string, KnownDay>();
  private sweptAtMs = 0;
  private readonly heard: { schedules: HeardWakes; commands: HeardWakes };
  private readonly maxAgeMs: number;

  constructor(heard: { schedules: HeardWakes; commands: HeardWakes }, maxAgeMs = KNOWN_DAY_MS) {
    this.heard = heard;
    this.maxAgeMs = maxAgeMs;
  }

  mark(): DayMarks | null {
    const schedules = this.heard.schedules.mark();
    const commands = this.heard.commands.mark();
    return schedules === null || commands === null ? null : { schedules, commands };
  }

  remember(displayId: string, reader: DayReader, marks: DayMarks | null, day: ReadDay, nowMs: number): void {
    this.sweep(nowMs);
    const key = displayId.toLowerCase();
    if (marks === null) this.days.delete(key);
    else this.days.set(key, { ...reader, ...day, marks, readAtMs: nowMs });
  }

  /** The version still current for the display as this device reads it, or null (read it). */
  current(displayId: string, reader: DayReader, nowMs: number): string | null {
    return this.currentDay(displayId, reader, nowMs)?.version ?? null;
  }

  /** The day still current for the display as this device reads it (no command waits for it), or null. */
  currentDay(displayId: string, reader: DayReader, nowMs: number): ReadDay | null {
    const key = displayId.toLowerCase();
    const day = this.days.get(key);
    if (!day) return null;
    const stale =
      day.controllerId !== reader.controllerId ||
      day.clientId !== reader.clientId ||
      day.venueId !== reader.venueId ||
      nowMs - day.readAtMs >= this.maxAgeMs ||
      nowMs < day.readAtMs ||
      dayWindowStartMs(key, nowMs) !== dayWindowStartMs(key, day.readAtMs) ||
      // Its client, its venue or the display itself named by a change (services/schedule-change-audience.ts).
      this.heard.schedules.wokenSince([day.clientId, day.venueId, key], day.marks.schedules) ||
      this.heard.commands.wokenSince(key, day.marks.commands);
    if (!stale) return { version: day.version, schedule: day.schedule };
    this.days.delete(key);
    return null;
  }

  /** Drops what is too old to be used, once a minute: displays that stopped polling leave nothing behind. */
  private sweep(nowMs: number): void {
    if (nowMs - this.sweptAtMs < 60_000) return;
    this.sweptAtMs = nowMs;
    for (const [key, day] of this.days) if (nowMs - day.readAtMs >= this.maxAgeMs) this.days.delete(key);
  }
}
