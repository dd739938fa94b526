/** The home page's own words. */

/** The page's title: the person by name when they just arrived (`?welcome=true`, SPEC §2.1). */
export function homeTitle(name: string, welcome: boolean): string {
  const first = name.trim().split(/\s+/)[0];
  if (!welcome) return 'Home';
  return first ? `Welcome, ${first}!` : 'Welcome!';
}
