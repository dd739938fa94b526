/**
 * Bundles the Inter font with the kit: the Latin subset of the four weights the kit uses (the
 * product's text is English; a rarer letter in a name falls back to the system face glyph by
 * glyph). GlobalStyle declares the faces, so both Parcel (the app) and Vite (Storybook) copy the
 * woff2 files into their output through these URLs, and nothing depends on installed system fonts:
 * screenshots look the same on every machine. The app preloads the files of the sign-in screen
 * from index.html so the first paint already has them. Declaring the faces here rather than
 * importing @fontsource's CSS spares the app a stylesheet request (the sign-in page's budget,
 * docs/decisions.md#browser-side); every browser the app targets reads woff2, so the woff copies are left out.
 */

/** The weights the kit uses; the visual tests load each before taking screenshots. */
export const bundledFontWeights = [400, 500, 600, 700] as const;

const faceFiles: Record<(typeof bundledFontWeights)[number], URL> = {
  400: new URL('../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', import.meta.url),
  500: new URL('../node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2', import.meta.url),
  600: new URL('../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', import.meta.url),
  700: new URL('../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', import.meta.url),
};

/** The @font-face rules of the bundled weights, as @fontsource writes them. */
export const fontFaceRules = bundledFontWeights
  .map(
    (weight) =>
      `@font-face { font-family: Inter; font-style: normal; font-display: swap; font-weight: ${weight}; src: url(${faceFiles[weight].href}) format('woff2'); }`,
  )
  .join('\n');
