/** The Chromium to drive: CHROMIUM_PATH, else Debian's headless shell (chromiumPath.mjs says why). */
export const CHROMIUM_PATH: string;
/** What to say when it is missing. */
export const CHROMIUM_MISSING: string;
