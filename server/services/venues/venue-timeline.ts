import { sql } from 'drizzle-orm';
import type { Jurisdiction, Zone } from '../../../contract/compliance.ts';
import type { VenueTimeline } from '../../../contract/schedules.ts';
import { usableTimeZone } from '../../../contract/schedule/openHours.ts';
import type { Db } from '../../db/database.ts';
import { openHoursFromRow, venueOpenHoursJson, type OpenHoursRow } from './open-hours-rows.ts';
import { ruleSetsByKey } from '../compliance/compliance-rules.ts';
import { contentOf, displayCompliance } from '../compliance/display-compliance.ts';
import { resolveDisplay } from '../schedules/display-timeline.ts';
import { entryColumns, toResolverEntry, type EntryRow } from '../schedules/entry-rows.ts';
import { takeoversForDisplay } from '../schedules/resolver-inputs.ts';
import { toResolverTakeover } from '../schedules/takeover-rows.ts';
import { segmentContentNames, timelineItems } from '../schedules/timeline-items.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import { isUuid, queryRows } from '../sql-rows.ts';
import { segmentsAwaitingApproval } from '../approvals/awaiting-approval.ts';

/**
 * A venue's week (GET /api/venues/{venueId}/timeline): each display on its linked controllers (named),
 * resolved as its own timeline would be (its entries, the venue's and the client's, the takeovers
 * that reach the venue), from one read of each. Null when the scope may not see the venue.
 */
export async function venueTimeline(db: Db, scope: Scope, venueId: string, fromMs: number, toMs: number): Promise<VenueTimeline | null> {
  if (!isUuid(venueId)) return null;
  const [venue] = await queryRows<{ client_id: string; time_zone: string; jurisdiction: Jurisdiction | null; open_hours: OpenHoursRow }>(
    db,
    sql`select v.client_id, r.time_zone, r.jurisdiction, ${venueOpenHoursJson} as open_hours
        from venues v join regions r on r.id = v.region_id
        where v.id = ${venueId}::uuid and ${scopeSql(scope, sql`v.client_id`, sql`v.id`)}`,
  );
  if (!venue) return null;
  const timeZone = usableTimeZone(venue.time_zone);
  const openHours = openHoursFromRow(venue.open_hours);
  const [displayRows, entries, takeovers, rules] = await Promise.all([
    queryRows<{ id: string; label: string; asset_id: string | null; zone: Zone; controller_name: string }>(
      db,
      sql`select d.id, d.label, d.asset_id, d.zone, g.name as controller_name from displays d join graphics_controllers g on g.id = d.graphics_controller_id
          where g.venue_id = ${venueId}::uuid order by lower(d.label), lower(g.name), d.id`,
    ),
    queryRows<EntryRow>(
      db,
      sql`select ${entryColumns} from schedule_entries e
          where e.venue_id = ${venueId}::uuid or e.client_id = ${venue.client_id}::uuid
             or e.display_id in (select d.id from displays d join graphics_controllers g on g.id = d.graphics_controller_id where g.venue_id = ${venueId}::uuid)`,
    ),
    takeoversForDisplay(db, { venueId, clientId: venue.client_id }, fromMs, toMs),
    ruleSetsByKey(db),
  ]);
  // One read of the categories of everything the venue's screens may show; each screen's guard differs only by zone.
  const content = contentOf(null, [...entries.map(toResolverEntry), ...takeovers.map(toResolverTakeover), ...displayRows.map((row) => ({ assetId: row.asset_id, playlistId: null }))]);
  const guard = await displayCompliance(db, { zone: 'unassigned', jurisdiction: venue.jurisdiction }, content, rules);
  const resolved = displayRows.map((display) => {
    const context = { displayId: display.id, venueId, clientId: venue.client_id, displayAssetId: display.asset_id, timeZone, openHours, zone: display.zone, jurisdiction: venue.jurisdiction };
    const own = entries.filter((entry) => entry.display_id === null || entry.display_id === display.id);
    return { display, segments: resolveDisplay(context, own, takeovers, fromMs, toMs, { ...guard, zone: display.zone }) };
  });
  const allSegments = resolved.flatMap(({ segments }) => segments);
  const [names, awaiting] = await Promise.all([segmentContentNames(db, allSegments), segmentsAwaitingApproval(db, venue.jurisdiction, allSegments)]);
  return {
    timeZone,
    openHours,
    displays: resolved.map(({ display, segments }) => ({
      displayId: display.id,
      label: display.label,
      controllerName: display.controller_name,
      items: timelineItems(segments, names, awaiting),
    })),
  };
}
