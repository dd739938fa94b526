/** What `npm run build` writes last in each of its parts; the first is what `npm start` runs. */
export const BUILD_OUTPUTS: readonly string[];
/** 'missing', 'stale' (a source or build input is newer than the oldest output) or null (fresh). */
export function buildStaleness(root: string): 'missing' | 'stale' | null;
