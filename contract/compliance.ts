import * as z from 'zod';

/**
 * Where a screen hangs, what a layout is about, and which law a venue answers to: the words of
 * the compliance model (docs/compliance.md). Small on purpose: displays, assets and regions carry
 * these, so every screen's bundle does; the rule sets and refusals are in complianceRules.ts.
 */

/** Where a display can be seen from. `unassigned` (not yet told) is treated as the strictest. */
export const zones = ['unassigned', 'gaming-area', 'gaming-entrance', 'bar', 'dining', 'foyer', 'external', 'cash-point'] as const;
export const zoneSchema = z.enum(zones, { error: `Zone must be one of ${zones.join(', ')}` });
export type Zone = z.infer<typeof zoneSchema>;

/** What a layout (GROUP asset) advertises; a playlist's categories are those of its items. */
export const categories = ['general', 'gaming-promotion', 'jackpot', 'wagering', 'liquor-promotion', 'responsible-gambling'] as const;
export const categorySchema = z.enum(categories, { error: `Category must be one of ${categories.join(', ')}` });
export type Category = z.infer<typeof categorySchema>;

/** The Australian states and territories whose gaming laws the defaults follow. */
export const jurisdictions = ['AU-NSW', 'AU-VIC', 'AU-QLD', 'AU-ACT', 'AU-SA', 'AU-WA', 'AU-TAS', 'AU-NT'] as const;
export const jurisdictionSchema = z.enum(jurisdictions, { error: `Jurisdiction must be one of ${jurisdictions.join(', ')}` });
export type Jurisdiction = z.infer<typeof jurisdictionSchema>;

/** A rule set belongs to a jurisdiction, or to `default`: venues whose region has none. */
export const ruleSetKeys = ['default', ...jurisdictions] as const;
export const ruleSetKeySchema = z.enum(ruleSetKeys, { error: `Jurisdiction must be default or one of ${jurisdictions.join(', ')}` });
export type RuleSetKey = z.infer<typeof ruleSetKeySchema>;

/** The rule set key of a venue: its region's jurisdiction, else `default`. */
export const ruleSetKeyOf = (jurisdiction: Jurisdiction | null | undefined): RuleSetKey => jurisdiction ?? 'default';

/** PUT /api/display/{id}/zone. */
export const displayZoneRequestSchema = z.object({ zone: zoneSchema });
/** PUT /api/regions/{id}: null takes the region back to the `default` rule set. */
export const regionJurisdictionRequestSchema = z.object({ jurisdiction: jurisdictionSchema.nullable() });

/**
 * 409 on a schedule entry, takeover or display layout that would put a forbidden category on a
 * screen (its shape is in complianceRules.ts). Here, so the forms that show it load no rule schema.
 */
export const NOT_ALLOWED_TITLE = 'Not allowed on these screens';
