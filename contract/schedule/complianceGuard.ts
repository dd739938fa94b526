// Types only from ../compliance.ts: its zod schemas must not reach the player's bundle, which runs
// this guard offline (the player's size budget, docs/operations.md#bundle-budgets).
import type { Category, Zone } from '../compliance.ts';
import type { RuleSet } from '../complianceRules.ts';
import type { ResolverCompliance } from './timeline.ts';

const GENERAL: readonly Category[] = ['general'];

/** Whether `rules` forbid showing `category` on a display in `zone`. */
export function isForbidden(rules: RuleSet, zone: Zone, category: Category): boolean {
  return rules.forbidden.some((rule) => rule.category === category && rule.zones.includes(zone));
}

/** The first of `categories` that `rules` forbid in `zone`, or null. */
export function forbiddenCategoryOf(rules: RuleSet, zone: Zone, contentCategories: readonly Category[]): Category | null {
  return contentCategories.find((category) => isForbidden(rules, zone, category)) ?? null;
}

/** The categories of a layout or playlist as the resolver was told them; untold content is general. */
export function categoriesOfContent(compliance: ResolverCompliance, assetId: string | null, playlistId: string | null): readonly Category[] {
  const id = assetId ?? playlistId;
  return (id === null ? undefined : compliance.contentCategories[id]) ?? GENERAL;
}

/**
 * Whether content may be shown on the guarded display: none of its categories is forbidden in the
 * display's zone by its venue's rules, and it is not a layout (or playlist of layouts) that needs
 * approval there with no version approved (docs/compliance.md). Without rules everything may.
 */
export function isAllowedOn(compliance: ResolverCompliance | undefined, assetId: string | null, playlistId: string | null): boolean {
  if (!compliance || (assetId === null && playlistId === null)) return true;
  const id = assetId ?? playlistId;
  if (id !== null && compliance.unapproved?.includes(id)) return false;
  return forbiddenCategoryOf(compliance.rules, compliance.zone, categoriesOfContent(compliance, assetId, playlistId)) === null;
}

/**
 * The mandatory rule that applies to the display, with its layout, or null: none in its zone. A
 * mandatory layout with no approved version to play here (listed in `unapproved`,
 * docs/compliance.md#approval) keeps its slots, empty (asset null): nothing else fills them, the
 * portal warns and the compliance report counts them short, rather than a promotion taking them.
 */
export function mandatoryOf(compliance: ResolverCompliance | undefined) {
  const mandatory = compliance?.rules.mandatory;
  if (!compliance || !mandatory || compliance.mandatoryAssetId === null || !mandatory.zones.includes(compliance.zone)) return null;
  const assetId = compliance.unapproved?.includes(compliance.mandatoryAssetId) ? null : compliance.mandatoryAssetId;
  return { rule: mandatory, assetId, id: compliance.ruleSetKey };
}
