import type { Typeface } from '../contract/typefaces.ts';

/**
 * Where each of the product’s 20 typefaces comes from, so a layout draws the same on every machine.
 * Open typefaces are self-hosted from their Fontsource package; the proprietary ones are asked
 * of the machine first (`local()`, so a machine that has Arial draws Arial) and otherwise drawn with
 * an open stand-in, metric-compatible where one exists (docs/layouts.md#typefaces says which).
 *
 * Only the Latin subset of weights 400 and 700, upright and italic, ships (other weights pick the
 * nearest, the same on every machine). The files are addresses, not downloads: a browser fetches a
 * face only when text drawn with it is on screen, so nothing here weighs on the portal's first load.
 * Literal `new URL(…, import.meta.url)` so Parcel and Vite copy each file into their output.
 * Where the files come from and how a stand-in relates to its typeface are comments, not data:
 * nothing reads them, and every screen (the player's tight budget) would download them.
 */

export interface TypefaceFace {
  weight: 400 | 700;
  style: 'normal' | 'italic';
  url: URL;
}

export interface TypefaceSource {
  /** The names a machine's own copy goes by (proprietary typefaces only). */
  local: readonly string[];
  /** The open family whose files are served: the typeface itself, or its stand-in. */
  servedFamily: string;
  faces: readonly TypefaceFace[];
}

const face = (weight: TypefaceFace['weight'], style: TypefaceFace['style'], url: URL): TypefaceFace => ({ weight, style, url });

const antonFaces: readonly TypefaceFace[] = [
  face(400, 'normal', new URL('../node_modules/@fontsource/anton/files/anton-latin-400-normal.woff2', import.meta.url)),
];
const arimoFaces: readonly TypefaceFace[] = [
  face(400, 'normal', new URL('../node_modules/@fontsource/arimo/files/arimo-latin-400-normal.woff2', import.meta.url)),
  face(400, 'italic', new URL('../node_modules/@fontsource/arimo/files/arimo-latin-400-italic.woff2', import.meta.url)),
  face(700, 'normal', new URL('../node_modules/@fontsource/arimo/files/arimo-latin-700-normal.woff2', import.meta.url)),
  face(700, 'italic', new URL('../node_modules/@fontsource/arimo/files/arimo-latin-700-italic.woff2', import.meta.url)),
];
const comicReliefFaces: readonly TypefaceFace[] = [
  face(400, 'normal', new URL('../node_modules/@fontsource/comic-relief/files/comic-relief-latin-400-normal.woff2', import.meta.url)),
  face(700, 'normal', new URL('../node_modules/@fontsource/comic-relief/files/comic-relief-latin-700-normal.woff2', import.meta.url)),
];
const cousineFaces: readonly TypefaceFace[] = [
  face(400, 'normal', new URL('../node_modules/@fontsource/cousine/files/cousine-latin-400-normal.woff2', import.meta.url)),
  face(400, 'italic', new URL('../node_modules/@fontsource/cousine/files/cousine-latin-400-italic.woff2', import.meta.url)),
  face(700, 'normal', new URL('../node_modules/@fontsource/cousine/files/cousine-latin-700-normal.woff2', import.meta.url)),
  face(700, 'italic', new URL('../node_modules/@fontsource/cousine/files/cousine-latin-700-italic.woff2', import.meta.url)),
];
const dejavuSansFaces: readonly TypefaceFace[] = [
  face(400, 'normal', new URL('../node_modules/@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff2', import.meta.url)),
  face(400, 'italic', new URL('../node_modules/@fontsource/dejavu-sans/files/dejavu-sans-latin-400-italic.woff2', import.meta.url)),
  face(700, 'normal', new URL('../node_modules/@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff2', import.meta.url)),
  face(700, 'italic', new URL('../node_modules/@fontsource/dejavu-sans/files/dejavu-sans-latin-700-italic.woff2', import.meta.url)),
];
const gelasioFaces: readonly TypefaceFace[] = [
  face(400, 'normal', new URL('../node_modules/@fontsource/gelasio/files/gelasio-latin-400-normal.woff2', import.meta.url)),
  face(400, 'italic', new URL('../node_modules/@fontsource/gelasio/files/gelasio-latin-400-italic.woff2', import.meta.url)),
  face(700, 'normal', new URL('../node_modules/@fontsource/gelasio/files/gelasio-latin-700-normal.woff2', import.meta.url)),
  face(700, 'italic', new URL('../node_modules/@fontsource/gelasio/files/gelasio-latin-700-italic.woff2', import.meta.url)),
];
const interFaces: readonly TypefaceFace[] = [
  face(400, 'normal', new URL('../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', import.meta.url)),
  face(400, 'italic', new URL('../node_modules/@fontsource/inter/files/inter-latin-400-italic.woff2', import.meta.url)),
  face(700, 'normal', new URL('../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', import.meta.url)),
  face(700, 'italic', new URL('../node_modules/@fontsource/inter/files/inter-latin-700-italic.woff2', import.meta.url)),
];
const latoFaces: readonly TypefaceFace[] = [
  face(400, 'normal', new URL('../node_modules/@fontsource/lato/files/lato-latin-400-normal.woff2', import.meta.url)),
  face(400, 'italic', new URL('../node_modules/@fontsource/lato/files/lato-latin-400-italic.woff2', import.meta.url)),
  face(700, 'normal', new URL('../node_modules/@fontsource/lato/files/lato-latin-700-normal.woff2', import.meta.url)),
  face(700, 'italic', new URL('../node_modules/@fontsource/lato/files/lato-latin-700-italic.woff2', import.meta.url)),
];
const montserratFaces: readonly TypefaceFace[] = [
  face(400, 'normal', new URL('../node_modules/@fontsource/montserrat/files/montserrat-latin-400-normal.woff2', import.meta.url)),
  face(400, 'italic', new URL('../node_modules/@fontsource/montserrat/files/montserrat-latin-400-italic.woff2', import.meta.url)),
  face(700, 'normal', new URL('../node_modules/@fontsource/montserrat/files/montserrat-latin-700-normal.woff2', import.meta.url)),
  face(700, 'italic', new URL('../node_modules/@fontsource/montserrat/files/montserrat-latin-700-italic.woff2', import.meta.url)),
];
const openSansFaces: readonly TypefaceFace[] = [
  face(400, 'normal', new URL('../node_modules/@fontsource/open-sans/files/open-sans-latin-400-normal.woff2', import.meta.url)),
  face(400, 'italic', new URL('../node_modules/@fontsource/open-sans/files/open-sans-latin-400-italic.woff2', import.meta.url)),
  face(700, 'normal', new URL('../node_modules/@fontsource/open-sans/files/open-sans-latin-700-normal.woff2', import.meta.url)),
  face(700, 'italic', new URL('../node_modules/@fontsource/open-sans/files/open-sans-latin-700-italic.woff2', import.meta.url)),
];
const poppinsFaces: readonly TypefaceFace[] = [
  face(400, 'normal', new URL('../node_modules/@fontsource/poppins/files/poppins-latin-400-normal.woff2', import.meta.url)),
  face(400, 'italic', new URL('../node_modules/@fontsource/poppins/files/poppins-latin-400-italic.woff2', import.meta.url)),
  face(700, 'normal', new URL('../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2', import.meta.url)),
  face(700, 'italic', new URL('../node_modules/@fontsource/poppins/files/poppins-latin-700-italic.woff2', import.meta.url)),
];
const ptSansFaces: readonly TypefaceFace[] = [
  face(400, 'normal', new URL('../node_modules/@fontsource/pt-sans/files/pt-sans-latin-400-normal.woff2', import.meta.url)),
  face(400, 'italic', new URL('../node_modules/@fontsource/pt-sans/files/pt-sans-latin-400-italic.woff2', import.meta.url)),
  face(700, 'normal', new URL('../node_modules/@fontsource/pt-sans/files/pt-sans-latin-700-normal.woff2', import.meta.url)),
  face(700, 'italic', new URL('../node_modules/@fontsource/pt-sans/files/pt-sans-latin-700-italic.woff2', import.meta.url)),
];
const ralewayFaces: readonly TypefaceFace[] = [
  face(400, 'normal', new URL('../node_modules/@fontsource/raleway/files/raleway-latin-400-normal.woff2', import.meta.url)),
  face(400, 'italic', new URL('../node_modules/@fontsource/raleway/files/raleway-latin-400-italic.woff2', import.meta.url)),
  face(700, 'normal', new URL('../node_modules/@fontsource/raleway/files/raleway-latin-700-normal.woff2', import.meta.url)),
  face(700, 'italic', new URL('../node_modules/@fontsource/raleway/files/raleway-latin-700-italic.woff2', import.meta.url)),
];
const robotoFaces: readonly TypefaceFace[] = [
  face(400, 'normal', new URL('../node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2', import.meta.url)),
  face(400, 'italic', new URL('../node_modules/@fontsource/roboto/files/roboto-latin-400-italic.woff2', import.meta.url)),
  face(700, 'normal', new URL('../node_modules/@fontsource/roboto/files/roboto-latin-700-normal.woff2', import.meta.url)),
  face(700, 'italic', new URL('../node_modules/@fontsource/roboto/files/roboto-latin-700-italic.woff2', import.meta.url)),
];
const sourceSansProFaces: readonly TypefaceFace[] = [
  face(400, 'normal', new URL('../node_modules/@fontsource/source-sans-pro/files/source-sans-pro-latin-400-normal.woff2', import.meta.url)),
  face(400, 'italic', new URL('../node_modules/@fontsource/source-sans-pro/files/source-sans-pro-latin-400-italic.woff2', import.meta.url)),
  face(700, 'normal', new URL('../node_modules/@fontsource/source-sans-pro/files/source-sans-pro-latin-700-normal.woff2', import.meta.url)),
  face(700, 'italic', new URL('../node_modules/@fontsource/source-sans-pro/files/source-sans-pro-latin-700-italic.woff2', import.meta.url)),
];
const tinosFaces: readonly TypefaceFace[] = [
  face(400, 'normal', new URL('../node_modules/@fontsource/tinos/files/tinos-latin-400-normal.woff2', import.meta.url)),
  face(400, 'italic', new URL('../node_modules/@fontsource/tinos/files/tinos-latin-400-italic.woff2', import.meta.url)),
  face(700, 'normal', new URL('../node_modules/@fontsource/tinos/files/tinos-latin-700-normal.woff2', import.meta.url)),
  face(700, 'italic', new URL('../node_modules/@fontsource/tinos/files/tinos-latin-700-italic.woff2', import.meta.url)),
];
const ubuntuFaces: readonly TypefaceFace[] = [
  face(400, 'normal', new URL('../node_modules/@fontsource/ubuntu/files/ubuntu-latin-400-normal.woff2', import.meta.url)),
  face(400, 'italic', new URL('../node_modules/@fontsource/ubuntu/files/ubuntu-latin-400-italic.woff2', import.meta.url)),
  face(700, 'normal', new URL('../node_modules/@fontsource/ubuntu/files/ubuntu-latin-700-normal.woff2', import.meta.url)),
  face(700, 'italic', new URL('../node_modules/@fontsource/ubuntu/files/ubuntu-latin-700-italic.woff2', import.meta.url)),
];

export const TYPEFACE_SOURCES: Record<Typeface, TypefaceSource> = {
  'Arial': {
    // Files from @fontsource/arimo; the stand-in is metric-compatible.
    local: ['Arial', 'ArialMT'],
    servedFamily: 'Arimo',
    faces: arimoFaces,
  },
  'Helvetica': {
    // Files from @fontsource/arimo; the stand-in is metric-compatible (with Arial, which matches Helvetica's widths).
    local: ['Helvetica', 'Helvetica Neue'],
    servedFamily: 'Arimo',
    faces: arimoFaces,
  },
  'Times New Roman': {
    // Files from @fontsource/tinos; the stand-in is metric-compatible.
    local: ['Times New Roman', 'TimesNewRomanPSMT'],
    servedFamily: 'Tinos',
    faces: tinosFaces,
  },
  'Georgia': {
    // Files from @fontsource/gelasio; the stand-in is metric-compatible.
    local: ['Georgia'],
    servedFamily: 'Gelasio',
    faces: gelasioFaces,
  },
  'Verdana': {
    // Files from @fontsource/dejavu-sans; the stand-in is close design (Bitstream Vera lineage), not metric-compatible.
    local: ['Verdana'],
    servedFamily: 'DejaVu Sans',
    faces: dejavuSansFaces,
  },
  'Tahoma': {
    // Files from @fontsource/dejavu-sans; the stand-in is close design, not metric-compatible.
    local: ['Tahoma'],
    servedFamily: 'DejaVu Sans',
    faces: dejavuSansFaces,
  },
  'Trebuchet MS': {
    // Files from @fontsource/pt-sans; the stand-in is close humanist design, not metric-compatible.
    local: ['Trebuchet MS', 'TrebuchetMS'],
    servedFamily: 'PT Sans',
    faces: ptSansFaces,
  },
  'Impact': {
    // Files from @fontsource/anton; the stand-in is close condensed display design, not metric-compatible; one weight.
    local: ['Impact'],
    servedFamily: 'Anton',
    faces: antonFaces,
  },
  'Comic Sans MS': {
    // Files from @fontsource/comic-relief; the stand-in is metric-compatible; no italic.
    local: ['Comic Sans MS', 'ComicSansMS'],
    servedFamily: 'Comic Relief',
    faces: comicReliefFaces,
  },
  'Courier New': {
    // Files from @fontsource/cousine; the stand-in is metric-compatible.
    local: ['Courier New', 'CourierNewPSMT'],
    servedFamily: 'Cousine',
    faces: cousineFaces,
  },
  'Lucida Console': {
    // Files from @fontsource/cousine; the stand-in is same monospaced advance (0.6 em), different design.
    local: ['Lucida Console', 'LucidaConsole'],
    servedFamily: 'Cousine',
    faces: cousineFaces,
  },
  // Open typefaces: their own files, from @fontsource/<the name in lower case, spaces as hyphens>.
  'Roboto': { local: [], servedFamily: 'Roboto', faces: robotoFaces },
  'Open Sans': { local: [], servedFamily: 'Open Sans', faces: openSansFaces },
  'Lato': { local: [], servedFamily: 'Lato', faces: latoFaces },
  'Montserrat': { local: [], servedFamily: 'Montserrat', faces: montserratFaces },
  'Poppins': { local: [], servedFamily: 'Poppins', faces: poppinsFaces },
  'Inter': { local: [], servedFamily: 'Inter', faces: interFaces },
  'Source Sans Pro': { local: [], servedFamily: 'Source Sans Pro', faces: sourceSansProFaces },
  'Ubuntu': { local: [], servedFamily: 'Ubuntu', faces: ubuntuFaces },
  'Raleway': { local: [], servedFamily: 'Raleway', faces: ralewayFaces },
};
