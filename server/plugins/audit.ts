import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import { runAsActor, type AuditActor } from '../services/audit/actor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a route's writes in one transaction that names the request's actor, so the audit
     * records of the change are written with it, or not at all when it rolls back (docs/decisions.md#audit-records).
     */
    audited<T>(work: (db: Db) => Promise<T>): Promise<T>;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Who a request acts as: its identity, its device, or nobody yet (sign-in, invitation accept). */
export function actorOf(request: FastifyRequest): AuditActor {
  const address = request.ip;
  if (request.identity !== null) {
    const { id, name, identityType } = request.identity;
    return { kind: identityType, id, name, address };
  }
  if (request.graphicsController !== null) return { kind: 'Device', id: request.graphicsController.id, name: null, address };
  return { kind: 'Anonymous', id: null, name: null, address };
}

/**
 * The one home of "who made this change" (docs/decisions.md#audit-records). Every write route's handler runs as the
 * request's actor, so inside it `app.db.transaction(...)` names that actor first and the audit
 * triggers (migration audit_triggers) write it into each record, in the same transaction as the
 * change. A route's writes therefore go in a transaction (one call); a write outside any would be
 * recorded as System.
 */
const audit: FastifyPluginAsync = async (app) => {
  // The raw database: the handler's own `app.db` is resolved inside the actor's context.
  const db = app.db;
  // `app.db` here is read at call time, inside the request's actor context.
  app.decorate('audited', <T>(work: (db: Db) => Promise<T>) => app.db.transaction((tx) => work(tx)));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => WRITES.has(method))) return;
    const handler = route.handler;
    route.handler = function auditedHandler(request, reply) {
      return runAsActor(db, actorOf(request), () => handler.call(this, request, reply));
    };
  });
};

export const auditPlugin = fp(audit, { name: 'audit', dependencies: ['db', 'auth', 'device-auth'] });
