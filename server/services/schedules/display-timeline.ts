import { resolveTimeline } from '../../../contract/schedule/resolveTimeline.ts';
import type { ResolverCompliance } from '../../../contract/schedule/timeline.ts';
import type { Db } from '../../db/database.ts';
import { ruleSetsByKey } from '../compliance/compliance-rules.ts';
import { contentOf, displayCompliance } from '../compliance/display-compliance.ts';
import type { DisplayContext } from './display-context.ts';
import { toResolverEntry, type EntryRow } from './entry-rows.ts';
import { entriesForDisplay, takeoversForDisplay } from './resolver-inputs.ts';
import { toResolverTakeover, type TakeoverRow } from './takeover-rows.ts';

/** One display's timeline over [fromMs, toMs) from the one resolver, given the entries and takeovers that can reach it. */
export function resolveDisplay(
  context: DisplayContext,
  entries: readonly EntryRow[],
  takeovers: readonly TakeoverRow[],
  fromMs: number,
  toMs: number,
  compliance?: ResolverCompliance,
) {
  return resolveTimeline({
    compliance,
    displayId: context.displayId,
    displayAssetId: context.displayAssetId,
    timeZone: context.timeZone,
    openHours: context.openHours,
    entries: entries.map(toResolverEntry),
    takeovers: takeovers.map(toResolverTakeover),
    fromMs,
    toMs,
  });
}

/** The timeline of one display over [fromMs, toMs), from the one resolver. */
export async function displayTimeline(db: Db, context: DisplayContext, fromMs: number, toMs: number) {
  const [entries, takeoverRows, rules] = await Promise.all([entriesForDisplay(db, context), takeoversForDisplay(db, context, fromMs, toMs), ruleSetsByKey(db)]);
  const compliance = await displayCompliance(db, context, contentOf(context.displayAssetId, [...entries.map(toResolverEntry), ...takeoverRows.map(toResolverTakeover)]), rules);
  return resolveDisplay(context, entries, takeoverRows, fromMs, toMs, compliance);
}
