import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import type { CurrentIdentity } from '../../contract/identities.ts';
import type { Permission } from '../../contract/permissions.ts';
import { selectIdentity } from '../../machines/session.selectors.ts';
import { useHoldsAny } from '../session/PermissionsContext.ts';
import { useSessionActor } from '../session/SessionProvider.tsx';
import { useToast } from '../toasts/ToastProvider.tsx';

/** Said when a client user opens an admin-only address, so the redirect is not a silent one. */
export const ADMIN_ONLY_MESSAGE = 'Only administrators can open this page';
/** Said when a role without the screen's permissions opens its address (docs/permissions.md). */
export const ROLE_CANNOT_OPEN_MESSAGE = 'Your role cannot open this page';

/** Says once per visit why the guard sent the person away (null: they stay, nothing is said). */
function useSayWhyAway(away: string | null, message: string): void {
  const showToast = useToast();
  // Once per visit: React's development double effects must not say it twice.
  const said = useRef(false);
  useEffect(() => {
    if (!away || said.current) return;
    said.current = true;
    showToast({ title: message, variant: 'destructive' });
  }, [away, message, showToast]);
}

/**
 * Where a person who is not an admin goes instead of an admin-only screen: their own client page
 * (docs/product.md#roles sends a client user from /venues/create to /venues, which sends them on to their client),
 * or the client list when they have no client. Null: an admin, who may stay. A designer or an
 * approver is an Admin identity too, but its role holds none of these screens' permissions
 * (docs/permissions.md), so it goes as well: the matrix is not asked here, to keep it out of the
 * first bundle.
 */
export function awayFromAdminRoute(identity: CurrentIdentity): string | null {
  if (identity.identityType === 'Admin' && identity.role === 'admin') return null;
  return identity.clientId ? `/clients/${identity.clientId}` : '/clients';
}

/**
 * The guard of every admin-only screen (docs/decisions.md#browser-side: a route someone may not use sends them away
 * rather than showing a form that fails with Forbidden), with a toast that says why. It sits inside the signed-in layout, which
 * waits for the identity; without one it decides nothing and shows nothing.
 */
export function AdminOnlyOutlet() {
  const identity = useSelector(useSessionActor(), selectIdentity);
  const away = identity ? awayFromAdminRoute(identity) : null;
  useSayWhyAway(away, ADMIN_ONLY_MESSAGE);
  if (!identity) return null;
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
  const away = identity && !holdsAny(permissions) ? (identity.clientId ? `/clients/${identity.clientId}` : '/clients') : null;
  useSayWhyAway(away, ROLE_CANNOT_OPEN_MESSAGE);
  if (!identity) return null;
  return away ? <Navigate to={away} replace /> : <Outlet />;
}

/** The same guard for screens of a permission: whoever holds any of them stays. */
export function permitted(permissions: readonly Permission[], children: RouteObject[]): RouteObject {
  return { element: <PermittedOutlet permissions={permissions} />, children };
}
