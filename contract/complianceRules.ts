import * as z from 'zod';
import { categorySchema, NOT_ALLOWED_TITLE, ruleSetKeySchema, zones, zoneSchema, type Category, type RuleSetKey, type Zone } from './compliance.ts';
import { textSchema } from './text.ts';

/**
 * The rule set of each jurisdiction, the shipped defaults and the refusal of content a rule
 * forbids on a screen (docs/compliance.md).
 */

export const BANNED_TERMS_MAX = 200;
export const BANNED_TERM_MAX_LENGTH = 100;
export const SECONDS_PER_HOUR = 3600;

const distinct = <T extends z.ZodType>(item: T, message: string) =>
  z.array(item).refine((values) => new Set(values).size === values.length, { error: message });

export const mandatoryRuleSchema = z
  .object({
    zones: distinct(zoneSchema, 'Each zone may be listed once').min(1, { error: 'Choose at least one zone' }),
    secondsPerHour: z
      .number({ error: 'Seconds per hour must be a whole number from 1 to 3600' })
      .int({ error: 'Seconds per hour must be a whole number from 1 to 3600' })
      .min(1, { error: 'Seconds per hour must be a whole number from 1 to 3600' })
      .max(SECONDS_PER_HOUR, { error: 'Seconds per hour must be a whole number from 1 to 3600' }),
    slotSeconds: z
      .number({ error: 'Slot length must be a whole number from 5 to 3600 seconds' })
      .int({ error: 'Slot length must be a whole number from 5 to 3600 seconds' })
      .min(5, { error: 'Slot length must be a whole number from 5 to 3600 seconds' })
      .max(SECONDS_PER_HOUR, { error: 'Slot length must be a whole number from 5 to 3600 seconds' }),
    /** The layout to show; null: the client's newest `responsible-gambling` layout. */
    assetId: z.uuid({ error: 'Layout must be an id' }).nullable(),
  })
  .refine((rule) => rule.slotSeconds <= rule.secondsPerHour, { error: 'A slot must not be longer than the seconds per hour', path: ['slotSeconds'] });
export type MandatoryRule = z.infer<typeof mandatoryRuleSchema>;

export const ruleSetSchema = z.object({
  /** Each category at most once: the zones it may not be shown in. */
  forbidden: z
    .array(z.object({ category: categorySchema, zones: distinct(zoneSchema, 'Each zone may be listed once') }))
    .refine((rules) => new Set(rules.map((rule) => rule.category)).size === rules.length, { error: 'Each category may be listed once' }),
  mandatory: mandatoryRuleSchema.nullable(),
  requireLastDate: distinct(categorySchema, 'Each category may be listed once'),
  requireApproval: distinct(categorySchema, 'Each category may be listed once'),
  bannedTerms: z
    .array(
      // The one text rule (contract/text.ts): a NUL byte cannot be stored, and a control
      // character has no place in a term matched against what screens show.
      textSchema({
        label: 'A banned term',
        required: 'A banned term must be text',
        max: BANNED_TERM_MAX_LENGTH,
        tooLong: `A banned term must not be longer than ${BANNED_TERM_MAX_LENGTH} characters`,
      }).min(1, { error: 'A banned term must not be empty' }),
    )
    .max(BANNED_TERMS_MAX, { error: `At most ${BANNED_TERMS_MAX} banned terms` }),
});
export type RuleSet = z.infer<typeof ruleSetSchema>;

/** GET /api/compliance/rules: every rule set, shipped defaults where admins changed nothing. */
export const storedRuleSetSchema = z.object({
  jurisdiction: ruleSetKeySchema,
  rules: ruleSetSchema,
  isDefault: z.boolean(),
  /**
   * The layout its mandatory slots play (docs/compliance.md#approval), null without slots:
   * `playable` false when no responsible-gambling layout may play there (none, or none approved),
   * so the slots stay empty and the portal warns. Absent from older servers.
   */
  mandatoryLayout: z.object({ assetId: z.uuid().nullable(), playable: z.boolean() }).nullable().optional(),
});
export const ruleSetListSchema = z.object({ items: z.array(storedRuleSetSchema) });
export type RuleSetList = z.infer<typeof ruleSetListSchema>;

const GAMING_ADVERTISING: readonly Category[] = ['gaming-promotion', 'jackpot', 'wagering'];
/** Seen from the street or a cash point, or not yet known: gaming advertising is never allowed there. */
const NEVER_FOR_GAMING: readonly Zone[] = ['external', 'cash-point', 'unassigned'];

/**
 * The rules a jurisdiction starts with, each sourced in docs/compliance.md. A starting point that
 * admins review, not legal advice. In Victoria gaming signs belong inside the gaming machine area
 * only, so every other zone is forbidden there.
 */
export function shippedRuleSet(key: RuleSetKey): RuleSet {
  const forbiddenZones: Zone[] = key === 'AU-VIC' ? zones.filter((zone) => zone !== 'gaming-area') : [...NEVER_FOR_GAMING];
  return {
    forbidden: GAMING_ADVERTISING.map((category) => ({ category, zones: [...forbiddenZones] })),
    mandatory: { zones: ['gaming-area'], secondsPerHour: 60, slotSeconds: 15, assetId: null },
    requireLastDate: ['gaming-promotion'],
    requireApproval: ['gaming-promotion', 'jackpot', 'wagering', 'liquor-promotion'],
    bannedTerms: [],
  };
}



export { NOT_ALLOWED_TITLE };
/** The `type` of that answer: where the rules it applies are explained. */
export const NOT_ALLOWED_TYPE = 'docs/compliance.md';
/** 400 on `lastDate` when a category of the content needs one where it is scheduled. */
export const LAST_DATE_REQUIRED = 'Last date is required for this layout: its category needs one where it is scheduled';
export const violationSchema = z.object({
  displayId: z.uuid(),
  displayLabel: z.string(),
  venueId: z.uuid(),
  venueName: z.string(),
  zone: zoneSchema,
  category: categorySchema,
  jurisdiction: ruleSetKeySchema,
});
export type Violation = z.infer<typeof violationSchema>;
export const violationProblemSchema = z.object({
  type: z.string(),
  title: z.literal(NOT_ALLOWED_TITLE),
  status: z.literal(409),
  violations: z.array(violationSchema),
});
export type ViolationProblem = z.infer<typeof violationProblemSchema>;
