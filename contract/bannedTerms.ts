import type { RuleSetKey } from './compliance.ts';
import type { LayoutNode } from './layout/tree.ts';

/**
 * Banned terms (docs/compliance.md#banned-terms): a layout whose text contains a term that a
 * jurisdiction where it is scheduled bans is warned about, never refused. One rule for the server
 * (the save's answer) and the layout editor (as you type), so both say the same.
 */

/** A banned term and the jurisdictions (where the layout is scheduled) whose rule sets ban it. */
export interface BannedTerm {
  term: string;
  jurisdictions: RuleSetKey[];
}

/** The placement settings screens show as text: a text's or ticker's words, a live value's template and fallback. */
export const TEXT_CONFIG_KEYS = ['value', 'template', 'fallbackText'] as const;

/** Every text a layout shows, those of the layouts placed in it (at any depth) included. */
export function layoutTexts(nodes: readonly LayoutNode[]): string[] {
  const texts: string[] = [];
  const visit = (list: readonly LayoutNode[]) => {
    for (const node of list) {
      // An image's or video's settings name files, not words on screen.
      if (node.assetType !== 'IMAGE' && node.assetType !== 'VIDEO') {
        for (const key of TEXT_CONFIG_KEYS) {
          const text = node.config[key];
          if (text) texts.push(text);
        }
      }
      if (node.children) visit(node.children);
    }
  };
  visit(nodes);
  return texts;
}

/** Case, width and spacing do not hide a term: "RISK  Free" contains "risk free". */
const folded = (text: string) => text.normalize('NFKC').toLocaleLowerCase('en-AU').replace(/\s+/g, ' ').trim();

/** The terms that one of `texts` contains, in the order of `terms`. */
export function bannedTermsIn(texts: readonly string[], terms: readonly BannedTerm[]): BannedTerm[] {
  const haystacks = texts.map(folded);
  return terms.filter((term) => {
    const needle = folded(term.term);
    return needle !== '' && haystacks.some((text) => text.includes(needle));
  });
}

