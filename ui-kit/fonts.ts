/**
 * Bundles the Inter font with the kit: the Latin subset of the four weights the kit uses (the
 * product's text is English; a rarer letter in a name falls back to the system face glyph by
 * glyph). The app preloads these files from index.html so the first paint already has them.
 * Importing the @fontsource CSS makes both Parcel (the app) and Vite (Storybook) copy the woff2
 * files into their output, so nothing depends on installed system fonts: screenshots look the same
 * on every machine.
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';

/** The weights the kit uses; the visual tests load each before taking screenshots. */
export const bundledFontWeights = [400, 500, 600, 700] as const;
