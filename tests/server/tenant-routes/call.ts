import type { App } from '../../../server/app.ts';
import type { TenantIds, TenantRoute } from './types.ts';

/** The route's URL with each `:param` replaced by the tenant's id of that name. */
export function fill(url: string, ids: TenantIds): string {
  return url.replace(/:(\w+)/g, (_whole, name: string) => {
    if (!(name in ids)) throw new Error(`No id for :${name} in ${url}; add it to TenantIds.`);
    return ids[name] as string;
  });
}

/** Calls one table route on the given records with the caller's headers (shared by the tenant tests). */
export function callRoute(app: App, route: TenantRoute, ids: TenantIds, headers: Record<string, string>) {
  const custom = route.inject?.(ids);
  return app.inject({
    method: route.method,
    url: fill(route.url, ids),
    ...(route.body ? { payload: route.body(ids) } : {}),
    ...custom,
    headers: { ...custom?.headers, ...headers },
  });
}
