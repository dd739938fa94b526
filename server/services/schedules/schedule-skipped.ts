import { zones, type Zone } from '../../../contract/compliance.ts';
import type { SkippedScreens } from '../../../contract/schedules.ts';
import { seesVenue, type Scope } from '../../access/scope.ts';
import type { Db } from '../../db/database.ts';
import { ruleSetsByKey } from '../compliance/compliance-rules.ts';
import { forbiddenScreens, reachedDisplays, type Reach, type ReachedDisplay } from '../compliance/compliance-violations.ts';
import { contentCategories } from '../compliance/display-compliance.ts';
import type { EntryRow } from './entry-rows.ts';

/**
 * Where the compliance rules skip saved entries (docs/compliance.md#how-the-portal-applies-them): a
 * zone or rule change is saved even when it forbids entries saved before, and the resolver then
 * passes them over on those screens. The schedule says so, by the same rule that refuses a save
 * (forbiddenScreens), read for every entry with one read of the rules and one of the categories.
 * Counted on the screens the reader may see: a venue-manager reading a client-wide entry learns
 * nothing of its client's other venues.
 */
export async function entriesSkipped(db: Db, scope: Scope, rows: readonly EntryRow[]): Promise<Map<string, SkippedScreens | null>> {
  if (rows.length === 0) return new Map();
  const assetIds = rows.map((row) => row.asset_id).filter((id): id is string => id !== null);
  const playlistIds = rows.map((row) => row.playlist_id).filter((id): id is string => id !== null);
  const [rulesByKey, categoriesById] = await Promise.all([ruleSetsByKey(db), contentCategories(db, [...new Set(assetIds)], [...new Set(playlistIds)])]);
  // One read of the screens per target, however many entries share it (a client's list holds many).
  const screensByTarget = new Map<string, Promise<ReachedDisplay[]>>();
  const screensOf = (row: EntryRow) => {
    const reach: Reach = row.display_id ? { displayIds: [row.display_id] } : row.venue_id ? { venueIds: [row.venue_id] } : { clientIds: [row.client_id!] };
    const key = JSON.stringify(reach);
    if (!screensByTarget.has(key)) screensByTarget.set(key, reachedDisplays(db, reach));
    return screensByTarget.get(key)!;
  };
  const answers = await Promise.all(
    rows.map(async (row): Promise<[string, SkippedScreens | null]> => {
      const categories = categoriesById[(row.asset_id ?? row.playlist_id)!] ?? ['general'];
      const visible = (await screensOf(row)).filter((screen) => seesVenue(scope, screen.venue_id));
      const forbidden = forbiddenScreens(visible, rulesByKey, categories);
      if (forbidden.length === 0) return [row.id, null];
      const skippedZones = new Set<Zone>(forbidden.map((screen) => screen.zone));
      return [row.id, { screens: forbidden.length, zones: zones.filter((zone) => skippedZones.has(zone)) }];
    }),
  );
  return new Map(answers);
}
