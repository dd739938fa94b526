import { sql } from 'drizzle-orm';
import { ruleSetKeys, type RuleSetKey } from '../../../contract/compliance.ts';
import { shippedRuleSet, type RuleSet } from '../../../contract/complianceRules.ts';
import type { Db } from '../../db/database.ts';
import { complianceRuleSets } from '../../db/schema.ts';
import type { AuditActor } from '../audit/actor.ts';
import { writeAuditEvent } from '../audit/records.ts';
import { queryRows } from '../sql-rows.ts';

/** A jurisdiction's rule set, and whether it is still the shipped default (docs/compliance.md). */
export interface StoredRuleSet {
  jurisdiction: RuleSetKey;
  rules: RuleSet;
  isDefault: boolean;
}

/** Every rule set: admins' saved ones, the shipped defaults for the rest (a handful of rows). */
export async function allRuleSets(db: Db): Promise<StoredRuleSet[]> {
  const rows = await queryRows<{ jurisdiction: RuleSetKey; rules: RuleSet }>(db, sql`select jurisdiction, rules from compliance_rule_sets`);
  const saved = new Map(rows.map((row) => [row.jurisdiction, row.rules]));
  return ruleSetKeys.map((jurisdiction) => {
    const rules = saved.get(jurisdiction);
    return { jurisdiction, rules: rules ?? shippedRuleSet(jurisdiction), isDefault: rules === undefined };
  });
}

/** The rule sets by key, for resolving many displays with one read. */
export async function ruleSetsByKey(db: Db): Promise<Map<RuleSetKey, RuleSet>> {
  return new Map((await allRuleSets(db)).map((set) => [set.jurisdiction, set.rules]));
}

/** Saves a jurisdiction's rules (the audit trigger records before and after); the caller's transaction names the admin. */
export async function saveRuleSet(db: Db, jurisdiction: RuleSetKey, rules: RuleSet, now: Date): Promise<void> {
  await db
    .insert(complianceRuleSets)
    .values({ jurisdiction, rules, updatedUtc: now })
    .onConflictDoUpdate({ target: complianceRuleSets.jurisdiction, set: { rules, updatedUtc: now } });
}

/**
 * Puts the shipped defaults back for a jurisdiction: the admins' saved rules go, so it follows the
 * shipped defaults again (as they are in this version, and in the next one). A delete is no row
 * the audit triggers record, so the record is written here (before: the saved rules, after: the
 * defaults); nothing is written when nothing was saved. Whether it changed anything.
 */
export async function restoreDefaultRuleSet(db: Db, actor: AuditActor, jurisdiction: RuleSetKey): Promise<boolean> {
  const [deleted] = await queryRows<{ rules: RuleSet }>(db, sql`delete from compliance_rule_sets where jurisdiction = ${jurisdiction} returning rules`);
  if (!deleted) return false;
  await writeAuditEvent(db, actor, {
    entityType: 'complianceRules',
    entityId: jurisdiction,
    clientId: null,
    action: 'restoreDefaults',
    changes: { rules: { before: deleted.rules, after: shippedRuleSet(jurisdiction) } },
  });
  return true;
}
