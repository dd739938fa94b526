/**
 * Bundles the Inter font with the kit. Importing the @fontsource CSS makes both Parcel (the app) and
 * Vite (Storybook) copy the woff2 files into their output, so nothing depends on installed system
 * fonts: screenshots look the same on every machine.
 */
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';

/** The weights the kit uses; the visual tests load each before taking screenshots. */
export const bundledFontWeights = [400, 500, 600, 700] as const;
