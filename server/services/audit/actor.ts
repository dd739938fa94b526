import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

/** Who made a change, as an audit record names them (docs/decisions.md#audit-records). */
export interface AuditActor {
  /** Admin, ClientIdentity or ExternalApi (identity types), Device, Anonymous (sign-in, invitation accept). */
  kind: string;
  id: string | null;
  name: string | null;
  /** The request's client address. */
  address: string | null;
}

interface ActorContext {
  actor: AuditActor;
  /** The database as seen inside this context: transactions begin by naming the actor. */
  db: Db;
}

const context = new AsyncLocalStorage<ActorContext>();

/** Makes the actor known to the audit triggers for the rest of this transaction only. */
export async function nameActor(tx: Pick<Db, 'execute'>, actor: AuditActor): Promise<void> {
  await tx.execute(sql`select set_config('audit.actor', ${JSON.stringify(actor)}, true)`);
}

/**
 * The database as a request made by `actor` sees it: the same, except that every transaction
 * begins by naming the actor, so the records its triggers write say who it was. Only methods are
 * bound: Drizzle's builders keep private state on the instance.
 */
function actorDb(db: Db, actor: AuditActor): Db {
  const transaction: Db['transaction'] = (run, config) =>
    db.transaction(async (tx) => {
      await nameActor(tx, actor);
      return run(tx);
    }, config);
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Runs `work` as `actor`: `databaseFor(db)` inside it names the actor in each transaction. */
export function runAsActor<T>(db: Db, actor: AuditActor, work: () => T): T {
  return context.run({ actor, db: actorDb(db, actor) }, work);
}

/** The database for the current request (its actor named in each transaction), or `db` outside one. */
export function databaseFor(db: Db): Db {
  return context.getStore()?.db ?? db;
}

/** The actor of the current request, or null outside one (a job). */
export function currentActor(): AuditActor | null {
  return context.getStore()?.actor ?? null;
}

/** An identity as the actor of what it does (a sign-in is made by the identity signing in). */
export function identityActor(identity: { id: string; name: string; identityType: string }, address: string | null): AuditActor {
  return { kind: identity.identityType, id: identity.id, name: identity.name, address };
}
