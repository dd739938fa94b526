import { sql } from 'drizzle-orm';
import { forbiddenCategoryOf } from '../../../contract/schedule/complianceGuard.ts';
import { ruleSetKeyOf, type Category, type Jurisdiction, type RuleSetKey, type Zone } from '../../../contract/compliance.ts';
import { LAST_DATE_REQUIRED, NOT_ALLOWED_TITLE, NOT_ALLOWED_TYPE, shippedRuleSet, type RuleSet, type Violation } from '../../../contract/complianceRules.ts';
import type { ScheduleContent, ScheduleTarget } from '../../../contract/schedules.ts';
import type { Db } from '../../db/database.ts';
import { conflict, validationProblem } from '../../http/http-problem.ts';
import { ruleSetsByKey } from './compliance-rules.ts';
import { contentCategories } from './display-compliance.ts';
import { queryRows } from '../sql-rows.ts';

/**
 * Refusal where it matters (docs/compliance.md): what a schedule entry, a takeover or a display's own
 * layout would put on each screen it reaches, checked against that screen's zone and its venue's rules.
 */

/** Whom a write reaches: displays, every display of venues or of clients, or every display. */
export interface Reach {
  all?: boolean;
  displayIds?: readonly string[];
  venueIds?: readonly string[];
  clientIds?: readonly string[];
}

const uuidArray = (ids: readonly string[] | undefined) => `{${(ids ?? []).join(',')}}`;

export interface ReachedDisplay {
  display_id: string;
  display_label: string;
  venue_id: string;
  venue_name: string;
  zone: Zone;
  jurisdiction: Jurisdiction | null;
}

export async function reachedDisplays(db: Db, reach: Reach): Promise<ReachedDisplay[]> {
  return queryRows<ReachedDisplay>(
    db,
    sql`select d.id as display_id, d.label as display_label, v.id as venue_id, v.name as venue_name, d.zone, r.jurisdiction
        from displays d
        join graphics_controllers g on g.id = d.graphics_controller_id
        join venues v on v.id = g.venue_id
        left join regions r on r.id = v.region_id
        where ${reach.all === true}
           or d.id = any(${uuidArray(reach.displayIds)}::uuid[])
           or v.id = any(${uuidArray(reach.venueIds)}::uuid[])
           or v.client_id = any(${uuidArray(reach.clientIds)}::uuid[])
        order by lower(v.name), lower(d.label), d.id`,
  );
}

/** The reach of a schedule entry's target. */
export function reachOfTarget(target: ScheduleTarget): Reach {
  if ('displayId' in target) return { displayIds: [target.displayId] };
  return 'venueId' in target ? { venueIds: [target.venueId] } : { clientIds: [target.clientId] };
}

const idOf = (content: ScheduleContent) => ('assetId' in content ? content.assetId : content.playlistId);

/**
 * 409 listing every reached screen on which the content's categories are forbidden; 400 on
 * `lastDate` when it is null and a category of the content needs one in a reached screen's rules.
 */
export async function refuseForbidden(db: Db, reach: Reach, content: ScheduleContent, lastDate?: string | null): Promise<void> {
  const id = idOf(content);
  const categoriesById = 'assetId' in content ? await contentCategories(db, [content.assetId], []) : await contentCategories(db, [], [content.playlistId]);
  await refuseCategories(db, reach, categoriesById[id] ?? ['general'], lastDate);
}

/**
 * A display's own layout as it is about to be saved: its category and those of the layouts placed
 * in it (at any depth) must be allowed on that display (409 as above).
 */
export async function refuseDisplayLayout(db: Db, displayId: string, ownCategory: Category, placedAssetIds: readonly string[]): Promise<void> {
  const placed = await contentCategories(db, placedAssetIds, []);
  const categories = new Set<Category>([ownCategory, ...Object.values(placed).flat()]);
  await refuseCategories(db, { displayIds: [displayId] }, [...categories]);
}

/**
 * The screens among `displays` on which content of `categories` is forbidden, each with the first
 * forbidden category: the one rule of saving (refusal) and of the schedule's skipped marks.
 */
export function forbiddenScreens(displays: readonly ReachedDisplay[], rulesByKey: ReadonlyMap<RuleSetKey, RuleSet>, categories: readonly Category[]): Violation[] {
  const violations: Violation[] = [];
  for (const display of displays) {
    const jurisdiction = ruleSetKeyOf(display.jurisdiction);
    const rules = rulesByKey.get(jurisdiction) ?? shippedRuleSet(jurisdiction);
    const category = forbiddenCategoryOf(rules, display.zone, categories);
    if (category === null) continue;
    violations.push({
      displayId: display.display_id,
      displayLabel: display.display_label,
      venueId: display.venue_id,
      venueName: display.venue_name,
      zone: display.zone,
      category,
      jurisdiction,
    });
  }
  return violations;
}

async function refuseCategories(db: Db, reach: Reach, categories: readonly Category[], lastDate?: string | null): Promise<void> {
  const [displays, rulesByKey] = await Promise.all([reachedDisplays(db, reach), ruleSetsByKey(db)]);
  const violations = forbiddenScreens(displays, rulesByKey, categories);
  const needsLastDate = displays.some((display) => {
    const jurisdiction = ruleSetKeyOf(display.jurisdiction);
    const rules = rulesByKey.get(jurisdiction) ?? shippedRuleSet(jurisdiction);
    return categories.some((category) => rules.requireLastDate.includes(category));
  });
  if (violations.length > 0) throw conflict(NOT_ALLOWED_TITLE, { type: NOT_ALLOWED_TYPE, violations });
  if (lastDate === null && needsLastDate) throw validationProblem({ lastDate: [LAST_DATE_REQUIRED] });
}
