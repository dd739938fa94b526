import { createActor, type Actor } from 'xstate';
import type { LiveSource, LiveValue, LiveValues } from '../../contract/liveValues.ts';
import { liveValueMachine } from '../../machines/liveValue.machine.ts';
import { selectAgeSeconds, selectLiveValue } from '../../machines/liveValue.selectors.ts';
import { WAITING_READING, type LiveReading, type LiveValueLookup } from '../../renderer/liveValues.tsx';

export interface LiveValueStoreOptions {
  /** Values kept from before a restart (playerStorage.storedLiveValues): drawn until they go stale. */
  seed?: readonly LiveSource[];
  /** Keeps the values received (playerStorage.storeLiveValues), with the server's time now. */
  keep?: (sources: LiveSource[], serverNowMs: number) => void;
  /** The clock's correction known at start, so a kept value is judged by it from the first drawing. */
  offsetMs?: number;
}

/**
 * The player's live values (docs/live-data.md#never-a-stale-figure-on-the-player): one liveValue
 * machine per field shown, fed by the long poll, told when the server is lost or back and when
 * the clock is corrected. Each machine decides alone when its value goes stale, so a screen that
 * hears nothing more still stops drawing a figure at the right moment. Seeded with the values kept
 * before a restart, a player that starts offline draws a still-fresh value (and an expired one's
 * fallback at once), and the server's first answer replaces them.
 */
export class LiveValueStore {
  private readonly fields = new Map<string, Actor<typeof liveValueMachine>>();
  private readonly listeners = new Set<() => void>();
  private offsetMs = 0;
  /** The newest value of each field with its source's limit, as kept across a restart. */
  private readonly received = new Map<string, { staleAfterSeconds: number; values: Map<string, LiveValue> }>();
  private readonly keep: LiveValueStoreOptions['keep'];

  constructor({ seed = [], keep, offsetMs = 0 }: LiveValueStoreOptions = {}) {
    this.keep = keep;
    this.offsetMs = offsetMs;
    for (const source of seed) this.take(source);
  }

  /** What the widgets read: a new function at every change of any field, so they draw again. */
  lookup: LiveValueLookup = (sourceId, key) => this.reading(sourceId, key);

  private readonly changed = () => {
    this.lookup = (sourceId, key) => this.reading(sourceId, key);
    for (const listener of this.listeners) listener();
  };

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** An answer of the long poll: every value it holds goes to its field's machine (started on its first value). */
  receive(answer: LiveValues): void {
    for (const source of answer.sources) this.take(source);
    this.tell({ type: 'connection.restored' });
    this.keep?.(
      [...this.received].map(([id, source]) => ({ id, staleAfterSeconds: source.staleAfterSeconds, values: [...source.values.values()] })),
      Date.now() + this.offsetMs,
    );
  }

  /** Each value of a source to its field's machine (started on its first value). */
  private take(source: LiveSource): void {
    let kept = this.received.get(source.id);
    if (!kept) this.received.set(source.id, (kept = { staleAfterSeconds: source.staleAfterSeconds, values: new Map() }));
    kept.staleAfterSeconds = source.staleAfterSeconds;
    for (const { key, value, updatedUtc } of source.values) {
      kept.values.set(key, { key, value, updatedUtc });
      const id = `${source.id}/${key}`;
      let field = this.fields.get(id);
      if (!field) {
        field = createActor(liveValueMachine, { input: { offsetMs: this.offsetMs } });
        field.subscribe(this.changed);
        field.start();
        this.fields.set(id, field);
      }
      field.send({ type: 'value', value, updatedUtc, staleAfterSeconds: source.staleAfterSeconds });
    }
  }

  lost(): void {
    this.tell({ type: 'connection.lost' });
  }

  /** A better estimate of the server's clock (the week's, docs/player.md#playing-the-week). */
  clock(offsetMs: number): void {
    if (offsetMs === this.offsetMs) return;
    this.offsetMs = offsetMs;
    this.tell({ type: 'clock', offsetMs });
  }

  reading(sourceId: string, key: string): LiveReading {
    const field = this.fields.get(`${sourceId}/${key}`);
    if (!field) return WAITING_READING;
    const snapshot = field.getSnapshot();
    return { view: selectLiveValue(snapshot), ageSeconds: selectAgeSeconds(snapshot) };
  }

  stop(): void {
    for (const field of this.fields.values()) field.stop();
    this.fields.clear();
  }

  private tell(event: { type: 'connection.lost' } | { type: 'connection.restored' } | { type: 'clock'; offsetMs: number }): void {
    for (const field of this.fields.values()) field.send(event);
  }
}
