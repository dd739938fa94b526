import { createActor, type Actor } from 'xstate';
import type { LiveValues } from '../../contract/liveValues.ts';
import { liveValueMachine } from '../../machines/liveValue.machine.ts';
import { selectAgeSeconds, selectLiveValue } from '../../machines/liveValue.selectors.ts';
import { WAITING_READING, type LiveReading, type LiveValueLookup } from '../../renderer/liveValues.tsx';

/**
 * The player's live values (docs/live-data.md#never-a-stale-figure-on-the-player): one liveValue
 * machine per field shown, fed by the long poll, told when the server is lost or back and when
 * the clock is corrected. Each machine decides alone when its value goes stale, so a screen that
 * hears nothing more still stops drawing a figure at the right moment.
 */
export class LiveValueStore {
  private readonly fields = new Map<string, Actor<typeof liveValueMachine>>();
  private readonly listeners = new Set<() => void>();
  private offsetMs = 0;
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
    for (const source of answer.sources) {
      for (const { key, value, updatedUtc } of source.values) {
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
    this.tell({ type: 'connection.restored' });
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
