import type { Category } from '../../../contract/compliance.ts';
import type { LayoutNode } from '../../../contract/layout/tree.ts';
import { categoryLabels } from '../../shared/compliance/complianceTexts.ts';

/**
 * What changed between a layout's approved version and the draft waiting for approval, in plain
 * words for the approver (docs/permissions.md#approvals): "Text 'Jackpot' changed to 'Mega
 * jackpot'", "Image added", "Size 1920×1080 → 1280×720". It compares the two trees the one
 * renderer draws side by side, so the words describe exactly what the pictures show.
 *
 * Placements keep their ids from one save to the next (the server updates them in place), so a
 * placement is matched by id: one only in the draft was added, one only in the approved version
 * was removed. Nested layouts are other assets with their own approval: only their placement here
 * (where, how big) is compared, not what they hold.
 */
export interface ComparedLayout {
  name: string;
  category?: Category | undefined;
  /** The drawing surface in layout pixels. */
  width: number;
  height: number;
  placements: readonly LayoutNode[];
}

/** How a kind of placement is named in a sentence. */
const KIND_NAMES: Record<LayoutNode['assetType'], string> = {
  TEXT: 'Text',
  IMAGE: 'Image',
  VIDEO: 'Video',
  GROUP: 'Layout',
  CLOCK: 'Clock',
  COUNTDOWN: 'Countdown',
  TICKER: 'Ticker',
  QRCODE: 'QR code',
  PANEL: 'Panel',
  DATAVALUE: 'Data value',
  DATALIST: 'Data list',
};

/** Config keys said otherwise than by splitting their name; position and size have sentences of their own. */
const KEY_NAMES: Record<string, string> = {
  value: 'text',
  file_id: 'file',
  typeface: 'typeface',
  dataSourceId: 'data source',
  qrValue: 'QR code address',
  timeZone: 'time zone',
};

const SIZE_KEYS = new Set(['width', 'height']);
/** Longest quoted text before it is cut with an ellipsis: a sentence stays one line. */
const QUOTE_MAX = 40;

function quote(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return `'${oneLine.length > QUOTE_MAX ? `${oneLine.slice(0, QUOTE_MAX - 1).trimEnd()}…` : oneLine}'`;
}

/** 'fontSize' → 'font size', 'background_color' → 'background color'. */
function keyName(key: string): string {
  return KEY_NAMES[key] ?? key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * A placement as a sentence names it: text by its words, a nested layout by its name, anything else
 * by its kind alone (a base image's name is just "Image").
 */
function subject(node: LayoutNode): string {
  const kind = KIND_NAMES[node.assetType];
  if (node.assetType === 'TEXT' && node.config.value?.trim()) return `${kind} ${quote(node.config.value)}`;
  if (node.assetType === 'GROUP') return `${kind} ${quote(node.assetName)}`;
  return kind;
}

/** A CSS length as written, its 'px' left off ('auto' when unset). */
function length(value: string | undefined): string {
  const text = value?.trim() || 'auto';
  return text.endsWith('px') ? text.slice(0, -2) : text;
}

const size = (width: string | number | undefined, height: string | number | undefined) =>
  `${typeof width === 'number' ? width : length(width)}×${typeof height === 'number' ? height : length(height)}`;

function placementChanges(before: LayoutNode, after: LayoutNode): string[] {
  const who = subject(before);
  const changes: string[] = [];
  const oldText = before.config.value ?? '';
  const newText = after.config.value ?? '';
  if (before.assetType === 'TEXT' && oldText !== newText) changes.push(`${who} changed to ${quote(newText)}`);
  if (before.x !== after.x || before.y !== after.y) changes.push(`${who} moved from ${before.x}, ${before.y} to ${after.x}, ${after.y}`);
  if (before.config.width !== after.config.width || before.config.height !== after.config.height) {
    changes.push(`${who} size ${size(before.config.width, before.config.height)} → ${size(after.config.width, after.config.height)}`);
  }
  const keys = [...new Set([...Object.keys(before.config), ...Object.keys(after.config)])].sort();
  for (const key of keys) {
    if (SIZE_KEYS.has(key) || (key === 'value' && before.assetType === 'TEXT')) continue;
    const was = before.config[key] ?? '';
    const is = after.config[key] ?? '';
    if (was === is) continue;
    // A file id says nothing to a person: that the file changed is what matters.
    if (key === 'file_id') changes.push(`${who} file changed`);
    else if (is === '') changes.push(`${who} ${keyName(key)} cleared`);
    else if (was === '') changes.push(`${who} ${keyName(key)} set to ${quote(is)}`);
    else changes.push(`${who} ${keyName(key)} changed from ${quote(was)} to ${quote(is)}`);
  }
  return changes;
}

/** Whether the placements both versions hold are drawn in another order (which is on top). */
function reordered(before: readonly LayoutNode[], after: readonly LayoutNode[]): boolean {
  const inBoth = (nodes: readonly LayoutNode[], other: readonly LayoutNode[]) => {
    const ids = new Set(other.map((node) => node.id));
    return [...nodes].sort((a, b) => a.order - b.order).filter((node) => ids.has(node.id)).map((node) => node.id);
  };
  return inBoth(before, after).join() !== inBoth(after, before).join();
}

/**
 * The changes from `approved` to `draft`, one sentence each: the layout's own (name, category,
 * size), then each placement's in the draft's drawing order, then what was removed. Without an
 * approved version everything in the draft is new. Empty when nothing differs.
 */
export function layoutChangesInWords(approved: ComparedLayout | null, draft: ComparedLayout): string[] {
  const before: ComparedLayout = approved ?? { name: draft.name, category: draft.category, width: draft.width, height: draft.height, placements: [] };
  const changes: string[] = [];
  if (before.name !== draft.name) changes.push(`Name ${quote(before.name)} changed to ${quote(draft.name)}`);
  if (before.category && draft.category && before.category !== draft.category) {
    changes.push(`Category ${categoryLabels[before.category]} → ${categoryLabels[draft.category]}`);
  }
  if (before.width !== draft.width || before.height !== draft.height) changes.push(`Size ${size(before.width, before.height)} → ${size(draft.width, draft.height)}`);

  const previous = new Map(before.placements.map((node) => [node.id, node]));
  const current = new Set(draft.placements.map((node) => node.id));
  for (const node of [...draft.placements].sort((a, b) => a.order - b.order)) {
    const was = previous.get(node.id);
    changes.push(...(was ? placementChanges(was, node) : [`${subject(node)} added`]));
  }
  for (const node of before.placements) if (!current.has(node.id)) changes.push(`${subject(node)} removed`);
  if (reordered(before.placements, draft.placements)) changes.push('Drawing order changed');
  return changes;
}
