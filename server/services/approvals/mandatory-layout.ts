import { sql } from 'drizzle-orm';
import { ruleSetKeys, type RuleSetKey } from '../../../contract/compliance.ts';
import { shippedRuleSet, type RuleSet } from '../../../contract/complianceRules.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../sql-rows.ts';
import { gatedLayouts } from './approval-gate.ts';

/**
 * The layout of a rule set's mandatory responsible-gambling slots (docs/compliance.md#approval).
 * Slots must never be silently empty, so a layout that needs approval there and was never approved
 * does not take them while another can: the rule's named layout if screens may play it (its last
 * approved version, or as it is when it needs no approval), else the newest responsible-gambling
 * layout that they may play. When none may, the slots keep the layout that would be chosen
 * (`playable: false`): the resolver leaves them empty, the compliance settings and home pages warn
 * and the compliance report counts them short.
 */
export interface MandatoryLayout {
  /** Null: there is no responsible-gambling layout at all (and the rule names none). */
  assetId: string | null;
  /** Whether screens in the rule's zones may play it. */
  playable: boolean;
}

/** Every responsible-gambling layout, newest first. */
async function responsibleGamblingLayouts(db: Db): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from assets where type = 'GROUP' and category = 'responsible-gambling' order by created_utc desc, id desc`,
  );
  return rows.map((row) => row.id);
}

/** The mandatory slots' layout under `rules`, or null when the rules lay no slots. `allLayouts` as gatedLayouts takes it. */
export async function mandatoryLayoutOf(db: Db, rules: RuleSet, allLayouts?: boolean): Promise<MandatoryLayout | null> {
  if (!rules.mandatory) return null;
  return chooseMandatoryLayout(db, rules, await responsibleGamblingLayouts(db), allLayouts);
}

/**
 * The mandatory slots' layout of every rule set (the shipped defaults where none was saved), the
 * responsible-gambling layouts read once: what a process keeps for its players' days
 * (device/services/compliance-settings.ts). Every change that can move it wakes everyone
 * (docs/device-protocol.md#wake), which drops what was kept.
 */
export async function mandatoryLayoutsByKey(db: Db, rulesByKey: ReadonlyMap<RuleSetKey, RuleSet>, allLayouts: boolean): Promise<Map<RuleSetKey, MandatoryLayout | null>> {
  const layouts = await responsibleGamblingLayouts(db);
  const chosen = new Map<RuleSetKey, MandatoryLayout | null>();
  // One rule set after the other: read while every player is woken, a statement at a time leaves the pool to them.
  for (const key of ruleSetKeys) {
    const rules = rulesByKey.get(key) ?? shippedRuleSet(key);
    chosen.set(key, rules.mandatory ? await chooseMandatoryLayout(db, rules, layouts, allLayouts) : null);
  }
  return chosen;
}

async function chooseMandatoryLayout(db: Db, rules: RuleSet, responsibleGambling: readonly string[], allLayouts?: boolean): Promise<MandatoryLayout> {
  const named = rules.mandatory?.assetId;
  const candidates = [...new Set([...(named ? [named] : []), ...responsibleGambling])];
  if (candidates.length === 0) return { assetId: null, playable: false };
  const gated = await gatedLayouts(db, rules, candidates, false, allLayouts);
  const playable = candidates.find((id) => gated.get(id)?.approval.approvedVersion !== null);
  return playable === undefined ? { assetId: candidates[0]!, playable: false } : { assetId: playable, playable: true };
}

/** Whether a layout needs approval under `rules` and has no approved version: it cannot be chosen for the slots. */
export async function isUnapprovedUnder(db: Db, rules: RuleSet, assetId: string): Promise<boolean> {
  const gated = await gatedLayouts(db, rules, [assetId], false);
  return gated.get(assetId)?.approval.approvedVersion === null;
}
