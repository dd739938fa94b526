import { categories, type Category, type Zone } from '../../../contract/compliance.ts';
import { ruleSetSchema, type RuleSet } from '../../../contract/complianceRules.ts';

/**
 * A rule set as its form edits it (docs/compliance.md#the-model): the forbidden grid as a set of
 * `category:zone` cells, the numbers as typed text, the banned terms one a line, and the
 * responsible-gambling slots kept while switched off so that switching them on again restores them.
 */
export interface RuleSetDraft {
  forbidden: ReadonlySet<string>;
  mandatoryOn: boolean;
  mandatoryZones: readonly Zone[];
  secondsPerHour: string;
  slotSeconds: string;
  /** null: the client's newest responsible-gambling layout. */
  mandatoryAssetId: string | null;
  requireLastDate: readonly Category[];
  requireApproval: readonly Category[];
  bannedTerms: string;
}

export const cellKey = (category: Category, zone: Zone) => `${category}:${zone}`;

/** What the form starts from when a rule set has no slots: the shipped slot settings. */
const SLOT_DEFAULTS = { zones: ['gaming-area'] as Zone[], secondsPerHour: 60, slotSeconds: 15, assetId: null };

export function draftOf(rules: RuleSet): RuleSetDraft {
  const mandatory = rules.mandatory ?? SLOT_DEFAULTS;
  return {
    forbidden: new Set(rules.forbidden.flatMap((rule) => rule.zones.map((zone) => cellKey(rule.category, zone)))),
    mandatoryOn: rules.mandatory !== null,
    mandatoryZones: mandatory.zones,
    secondsPerHour: String(mandatory.secondsPerHour),
    slotSeconds: String(mandatory.slotSeconds),
    mandatoryAssetId: mandatory.assetId,
    requireLastDate: rules.requireLastDate,
    requireApproval: rules.requireApproval,
    bannedTerms: rules.bannedTerms.join('\n'),
  };
}

/** A typed number as the API takes it; text that is no number stays text, so the rule's message names it. */
const numberOf = (text: string): number | string => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

/** The PUT body of a draft: a category without forbidden zones is left out, empty lines of terms too. */
export function ruleSetBodyOf(draft: RuleSetDraft) {
  return {
    forbidden: categories
      .map((category) => ({ category, zones: [...draft.forbidden].filter((cell) => cell.startsWith(`${category}:`)).map((cell) => cell.slice(category.length + 1) as Zone) }))
      .filter((rule) => rule.zones.length > 0),
    mandatory: draft.mandatoryOn
      ? { zones: [...draft.mandatoryZones], secondsPerHour: numberOf(draft.secondsPerHour), slotSeconds: numberOf(draft.slotSeconds), assetId: draft.mandatoryAssetId }
      : null,
    requireLastDate: [...draft.requireLastDate],
    requireApproval: [...draft.requireApproval],
    bannedTerms: draft.bannedTerms
      .split('\n')
      .map((term) => term.trim())
      .filter((term) => term !== ''),
  };
}

/**
 * The draft checked by the rule the server saves by: the rule set to send, or the messages by
 * field path ('mandatory.slotSeconds', 'bannedTerms.2'), as the server's 400 names them.
 */
export function checkDraft(draft: RuleSetDraft): { rules: RuleSet; errors?: never } | { rules?: never; errors: Record<string, string> } {
  const parsed = ruleSetSchema.safeParse(ruleSetBodyOf(draft));
  if (parsed.success) return { rules: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return { errors };
}

/** Adds or removes a value of a list (a checkbox of a group). */
export function toggled<T>(values: readonly T[], value: T, on: boolean): T[] {
  return on ? (values.includes(value) ? [...values] : [...values, value]) : values.filter((item) => item !== value);
}

/** A field's message among the ones of its path and below it ('bannedTerms' shows 'bannedTerms.3'). */
export function errorAt(errors: Readonly<Record<string, string>>, path: string): string | undefined {
  const own = errors[path];
  if (own) return own;
  const below = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return below ? errors[below] : undefined;
}
