import type { LayoutNode, LayoutTree } from '../../contract/layout/tree.ts';
import { LIVE_DATA_WIDGET_TYPES } from '../../contract/layout/widgets.ts';
import { MAX_LIVE_SOURCES } from '../../contract/liveValues.ts';

/**
 * The data sources the layouts show (their data value and data list widgets', groups' included), sorted and
 * joined by commas: one string, so a week that changes without touching them keeps the long poll.
 */
export function liveSourcesOf(layouts: readonly LayoutTree[]): string {
  const ids = new Set<string>();
  const visit = (nodes: readonly LayoutNode[]) => {
    for (const node of nodes) {
      if (LIVE_DATA_WIDGET_TYPES.includes(node.assetType) && node.config.dataSourceId) ids.add(node.config.dataSourceId);
      if (node.children) visit(node.children);
    }
  };
  for (const layout of layouts) visit(layout.placements);
  return [...ids].sort().slice(0, MAX_LIVE_SOURCES).join(',');
}
