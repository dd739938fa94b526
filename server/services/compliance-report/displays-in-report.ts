import { sql, type SQL } from 'drizzle-orm';
import type { Jurisdiction, Zone } from '../../../contract/compliance.ts';
import type { ComplianceReportQuery } from '../../../contract/complianceReport.ts';
import type { OpenHours } from '../../../contract/openHours.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../sql-rows.ts';
import { openHoursFromRow, venueOpenHoursJson, type OpenHoursRow } from '../venues/open-hours-rows.ts';

/** A display the report covers, with what judges it: its zone, its venue's clock, open hours and jurisdiction. */
export interface ReportDisplay {
  displayId: string;
  displayLabel: string;
  zone: Zone;
  venueId: string;
  venueName: string;
  timeZone: string;
  jurisdiction: Jurisdiction | null;
  openHours: OpenHours;
}

type ReportFilter = Pick<ComplianceReportQuery, 'clientId' | 'venueId'>;

/** The venues (`v`) a report covers: in the scope, and the query's client or venue. */
export function reportVenueFilter(scope: Scope, query: ReportFilter): SQL {
  const filters = [scopeSql(scope, sql`v.client_id`, sql`v.id`)];
  if (query.clientId) filters.push(sql`v.client_id = ${query.clientId}::uuid`);
  if (query.venueId) filters.push(sql`v.id = ${query.venueId}::uuid`);
  return sql.join(filters, sql` and `);
}

/**
 * The displays of venues the scope sees (an unlinked controller's have no venue, so no open hours
 * nor rules: they are not in the report), filtered to the query's client or venue, in the
 * report's order: venue name, display label.
 */
export async function displaysInReport(db: Db, scope: Scope, query: ReportFilter): Promise<ReportDisplay[]> {
  const rows = await queryRows<Omit<ReportDisplay, 'openHours'> & { openHours: OpenHoursRow }>(
    db,
    sql`select d.id as "displayId", d.label as "displayLabel", d.zone, v.id as "venueId", v.name as "venueName",
          coalesce(r.time_zone, 'UTC') as "timeZone", r.jurisdiction, ${venueOpenHoursJson} as "openHours"
        from displays d
        join graphics_controllers g on g.id = d.graphics_controller_id
        join venues v on v.id = g.venue_id
        left join regions r on r.id = v.region_id
        where ${reportVenueFilter(scope, query)}
        order by v.name, v.id, d.label, d.id`,
  );
  return rows.map((row) => ({
    displayId: row.displayId,
    displayLabel: row.displayLabel,
    zone: row.zone,
    venueId: row.venueId,
    venueName: row.venueName,
    timeZone: row.timeZone,
    jurisdiction: row.jurisdiction,
    openHours: openHoursFromRow(row.openHours),
  }));
}
