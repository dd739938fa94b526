import type { LayoutNode, LayoutTree } from '../contract/layout/tree.ts';
import { isTypeface, type Typeface } from '../contract/typefaces.ts';
import { TYPEFACE_SOURCES, type TypefaceFace } from './typefaceSources.ts';

/**
 * The typefaces a layout draws with, declared only when a layout uses them: the renderer adds the
 * @font-face rules of its tree's typefaces to the page (no file is fetched before text needs it),
 * and the player loads them (loadLayoutTypefaces) before it shows a layout, so a screen never
 * flashes a fallback font.
 */

/** One typeface at one weight and style, as a text of the layout asks for it. */
export interface TypefaceUse {
  typeface: Typeface;
  weight: number;
  style: 'normal' | 'italic';
}

/** 'bold' and numbers from 100 to 900 as CSS reads them; anything else is the normal 400. */
export function fontWeightOf(value: string | undefined): number {
  if (value === 'bold') return 700;
  const number = Number(value);
  return Number.isInteger(number) && number >= 100 && number <= 900 ? number : 400;
}

/** Every typeface, weight and style a layout's texts use (nested groups included), once each. */
export function typefaceUsesOf(tree: Pick<LayoutTree, 'placements'>): TypefaceUse[] {
  const uses = new Map<string, TypefaceUse>();
  const visit = (nodes: readonly LayoutNode[]) => {
    for (const node of nodes) {
      const { typeface } = node.config;
      if (isTypeface(typeface)) {
        const use: TypefaceUse = {
          typeface,
          weight: fontWeightOf(node.config.fontWeight),
          style: node.config.fontStyle === 'italic' ? 'italic' : 'normal',
        };
        uses.set(`${use.typeface}|${use.weight}|${use.style}`, use);
      }
      if (node.children) visit(node.children);
    }
  };
  visit(tree.placements);
  return [...uses.values()];
}

/** The files a layout's typefaces are served from (every face of each family used): what a player keeps. */
export function typefaceUrlsOf(tree: Pick<LayoutTree, 'placements'>): string[] {
  const families = new Set(typefaceUsesOf(tree).map((use) => use.typeface));
  return [...new Set([...families].flatMap((typeface) => TYPEFACE_SOURCES[typeface].faces.map((face) => face.url.href)))];
}

/** The machine's own face first: 'Arial Bold Italic' is how a full font name reads. */
function localNames(names: readonly string[], face: TypefaceFace): string[] {
  const suffix = [face.weight === 700 ? 'Bold' : '', face.style === 'italic' ? 'Italic' : ''].filter(Boolean).join(' ');
  return names.map((name) => (suffix ? `${name} ${suffix}` : name));
}

/** The @font-face rules of one typeface, under its product name (which wins over an installed font of that name). */
export function fontFaceCss(typeface: Typeface): string {
  const source = TYPEFACE_SOURCES[typeface];
  return source.faces
    .map((face) => {
      const src = [...localNames(source.local, face).map((name) => `local('${name}')`), `url(${face.url.href}) format('woff2')`].join(', ');
      return `@font-face { font-family: '${typeface}'; font-style: ${face.style}; font-weight: ${face.weight}; font-display: swap; src: ${src}; }`;
    })
    .join('\n');
}

const STYLE_ELEMENT_ID = 'layout-typefaces';
const declared = new Set<Typeface>();

/** Adds the @font-face rules of typefaces not declared yet to the page; files load when text uses them. */
export function declareTypefaces(typefaces: Iterable<Typeface>): void {
  if (typeof document === 'undefined') return;
  const fresh = [...new Set(typefaces)].filter((typeface) => !declared.has(typeface));
  if (fresh.length === 0) return;
  let element = document.getElementById(STYLE_ELEMENT_ID);
  if (element === null) {
    element = document.createElement('style');
    element.id = STYLE_ELEMENT_ID;
    document.head.append(element);
  }
  for (const typeface of fresh) {
    element.append(document.createTextNode(`${fontFaceCss(typeface)}\n`));
    declared.add(typeface);
  }
}

/**
 * Declares a layout's typefaces and waits until each weight and style it uses has loaded, so the
 * layout is shown in its own fonts from its first frame. A face that cannot load (offline, never
 * cached) does not hold the layout back: the browser then draws the fallback.
 */
export async function loadLayoutTypefaces(tree: Pick<LayoutTree, 'placements'>): Promise<void> {
  const uses = typefaceUsesOf(tree);
  declareTypefaces(uses.map((use) => use.typeface));
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  await Promise.all(uses.map((use) => document.fonts.load(`${use.style} ${use.weight} 16px '${use.typeface}'`).catch(() => [])));
}
