import type { LayoutNode, LayoutTree } from '../../contract/layout/tree.ts';
import { LIVE_DATA_WIDGET_TYPES } from '../../contract/layout/widgets.ts';
import { MAX_LIVE_SOURCES } from '../../contract/liveValues.ts';
import type { LiveValueLookup } from '../../renderer/liveValues.tsx';

/** A field of a data source that a widget of the layout draws. */
export interface LiveField {
  sourceId: string;
  key: string;
}

/** The fields the layout's data widgets (value and list) draw, groups' included. */
export function liveFieldsOf(layout: LayoutTree): LiveField[] {
  const fields: LiveField[] = [];
  const visit = (nodes: readonly LayoutNode[]) => {
    for (const node of nodes) {
      if (LIVE_DATA_WIDGET_TYPES.includes(node.assetType) && node.config.dataSourceId) fields.push({ sourceId: node.config.dataSourceId, key: node.config.key ?? '' });
      if (node.children) visit(node.children);
    }
  };
  visit(layout.placements);
  return fields;
}

/**
 * The data sources the layouts show, sorted and joined by commas: one string, so a week that
 * changes without touching them keeps the long poll.
 */
export function liveSourcesOf(layouts: readonly LayoutTree[]): string {
  const ids = new Set(layouts.flatMap((layout) => liveFieldsOf(layout).map((field) => field.sourceId)));
  return [...ids].sort().slice(0, MAX_LIVE_SOURCES).join(',');
}

/**
 * Whether a widget of the layout draws its fallback text now because its value is stale (proof of
 * play marks the play, docs/live-data.md#proof-of-play). Waiting for a first value is not stale:
 * no figure was there to go old.
 */
export function staleFallbackShown(layout: LayoutTree | null, lookup: LiveValueLookup): boolean {
  if (layout === null) return false;
  return liveFieldsOf(layout).some(({ sourceId, key }) => {
    const { view } = lookup(sourceId, key);
    return view.kind === 'fallback' && view.reason === 'stale';
  });
}
