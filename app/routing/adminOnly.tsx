import { useSelector } from '@xstate/react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import type { CurrentIdentity } from '../../contract/identities.ts';
import type { Permission } from '../../contract/permissions.ts';
import { selectIdentity } from '../../machines/session.selectors.ts';
import { useHoldsAny } from '../session/PermissionsContext.ts';
import { useSessionActor } from '../session/SessionProvider.tsx';

/**
 * Where a person who is not an admin goes instead of an admin-only screen: their own client page
 * (docs/product.md#roles sends a client user from /venues/create to /venues, which sends them on to their client),
 * or the client list when they have no client. Null: an admin, who may stay.
 */
export function awayFromAdminRoute(identity: CurrentIdentity): string | null {
  if (identity.identityType === 'Admin') return null;
  return identity.clientId ? `/clients/${identity.clientId}` : '/clients';
}

/**
 * The guard of every admin-only screen (docs/decisions.md#browser-side: a route someone may not use sends them away
 * rather than showing a form that fails with Forbidden). It sits inside the signed-in layout, which
 * waits for the identity; without one it decides nothing and shows nothing.
 */
export function AdminOnlyOutlet() {
  const identity = useSelector(useSessionActor(), selectIdentity);
  if (!identity) return null;
  const away = awayFromAdminRoute(identity);
  return away ? <Navigate to={away} replace /> : <Outlet />;
}

/**
 * Wraps routes in one pathless guard route, so a screen declares nothing about roles: its entry
 * simply sits in the list given here (plain or lazy route objects alike).
 */
export function adminOnly(children: RouteObject[]): RouteObject {
  return { element: <AdminOnlyOutlet />, children };
}

/**
 * The guard of a screen of some permissions (docs/permissions.md): whoever holds any of them stays,
 * anyone else goes where an admin-only screen sends them.
 */
export function PermittedOutlet({ permissions }: { permissions: readonly Permission[] }) {
  const identity = useSelector(useSessionActor(), selectIdentity);
  const holdsAny = useHoldsAny();
  if (!identity) return null;
  if (holdsAny(permissions)) return <Outlet />;
  return <Navigate to={identity.clientId ? `/clients/${identity.clientId}` : '/clients'} replace />;
}

/** The same guard for screens of a permission: whoever holds any of them stays. */
export function permitted(permissions: readonly Permission[], children: RouteObject[]): RouteObject {
  return { element: <PermittedOutlet permissions={permissions} />, children };
}
