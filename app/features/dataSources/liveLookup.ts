import type { DataSource } from '../../../contract/dataSources.ts';
import { WAITING_READING, type LiveValueLookup } from '../../../renderer/liveValues.tsx';

/**
 * The portal's current values as the renderer's live value lookup (the editor's canvas and
 * previews): a stale field draws its fallback text there too, as on the player.
 */
export function liveLookupOf(sources: readonly DataSource[], nowMs: number): LiveValueLookup {
  const byField = new Map(sources.flatMap((source) => source.values.map((field) => [`${source.id}/${field.key}`, field] as const)));
  return (sourceId, key) => {
    const field = byField.get(`${sourceId}/${key}`);
    if (!field || field.value === null || field.updatedUtc === null) return WAITING_READING;
    if (field.stale) return { view: { kind: 'fallback', reason: 'stale' }, ageSeconds: null };
    const ageSeconds = Math.max(0, Math.round((nowMs - Date.parse(field.updatedUtc)) / 1000));
    return { view: { kind: 'value', value: field.value, updatedUtc: field.updatedUtc, offline: false }, ageSeconds };
  };
}
