import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router';
import type { CurrentIdentity } from '../../contract/identities.ts';
import { useHoldsAny, type HoldsAny } from '../session/PermissionsContext.ts';
import { useToast } from '../toasts/ToastProvider.tsx';
import { isGuardHandle, type RouteGuard } from './adminOnly.tsx';

/** Said when a client user opens an admin-only address, so the redirect is not a silent one. */
export const ADMIN_ONLY_MESSAGE = 'Only administrators can open this page';
/** Said when a role without the screen's permissions opens its address (docs/permissions.md). */
export const ROLE_CANNOT_OPEN_MESSAGE = 'Your role cannot open this page';

/**
 * Where a person who is not an admin goes instead of an admin-only screen: their own client page
 * (docs/product.md#roles sends a client user from /venues/create to /venues, which sends them on to their client),
 * or the client list when they have no client. Null: an admin, who may stay. A designer or an
 * approver is an Admin identity too, but its role holds none of these screens' permissions
 * (docs/permissions.md), so it goes as well.
 */
export function awayFromAdminRoute(identity: CurrentIdentity): string | null {
  if (identity.identityType === 'Admin' && identity.role === 'admin') return null;
  return awayFor(identity);
}

function awayFor(identity: CurrentIdentity): string {
  return identity.clientId ? `/clients/${identity.clientId}` : '/clients';
}

/**
 * The first guard of the matched routes the person does not pass: where they go, and why (null:
 * they stay). Exported for the route table × roles test (tests/app/routing/routeAccess.test.ts).
 */
export function refusal(guards: readonly RouteGuard[], identity: CurrentIdentity, holdsAny: HoldsAny): { to: string; message: string } | null {
  for (const guard of guards) {
    if ('adminOnly' in guard) {
      const to = awayFromAdminRoute(identity);
      if (to) return { to, message: ADMIN_ONLY_MESSAGE };
    } else if (!holdsAny(guard.permissions)) {
      return { to: awayFor(identity), message: ROLE_CANNOT_OPEN_MESSAGE };
    }
  }
  return null;
}

/**
 * The signed-in layout's outlet: the screen, unless a matched route's guard (adminOnly or
 * permitted) sends the person away, with a toast that says why, once per visit.
 */
export function GuardedOutlet({ identity }: { identity: CurrentIdentity }) {
  const matches = useMatches();
  const holdsAny = useHoldsAny();
  const guards = matches.flatMap((match) => (isGuardHandle(match.handle) ? [match.handle.guard] : []));
  const away = refusal(guards, identity, holdsAny);
  const showToast = useToast();
  // Once per visit: React's development double effects must not say it twice.
  const said = useRef(false);
  const message = away?.message ?? null;
  useEffect(() => {
    if (!message || said.current) return;
    said.current = true;
    showToast({ title: message, variant: 'destructive' });
  }, [message, showToast]);
  return away ? <Navigate to={away.to} replace /> : <Outlet />;
}
