import type { UIMatch } from 'react-router';

/** A route that wants a breadcrumb declares `handle: { crumb }` (detail pages put names, not ids). */
export interface CrumbHandle {
  crumb: string | ((match: UIMatch) => string);
}

export interface Crumb {
  label: string;
  href: string;
}

function hasCrumb(handle: unknown): handle is CrumbHandle {
  return typeof handle === 'object' && handle !== null && 'crumb' in handle;
}

export function crumbsOf(matches: UIMatch[]): Crumb[] {
  return matches.flatMap((match) => {
    if (!hasCrumb(match.handle)) return [];
    const { crumb } = match.handle;
    return [{ label: typeof crumb === 'function' ? crumb(match) : crumb, href: match.pathname }];
  });
}
