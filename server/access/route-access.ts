import type { FastifyPluginAsync, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../http/http-problem.ts';
import { may, type Permission } from '../../contract/permissions.ts';
import { roleOf } from './roles.ts';

/**
 * Who may call a route: anyone (`public`), a graphics controller with its device token (`device`),
 * or a signed-in identity whose role holds the permission (contract/permissions.ts). Several mean any of
 * them (a display's layout is read by its device or by a person who may read content).
 */
export type RouteAccess = 'public' | 'device' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call this route: EVERY route declares it, e.g. `config: { access: 'venues.read' }`.
     * A route that declares nothing answers 401 (anonymous) or 403 (signed in) and never reaches
     * its handler: routes are closed by default (docs/permissions.md).
     */
    access?: RouteAccess | readonly RouteAccess[];
  }
  interface FastifyInstance {
    /** Every route registered after the access hook, with its declared access (the invariant tests walk it). */
    routeAccessTable: () => readonly DeclaredRoute[];
  }
}

/** A route as registered, and who it lets call ([] when it declared nothing: closed). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: readonly RouteAccess[];
  /** Open to external API keys too (plugins/auth.ts lets them GET only such routes). */
  externalApiRead: boolean;
}

/** The declared access of a route, as a list ([] when it declared none). */
export function declaredAccess(config: { access?: RouteAccess | readonly RouteAccess[] } | undefined): readonly RouteAccess[] {
  const access = config?.access;
  if (access === undefined) return [];
  return typeof access === 'string' ? [access] : access;
}

/** Whether the request's caller passes one of the declared kinds of access. */
function allowed(request: FastifyRequest, access: readonly RouteAccess[]): boolean {
  const role = roleOf(request.identity);
  return access.some((kind) => {
    if (kind === 'public') return true;
    if (kind === 'device') return request.graphicsController !== null;
    return role !== null && may(role, kind);
  });
}

/**
 * 401 when no signed-in identity calls (anonymous, or a device token: it is no session), else 403
 * when the caller's role may not.
 */
function guardFor(access: readonly RouteAccess[]): onRequestHookHandler {
  // A callback, not an async hook: every request of every route passes it (each player's poll too).
  return (request, _reply, done) => {
    if (allowed(request, access)) done();
    else done(request.identity === null ? unauthorized() : forbidden());
  };
}

/**
 * THE ACCESS HOOK: reads each route's `config.access` as the route is registered and puts its
 * guard first among the route's own onRequest hooks (so a rate limit counts only callers who may
 * call, and an anonymous request is turned away before its body is parsed). A route added by any
 * branch or plugin later gets the same treatment: declare `config: { access }` on it and add it to
 * the matrix tests' expectations, or it stays closed. Registered after the auth and device-auth
 * plugins (whose request hooks set who is calling) and before every route.
 */
const routeAccess: FastifyPluginAsync = async (app) => {
  const table: DeclaredRoute[] = [];
  app.decorate('routeAccessTable', () => table);
  app.addHook('onRoute', (route) => {
    const access = declaredAccess(route.config);
    const externalApiRead = route.config?.externalApiRead === true;
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url: route.url, access, externalApiRead });
    if (access.includes('public')) return;
    // Only a device may call: the session lookup of plugins/auth.ts is skipped (see device-auth.ts).
    if (access.length === 1 && access[0] === 'device') route.config = { ...route.config, deviceOnly: true };
    route.onRequest = [guardFor(access), ...[route.onRequest ?? []].flat()];
  });
};

export const routeAccessPlugin = fp(routeAccess, { name: 'route-access', dependencies: ['auth', 'device-auth'] });
