import { createHash } from 'node:crypto';
import type { LiveValues } from '../../contract/liveValues.ts';
import type { Db } from '../db/database.ts';
import { readLiveSource, type LiveSourceRead } from './data-sources.ts';
import type { HeardWakes, WakeMark } from './wake-log.ts';

/** A kept source is read again at least this often, in case it changed without a wake (an edit behind the API's back). */
export const KEPT_SOURCE_MS = 60_000;

interface KeptSource {
  mark: WakeMark;
  readAtMs: number;
  read: Promise<(LiveSourceRead & { digest: string }) | null>;
}

/**
 * The live values players poll (docs/live-data.md#delivery-to-players), each source read once per
 * change and shared by every poll that shows it. A push wakes every player showing the source at
 * once: at 10,000 players each woken poll read the source itself, 10,000 reads of the same rows a
 * second, and the push took seconds to reach the last player (`npm run bench:data`). Now the
 * first woken poll reads it, the others wait for that read.
 *
 * What drops a kept source: a wake for it on the data values channel (a push, a pull that stored
 * values, the source edited or deleted: from any API process), the channel's LISTEN connection lost
 * (its mark is null: nothing is kept), or KEPT_SOURCE_MS since it was read. A read under way when a
 * wake comes is not reused after it: its mark is older than the wake.
 */
export class LiveValuesCache {
  private readonly kept = new Map<string, KeptSource>();
  private readonly heard: HeardWakes;
  private readonly maxAgeMs: number;

  constructor(heard: HeardWakes, maxAgeMs = KEPT_SOURCE_MS) {
    this.heard = heard;
    this.maxAgeMs = maxAgeMs;
  }

  /**
   * The values a device of `clientId` may draw: of these sources, those of its own client or
   * shared (another client's are left out, as missing ones are). The version changes with any value
   * answered, so the long poll can tell "nothing new".
   */
  async liveValues(db: Db, clientId: string | null, sourceIds: readonly string[], now: Date): Promise<LiveValues> {
    const reads = await Promise.all([...sourceIds].sort().map((id) => this.source(db, id, now.getTime())));
    const shown = reads.filter((read) => read !== null && (read.clientId === null || read.clientId === clientId));
    const version = createHash('sha256')
      .update(shown.map((read) => read!.digest).join(','))
      .digest('base64url')
      .slice(0, 22);
    return {
      serverUtc: now.toISOString(),
      version: `"${version}"`,
      sources: shown.map((read) => ({ id: read!.id, staleAfterSeconds: read!.staleAfterSeconds, values: read!.values })),
    };
  }

  private source(db: Db, sourceId: string, nowMs: number): KeptSource['read'] {
    const key = sourceId.toLowerCase();
    const kept = this.kept.get(key);
    if (kept && !this.heard.wokenSince(key, kept.mark) && nowMs - kept.readAtMs < this.maxAgeMs) return kept.read;
    const mark = this.heard.mark();
    const read = readLiveSource(db, key).then((source) =>
      source === null ? null : { ...source, digest: createHash('sha256').update(JSON.stringify([source.id, source.staleAfterSeconds, source.values])).digest('base64url') },
    );
    // Only sources that exist are kept (a device naming made-up ids must not grow the map); a failed read is not kept.
    const entry = { mark: mark ?? 0, readAtMs: nowMs, read };
    if (mark === null) this.kept.delete(key);
    else this.kept.set(key, entry);
    const forget = () => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
    };
    read.then((source) => source === null && forget(), forget);
    return read;
  }
}
