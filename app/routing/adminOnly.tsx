import type { RouteObject } from 'react-router';
import type { Permission } from '../../contract/permissions.ts';

/**
 * Who may open a screen, as route data (docs/decisions.md#browser-side: a route someone may not
 * use sends them away rather than showing a form that fails with Forbidden). Only the data is in
 * the first bundle: the signed-in layout, which waits for the identity and holds the matrix,
 * enforces it (`GuardedOutlet` in guardedOutlet.tsx), so the sign-in page carries none of it.
 */
export type RouteGuard = { adminOnly: true } | { permissions: readonly Permission[] };

export interface GuardHandle {
  guard: RouteGuard;
}

/**
 * Wraps routes in one pathless route that carries the guard, so a screen declares nothing about
 * roles: its entry simply sits in the list given here (plain or lazy route objects alike).
 */
export function adminOnly(children: RouteObject[]): RouteObject {
  return { handle: { guard: { adminOnly: true } } satisfies GuardHandle, children };
}

/** The same for a screen of some permissions (docs/permissions.md): whoever holds any of them stays. */
export function permitted(permissions: readonly Permission[], children: RouteObject[]): RouteObject {
  return { handle: { guard: { permissions } } satisfies GuardHandle, children };
}

export function isGuardHandle(handle: unknown): handle is GuardHandle {
  return typeof handle === 'object' && handle !== null && 'guard' in handle;
}
