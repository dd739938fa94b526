/** What `npm run build` writes last in each of its parts; the first is what `npm start` runs. */
export const BUILD_OUTPUTS: readonly string[];
/**
 * 'missing', 'stale' (a source or build input is newer than the oldest output) or null (fresh).
 * With BUILD_STORYBOOK=true in `env` the Storybook build counts too.
 */
export function buildStaleness(root: string, env?: Record<string, string | undefined>): 'missing' | 'stale' | null;
