import { ruleSetKeyOf } from '../../../contract/compliance.ts';
import { shippedRuleSet } from '../../../contract/complianceRules.ts';
import type { ComplianceReportItem, ComplianceReportQuery, ComplianceStatus } from '../../../contract/complianceReport.ts';
import { dateNumberOf } from '../../../contract/schedule/zoneClock.ts';
import type { Scope } from '../../access/scope.ts';
import type { Db } from '../../db/database.ts';
import { ruleSetsByKey } from '../compliance/compliance-rules.ts';
import { dailyPlays } from './daily-plays.ts';
import { displaysInReport } from './displays-in-report.ts';
import { venueDays, type VenueDay } from './venue-day.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const dateText = (date: number) => new Date(date * DAY_MS).toISOString().slice(0, 10);

/** ok / short / no-data (contract/complianceReport.ts): no play reported at all is no data, whatever the hours. */
export function complianceStatus(plays: number, required: number, played: number): ComplianceStatus {
  if (plays === 0) return 'no-data';
  return played >= required ? 'ok' : 'short';
}

/**
 * The compliance report (docs/compliance.md#the-compliance-report): a row per display in scope and
 * local date of the range. Four reads whatever the number of displays (the rule sets, the displays,
 * the layouts that can count, the days' plays judged in the database); each venue's days (open minutes, mandatory
 * seconds) are worked out once, in its own time zone, by the resolver's own slot rule.
 */
export async function complianceReport(db: Db, scope: Scope, query: ComplianceReportQuery): Promise<ComplianceReportItem[]> {
  const rules = await ruleSetsByKey(db);
  const displays = await displaysInReport(db, scope, query);
  const played = await dailyPlays(db, displays, query, rules);
  const playsOf = new Map(played.map((row) => [`${row.displayId}|${row.date}`, row]));
  const firstDate = dateNumberOf(query.from);
  const lastDate = dateNumberOf(query.to);
  const dates = Array.from({ length: lastDate - firstDate + 1 }, (_, index) => dateText(firstDate + index));
  const daysOfVenue = new Map<string, VenueDay[]>();
  const items: ComplianceReportItem[] = [];
  for (const display of displays) {
    const key = ruleSetKeyOf(display.jurisdiction);
    const ruleSet = rules.get(key) ?? shippedRuleSet(key);
    const mandatory = ruleSet.mandatory && ruleSet.mandatory.zones.includes(display.zone) ? ruleSet.mandatory : null;
    // Displays of one venue in a mandatory zone share its days; one outside needs only the open minutes.
    const venueKey = `${display.venueId}|${mandatory ? 'mandatory' : 'open'}`;
    let days = daysOfVenue.get(venueKey);
    if (!days) {
      days = venueDays(display.openHours, display.timeZone, mandatory, firstDate, lastDate);
      daysOfVenue.set(venueKey, days);
    }
    for (const [index, date] of dates.entries()) {
      const day = days[index]!;
      const row = playsOf.get(`${display.displayId}|${date}`);
      const mandatorySecondsPlayed = row?.mandatorySeconds ?? 0;
      items.push({
        date,
        displayId: display.displayId,
        displayLabel: display.displayLabel,
        venueId: display.venueId,
        venueName: display.venueName,
        zone: display.zone,
        openMinutes: day.openMinutes,
        mandatorySecondsRequired: day.mandatorySeconds,
        mandatorySecondsPlayed,
        forbiddenPlays: row?.forbiddenPlays ?? 0,
        status: complianceStatus(row?.plays ?? 0, day.mandatorySeconds, mandatorySecondsPlayed),
      });
    }
  }
  return items;
}
