import { useQueries, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import type { UIMatch } from 'react-router';
import { pendingCrumbsOf, type Crumb } from './breadcrumbs.ts';
import { dataCrumbOfRecord, isRecordCrumb } from './recordCrumbs.ts';

/** The breadcrumbs of the current matches, data crumbs labelled from the query cache. */
export function useCrumbs(matches: UIMatch[]): Crumb[] {
  const pending = pendingCrumbsOf(matches).map(({ label, href, params }) => ({
    href,
    params,
    label: isRecordCrumb(label) ? dataCrumbOfRecord(label, params) : label,
  }));
  const results = useQueries({
    queries: pending.flatMap((crumb) => {
      if (typeof crumb.label === 'string') return [];
      // The page's own query, declared in its api/ module: the crumb only passes it on.
      return [crumb.label.query(crumb.params) as { queryKey: QueryKey; queryFn: QueryFunction }];
    }),
  });
  let next = 0;
  return pending.map(({ label, href }) => {
    if (typeof label === 'string') return { label, href };
    const data = results[next++]?.data;
    return { label: data === undefined ? label.fallback : label.label(data), href };
  });
}
