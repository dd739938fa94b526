import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { readLiveSource } from '../../services/data-sources/data-sources.ts';
import { LiveAnswer, type DigestedSource } from './live-answer.ts';
import type { HeardWakes, WakeMark } from './wake-log.ts';

/** A kept source is read again at least this often, in case it changed without a wake (an edit behind the API's back). */
export const KEPT_SOURCE_MS = 60_000;

/** At most this many answers are kept (each a client's set of sources), and at most this many bytes of them. */
export const ANSWERS_KEPT = 2_000;
export const ANSWER_BYTES_KEPT = 32 * 1024 * 1024;

interface KeptSource {
  mark: WakeMark;
  readAtMs: number;
  read: Promise<DigestedSource | null>;
  /** The read once it has answered (undefined until then): a poll finding every source read answers without waiting a turn. */
  settled: DigestedSource | null | undefined;
}

interface KeptAnswer {
  /** The source reads it was built from, by sorted id (null: no such source). */
  reads: readonly (DigestedSource | null)[];
  answer: LiveAnswer;
}

/** Two reads of a source that answer the same: what a LiveAnswer holds of it (the digest) and who may see it. */
const sameRead = (a: DigestedSource | null, b: DigestedSource | null): boolean =>
  a === b || (a !== null && b !== null && a.digest === b.digest && a.clientId === b.clientId);

/**
 * The live values players poll (docs/live-data.md#delivery-to-players), each source read once per
 * change and shared by every poll that shows it. A push wakes every player showing the source at
 * once: at 10,000 players each woken poll read the source itself, 10,000 reads of the same rows a
 * second, and the push took seconds to reach the last player (`npm run bench:data`). Now the
 * first woken poll reads it, the others wait for that read. The answers built from the reads are
 * kept too (a bounded map by client and sources): the first woken poll of a client's set of
 * sources serialises it, the others send the same bytes.
 *
 * What drops a kept source: a wake for it on the data values channel (a push, a pull that stored
 * values, the source edited or deleted: from any API process), the channel's LISTEN connection lost
 * (its mark is null: nothing is kept), or KEPT_SOURCE_MS since it was read. A read under way when a
 * wake comes is not reused after it: its mark is older than the wake.
 */
export class LiveValuesCache {
  private readonly kept = new Map<string, KeptSource>();
  private readonly answers = new Map<string, KeptAnswer>();
  private answerBytes = 0;
  private readonly heard: HeardWakes;
  private readonly maxAgeMs: number;

  constructor(heard: HeardWakes, maxAgeMs = KEPT_SOURCE_MS) {
    this.heard = heard;
    this.maxAgeMs = maxAgeMs;
  }

  /**
   * The answer for a device of `clientId`: the values it may draw of these sources, those of its
   * own client or shared (another client's are left out, as missing ones are). The version changes
   * with any value answered, so the long poll can tell "nothing new". Built once per client, set of
   * sources and version, then the same bytes for every poll asking it (see ANSWERS_KEPT). A
   * promise only while a source is being read.
   */
  liveAnswer(db: Db, clientId: string | null, sourceIds: readonly string[], now: Date): LiveAnswer | Promise<LiveAnswer> {
    const ids = sourceIds.length === 1 ? sourceIds : [...sourceIds].sort();
    const nowMs = now.getTime();
    const sources = ids.map((id) => this.source(db, id, nowMs));
    // Every source already read (each poll a push wakes but the first): the answer at once, no
    // promise per poll; else when the reads answer.
    if (sources.every((source) => source.settled !== undefined)) {
      return this.answerOf(clientId, ids, sources.map((source) => source.settled ?? null), now);
    }
    return Promise.all(sources.map((source) => source.read)).then((reads) => this.answerOf(clientId, ids, reads, now));
  }

  /**
   * Reads these sources again now, after a wake that names them and before the polls waiting on them
   * are answered (plugins/data-sources.ts): each woken poll then finds them read and answers at once.
   * Null when there is nothing to read.
   */
  readAgain(db: Db, sourceIds: readonly string[], now: Date): Promise<unknown> | null {
    if (sourceIds.length === 0) return null;
    const nowMs = now.getTime();
    return Promise.all(sourceIds.map((id) => this.source(db, id, nowMs).read));
  }

  private answerOf(clientId: string | null, ids: readonly string[], reads: readonly (DigestedSource | null)[], now: Date): LiveAnswer {
    // The client is part of the key: two clients asking the same sources may be shown different
    // ones, so they never share an answer, even one that would be the same text today.
    const key = `${clientId ?? 'shared-only'}|${ids.join(',')}`;
    const kept = this.answers.get(key);
    // Same reads: same answer. The same content counts, not only the very objects the source cache
    // keeps until their next change: a wake that changed nothing (on PostgreSQL a push's NOTIFY can
    // arrive after a later read) makes a new read of the same rows, and the answer stays.
    if (kept && kept.reads.length === reads.length && kept.reads.every((read, index) => sameRead(read, reads[index] ?? null))) return kept.answer;
    const shown = reads.filter((read): read is DigestedSource => read !== null && (read.clientId === null || read.clientId === clientId));
    const answer = new LiveAnswer(shown, now);
    this.keepAnswer(key, { reads, answer });
    return answer;
  }

  /** How many answers are kept (tests). */
  get answersKept(): number {
    return this.answers.size;
  }

  private keepAnswer(key: string, entry: KeptAnswer): void {
    const old = this.answers.get(key);
    if (old) {
      this.answers.delete(key);
      this.answerBytes -= old.answer.size;
    }
    this.answers.set(key, entry);
    this.answerBytes += entry.answer.size;
    // The oldest built first out: a key still asked is built again at its next version anyway.
    for (const [oldestKey, oldest] of this.answers) {
      if (this.answers.size <= ANSWERS_KEPT && this.answerBytes <= ANSWER_BYTES_KEPT) break;
      if (oldestKey === key) break;
      this.answers.delete(oldestKey);
      this.answerBytes -= oldest.answer.size;
    }
  }

  private source(db: Db, sourceId: string, nowMs: number): KeptSource {
    const key = sourceId.toLowerCase();
    const kept = this.kept.get(key);
    if (kept && !this.heard.wokenSince(key, kept.mark) && nowMs - kept.readAtMs < this.maxAgeMs) return kept;
    const mark = this.heard.mark();
    const read = readLiveSource(db, key).then((source) =>
      source === null ? null : { ...source, digest: createHash('sha256').update(JSON.stringify([source.id, source.staleAfterSeconds, source.values])).digest('base64url') },
    );
    // Only sources that exist are kept (a device naming made-up ids must not grow the map); a failed read is not kept.
    const entry: KeptSource = { mark: mark ?? 0, readAtMs: nowMs, read, settled: undefined };
    if (mark === null) this.kept.delete(key);
    else this.kept.set(key, entry);
    const forget = () => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
    };
    read.then((source) => {
      entry.settled = source;
      if (source === null) forget();
    }, forget);
    return entry;
  }
}
