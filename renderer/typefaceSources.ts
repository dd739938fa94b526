import type { Typeface } from '../contract/typefaces.ts';

/**
 * Where each of the product’s 20 typefaces comes from, so a layout draws the same on every machine (issue
 * 21). Open typefaces are self-hosted from their Fontsource package; the proprietary ones are asked
 * of the machine first (`local()`, so a machine that has Arial draws Arial) and otherwise drawn with
 * an open stand-in, metric-compatible where one exists (docs/layouts.md#typefaces says which).
 *
 * Only the Latin subset of weights 400 and 700, upright and italic, ships (other weights pick the
 * nearest, the same on every machine). The files are addresses, not downloads: a browser fetches a
 * face only when text drawn with it is on screen, so nothing here weighs on the portal's first load.
 * Literal `new URL(…, import.meta.url)` so Parcel and Vite copy each file into their output.
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
  /** The Fontsource package the files come from. */
  fontsourcePackage: string;
  /** How the stand-in relates to the typeface it replaces (proprietary typefaces only). */
  standInNote?: string;
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
    local: ['Arial', 'ArialMT'],
    servedFamily: 'Arimo',
    fontsourcePackage: '@fontsource/arimo',
    standInNote: 'metric-compatible',
    faces: arimoFaces,
  },
  'Helvetica': {
    local: ['Helvetica', 'Helvetica Neue'],
    servedFamily: 'Arimo',
    fontsourcePackage: '@fontsource/arimo',
    standInNote: 'metric-compatible (with Arial, which matches Helvetica\'s widths)',
    faces: arimoFaces,
  },
  'Times New Roman': {
    local: ['Times New Roman', 'TimesNewRomanPSMT'],
    servedFamily: 'Tinos',
    fontsourcePackage: '@fontsource/tinos',
    standInNote: 'metric-compatible',
    faces: tinosFaces,
  },
  'Georgia': {
    local: ['Georgia'],
    servedFamily: 'Gelasio',
    fontsourcePackage: '@fontsource/gelasio',
    standInNote: 'metric-compatible',
    faces: gelasioFaces,
  },
  'Verdana': {
    local: ['Verdana'],
    servedFamily: 'DejaVu Sans',
    fontsourcePackage: '@fontsource/dejavu-sans',
    standInNote: 'close design (Bitstream Vera lineage), not metric-compatible',
    faces: dejavuSansFaces,
  },
  'Tahoma': {
    local: ['Tahoma'],
    servedFamily: 'DejaVu Sans',
    fontsourcePackage: '@fontsource/dejavu-sans',
    standInNote: 'close design, not metric-compatible',
    faces: dejavuSansFaces,
  },
  'Trebuchet MS': {
    local: ['Trebuchet MS', 'TrebuchetMS'],
    servedFamily: 'PT Sans',
    fontsourcePackage: '@fontsource/pt-sans',
    standInNote: 'close humanist design, not metric-compatible',
    faces: ptSansFaces,
  },
  'Impact': {
    local: ['Impact'],
    servedFamily: 'Anton',
    fontsourcePackage: '@fontsource/anton',
    standInNote: 'close condensed display design, not metric-compatible; one weight',
    faces: antonFaces,
  },
  'Comic Sans MS': {
    local: ['Comic Sans MS', 'ComicSansMS'],
    servedFamily: 'Comic Relief',
    fontsourcePackage: '@fontsource/comic-relief',
    standInNote: 'metric-compatible; no italic',
    faces: comicReliefFaces,
  },
  'Courier New': {
    local: ['Courier New', 'CourierNewPSMT'],
    servedFamily: 'Cousine',
    fontsourcePackage: '@fontsource/cousine',
    standInNote: 'metric-compatible',
    faces: cousineFaces,
  },
  'Lucida Console': {
    local: ['Lucida Console', 'LucidaConsole'],
    servedFamily: 'Cousine',
    fontsourcePackage: '@fontsource/cousine',
    standInNote: 'same monospaced advance (0.6 em), different design',
    faces: cousineFaces,
  },
  'Roboto': { local: [], servedFamily: 'Roboto', fontsourcePackage: '@fontsource/roboto', faces: robotoFaces },
  'Open Sans': { local: [], servedFamily: 'Open Sans', fontsourcePackage: '@fontsource/open-sans', faces: openSansFaces },
  'Lato': { local: [], servedFamily: 'Lato', fontsourcePackage: '@fontsource/lato', faces: latoFaces },
  'Montserrat': { local: [], servedFamily: 'Montserrat', fontsourcePackage: '@fontsource/montserrat', faces: montserratFaces },
  'Poppins': { local: [], servedFamily: 'Poppins', fontsourcePackage: '@fontsource/poppins', faces: poppinsFaces },
  'Inter': { local: [], servedFamily: 'Inter', fontsourcePackage: '@fontsource/inter', faces: interFaces },
  'Source Sans Pro': { local: [], servedFamily: 'Source Sans Pro', fontsourcePackage: '@fontsource/source-sans-pro', faces: sourceSansProFaces },
  'Ubuntu': { local: [], servedFamily: 'Ubuntu', fontsourcePackage: '@fontsource/ubuntu', faces: ubuntuFaces },
  'Raleway': { local: [], servedFamily: 'Raleway', fontsourcePackage: '@fontsource/raleway', faces: ralewayFaces },
};
