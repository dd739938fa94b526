/** The home page's own words. */

/** The page's title: the person by name when they just arrived (`?welcome=true`, docs/product.md#public-routes). */
export function homeTitle(name: string, welcome: boolean): string {
  const first = name.trim().split(/\s+/)[0];
  if (!welcome) return 'Home';
  return first ? `Welcome, ${first}!` : 'Welcome!';
}

/** "1 screen out of date", "3 screens out of date". */
export const screensOutOfDateText = (count: number) => `${count} ${count === 1 ? 'screen' : 'screens'} out of date`;

/** /screens filtered to the displays out of date (app/features/fleet/fleetAddress.ts). */
export const SCREENS_OUT_OF_DATE_HREF = '/screens?outOfDate=true';

export const screensShortText = (count: number) => `${count} ${count === 1 ? 'screen' : 'screens'} short on responsible gambling`;
export const screensUnzonedText = (count: number) => `${count} ${count === 1 ? 'screen has' : 'screens have'} no zone`;

/** /compliance of one day, its short screens only (docs/compliance.md#the-compliance-report): what the count links from. */
export const complianceHref = (date: string) => `/compliance?from=${date}&to=${date}&rows=short`;
/** /screens filtered to the displays whose zone is not set. */
export const SCREENS_UNZONED_HREF = '/screens?zone=unassigned';

/** "Live data stale: Major jackpot", "Live data stale: Bar prices and 2 more". */
export function staleDataText(sources: readonly { name: string }[]): string {
  const [first] = sources;
  if (!first) return '';
  return sources.length === 1 ? `Live data stale: ${first.name}` : `Live data stale: ${first.name} and ${sources.length - 1} more`;
}
/** The data sources page, where each source's values and their age are shown. */
export const DATA_SOURCES_HREF = '/data-sources';
