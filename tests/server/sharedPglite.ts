import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../server/db/database.ts';
import { pgliteDatabase } from '../../server/db/pglite.ts';
import { pgliteOptions } from '../../server/db/pglite-options.ts';

/**
 * One in-memory PGlite per test worker, lent to one server test file at a time and put back as the
 * run's migrated template had it before the next file gets it.
 *
 * Why: opening a copy of the template cost each file about a second of CPU (28 MB loaded into
 * PGlite's file system, then PostgreSQL started on it), some 100 s of a run's; putting the rows back
 * costs tens of milliseconds.
 *
 * What keeps a file from seeing what an earlier one left:
 * - Rows: every table is emptied and the template's rows copied back in; every sequence is set back.
 * - Work still running: a file gets a client object of its own. Once the file gives it back, a
 *   statement sent through it never runs (its promise never settles), so a closed app's late work (a
 *   mail send that answered after its test ended) cannot write into the next file's data. The PGlite
 *   is put back only once every statement sent through that client has ended; one still running
 *   after STATEMENTS_END_WITHIN_MS leaves the PGlite to it, and the next file opens a new one.
 * - Schema: a file that changed it (a trigger made to fail a write, a migration test) and did not
 *   undo it exactly shows in a fingerprint of the catalog, and the next file opens a new PGlite.
 * - The session: settings, temporary tables, advisory locks and prepared statements are discarded.
 */

const STATEMENTS_END_WITHIN_MS = 10_000;

interface Template {
  /** Every table but drizzle's record of migrations, as a TRUNCATE names them. */
  tables: string[];
  /** The rows of the tables that had any, in COPY's text format. */
  rows: { table: string; copy: Blob }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  fingerprint: string;
}

interface Shared {
  client: PGlite;
  template: Template;
}

/** Everything a test could change in the schema, as one hash: the same template, the same hash. */
const FINGERPRINT_SQL = `
  with user_classes as (
    select c.oid, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
  )
  select md5(string_agg(item, E'\\n' order by item)) as fingerprint from (
    select format('class %s %s', oid::regclass, relkind) as item from user_classes
    union all
    select format('column %s %s %s %s %s %s', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull, a.attisdropped, pg_get_expr(d.adbin, d.adrelid))
    from pg_attribute a join user_classes c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0
    union all
    select format('constraint %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) from pg_constraint
    where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all
    select format('trigger %s %s %s', tgrelid::regclass, tgname, tgenabled) from pg_trigger where not tgisinternal
    union all
    select format('function %s', p.oid::regprocedure) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in ('pg_catalog', 'information_schema')
    union all
    select format('schema %s', nspname) from pg_namespace
    union all
    select format('role %s', rolname) from pg_roles
    union all
    select format('extension %s %s', extname, extversion) from pg_extension
    union all
    select format('migrations %s', count(*)) from drizzle.__drizzle_migrations
  ) items`;

async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT_SQL);
  return rows[0]!.fingerprint;
}

async function readTemplate(client: PGlite): Promise<Template> {
  const { rows: tableRows } = await client.query<{ name: string }>(`
    select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'drizzle') and n.nspname not like 'pg_toast%'
    order by 1`);
  const tables = tableRows.map((row) => row.name);
  const rows: Template['rows'] = [];
  for (const table of tables) {
    const { rows: count } = await client.query<{ any: boolean }>(`select exists (select from ${table}) as any`);
    if (!count[0]!.any) continue;
    const result = await client.query(`copy ${table} to '/dev/blob'`);
    rows.push({ table, copy: result.blob! });
  }
  const { rows: sequenceRows } = await client.query<{ name: string }>(`
    select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname <> 'drizzle'`);
  const sequences: Template['sequences'] = [];
  for (const { name } of sequenceRows) {
    const { rows: state } = await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${name}`);
    sequences.push({ name, lastValue: state[0]!.last_value, isCalled: state[0]!.is_called });
  }
  return { tables, rows, sequences, fingerprint: await fingerprintOf(client) };
}

/** The template's rows and sequences back, everything else emptied, the session as new. */
async function putBack(client: PGlite, template: Template): Promise<void> {
  await client.exec('discard all');
  // Triggers off while emptying and refilling: the audit records' own refuse deletes.
  await client.exec(`set session_replication_role = replica; truncate table ${template.tables.join(', ')} restart identity`);
  for (const { table, copy } of template.rows) await client.query(`copy ${table} from '/dev/blob'`, [], { blob: copy });
  for (const { name, lastValue, isCalled } of template.sequences) {
    await client.query('select setval($1, $2, $3)', [name, lastValue, isCalled]);
  }
  await client.exec('reset session_replication_role');
}

/** The statements a file sends, counted, and refused (never run) once the file gave its client back. */
class Lease {
  private running = 0;
  private returned = false;
  private onIdle: (() => void) | null = null;

  run(statement: () => Promise<unknown>): Promise<unknown> {
    if (this.returned) return new Promise(() => {});
    this.running += 1;
    const result = statement();
    const ended = () => {
      this.running -= 1;
      if (this.running === 0) this.onIdle?.();
    };
    result.then(ended, ended);
    return result;
  }

  /** Refuses statements from now on; resolves to whether those under way ended within `ms`. */
  giveBack(ms: number): Promise<boolean> {
    this.returned = true;
    if (this.running === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      this.onIdle = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  }
}

let shared: Promise<Shared> | null = null;
let lent = false;
/** The last file's giving back, which the next file's lending waits for. */
let givingBack: Promise<void> = Promise.resolve();

async function openShared(dump: Blob): Promise<Shared> {
  const client = await PGlite.create({ ...pgliteOptions, loadDataDir: dump });
  return { client, template: await readTemplate(client) };
}

/** Puts the PGlite back for the next file, or lets it go when it cannot be trusted to be as new. */
async function putBackOrLetGo(state: Shared, lease: Lease): Promise<void> {
  try {
    if (!(await lease.giveBack(STATEMENTS_END_WITHIN_MS))) {
      // Left to the statement that is still running; never used again.
      shared = null;
      return;
    }
    if ((await fingerprintOf(state.client)) !== state.template.fingerprint) {
      shared = null;
      await state.client.close();
      return;
    }
    await putBack(state.client, state.template);
  } catch (error) {
    shared = null;
    throw error;
  } finally {
    lent = false;
  }
}

/**
 * This worker's PGlite as a Database for one test file, as the template `dump` has it; closing it
 * gives it back. Null when another database of this worker holds it (a file with two): that one
 * opens its own.
 */
export async function lendPglite(dump: Blob): Promise<Database | null> {
  // A failure to put it back failed the file that gave it back (its close); this file opens a new one.
  await givingBack.catch(() => {});
  if (lent) return null;
  lent = true;
  let state: Shared;
  try {
    state = await (shared ??= openShared(dump));
  } catch (error) {
    shared = null;
    lent = false;
    throw error;
  }
  const lease = new Lease();
  // Reads fall through to the shared client; the three ways of sending a statement are the lease's.
  const client = Object.create(state.client) as PGlite;
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = state.client[method].bind(state.client) as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(client, method, { value: (...args: unknown[]) => lease.run(() => original(...args)), writable: true });
  }
  return pgliteDatabase(client, () => {
    givingBack = putBackOrLetGo(state, lease);
    return givingBack;
  });
}
