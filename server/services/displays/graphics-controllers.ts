import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  DEFAULT_GRAPHICS_CONTROLLER_NAME,
  GRAPHICS_CONTROLLER_CODE_ALPHABET,
  GRAPHICS_CONTROLLER_CODE_LENGTH,
  GRAPHICS_CONTROLLER_CODE_LIFETIME_MINUTES,
  isPossibleControllerCode,
  type GraphicsController,
  type GraphicsControllerAuthCodeResponse,
} from '../../../contract/graphicsControllers.ts';
import type { Zone } from '../../../contract/compliance.ts';
import type { Display, DisplayState } from '../../../contract/displays.ts';
import type { Db, Tx } from '../../db/database.ts';
import { graphicsControllerAuthCodes, graphicsControllers, venues } from '../../db/schema.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import { statusAt, type SightingCutoffs } from './sightings.ts';
import { isUuid, queryPrepared, queryRows } from '../sql-rows.ts';
import { hashToken, newToken } from '../tokens.ts';

/** 6 characters drawn uniformly (crypto.randomInt) from the look-alike-free alphabet. */
export function newAuthCode(): string {
  let code = '';
  for (let index = 0; index < GRAPHICS_CONTROLLER_CODE_LENGTH; index += 1) {
    code += GRAPHICS_CONTROLLER_CODE_ALPHABET[randomInt(GRAPHICS_CONTROLLER_CODE_ALPHABET.length)];
  }
  return code;
}

const CODE_ATTEMPTS = 8;

/**
 * Gives the controller a fresh code and ends its earlier unused ones (one live code per device).
 * A code is the table's key: a dead code (used or expired) is simply taken over, a live one of
 * another controller makes us draw again.
 */
async function issueCode(tx: Tx, graphicsControllerId: string, now: Date): Promise<{ code: string; expiresUtc: Date }> {
  await tx
    .delete(graphicsControllerAuthCodes)
    .where(
      and(
        eq(graphicsControllerAuthCodes.graphicsControllerId, graphicsControllerId),
        isNull(graphicsControllerAuthCodes.usedUtc),
      ),
    );
  const expiresUtc = new Date(now.getTime() + GRAPHICS_CONTROLLER_CODE_LIFETIME_MINUTES * 60_000);
  const values = { graphicsControllerId, createdUtc: now, expiresUtc, usedUtc: null };
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const code = newAuthCode();
    const [row] = await tx
      .insert(graphicsControllerAuthCodes)
      .values({ code, ...values })
      .onConflictDoUpdate({
        target: graphicsControllerAuthCodes.code,
        set: values,
        setWhere: or(isNotNull(graphicsControllerAuthCodes.usedUtc), lte(graphicsControllerAuthCodes.expiresUtc, now)),
      })
      .returning({ code: graphicsControllerAuthCodes.code });
    if (row) return { code, expiresUtc };
  }
  throw new Error('No free graphics controller code after several draws.');
}

/** A new, unlinked controller (it counts as seen now), its device token and its first code. */
export async function registerController(db: Db, now: Date): Promise<GraphicsControllerAuthCodeResponse> {
  const token = newToken();
  return db.transaction(async (tx) => {
    const [controller] = await tx
      .insert(graphicsControllers)
      .values({
        name: DEFAULT_GRAPHICS_CONTROLLER_NAME,
        tokenHash: hashToken(token),
        lastSeenUtc: now,
        createdUtc: now,
        updatedUtc: now,
      })
      .returning({ id: graphicsControllers.id });
    if (!controller) throw new Error('Insert into graphics_controllers returned no row.');
    const { code, expiresUtc } = await issueCode(tx, controller.id, now);
    return { graphicsControllerId: controller.id, token, code, expiresUtc: expiresUtc.toISOString() };
  });
}

/** A fresh code for a controller that already has its token (it must still be unlinked). */
export async function reissueCode(
  db: Db,
  graphicsControllerId: string,
  now: Date,
): Promise<{ code: string; expiresUtc: string }> {
  return db.transaction(async (tx) => {
    const { code, expiresUtc } = await issueCode(tx, graphicsControllerId, now);
    return { code, expiresUtc: expiresUtc.toISOString() };
  });
}

/** Conditions of a code that may still link: unused, unexpired, of a controller not yet linked. */
function liveCode(tx: Db | Tx, code: string, now: Date) {
  return and(
    eq(graphicsControllerAuthCodes.code, code.toUpperCase()),
    isNull(graphicsControllerAuthCodes.usedUtc),
    gt(graphicsControllerAuthCodes.expiresUtc, now),
    inArray(
      graphicsControllerAuthCodes.graphicsControllerId,
      tx.select({ id: graphicsControllers.id }).from(graphicsControllers).where(isNull(graphicsControllers.venueId)),
    ),
  );
}

/** The controller a live code belongs to (matched ignoring case), or null. */
export async function checkCode(db: Db, code: string, now: Date): Promise<string | null> {
  // A NUL byte would make PostgreSQL refuse the query (a 500): a code we never issue is unknown.
  if (!isPossibleControllerCode(code)) return null;
  const [row] = await db
    .select({ id: graphicsControllerAuthCodes.graphicsControllerId })
    .from(graphicsControllerAuthCodes)
    .where(liveCode(db, code, now))
    .limit(1);
  return row?.id ?? null;
}

/** Thrown inside the link transaction to undo the claimed code when the controller was taken. */
class LinkLost extends Error {}

/**
 * Links the controller of a live code to a venue, spending the code, in one transaction: two
 * requests racing with one code (or two codes of one controller) cannot both win. Null when the
 * code is not live.
 */
export async function linkController(
  db: Db,
  input: { code: string; venueId: string; clientId: string; name: string; now: Date },
): Promise<string | null> {
  const { now } = input;
  if (!isPossibleControllerCode(input.code)) return null;
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(graphicsControllerAuthCodes)
        .set({ usedUtc: now })
        .where(liveCode(tx, input.code, now))
        .returning({ id: graphicsControllerAuthCodes.graphicsControllerId });
      if (!claimed) return null;
      const [linked] = await tx
        .update(graphicsControllers)
        .set({ venueId: input.venueId, clientId: input.clientId, name: input.name, updatedUtc: now })
        .where(and(eq(graphicsControllers.id, claimed.id), isNull(graphicsControllers.venueId)))
        .returning({ id: graphicsControllers.id });
      if (!linked) throw new LinkLost();
      return linked.id;
    });
  } catch (error) {
    if (error instanceof LinkLost) return null;
    throw error;
  }
}

const controllerColumns = {
  id: graphicsControllers.id,
  name: graphicsControllers.name,
  clientId: graphicsControllers.clientId,
  venueId: graphicsControllers.venueId,
  lastSeenUtc: graphicsControllers.lastSeenUtc,
  updatedUtc: graphicsControllers.updatedUtc,
};

type ControllerRow = Pick<
  typeof graphicsControllers.$inferSelect,
  'id' | 'name' | 'clientId' | 'venueId' | 'lastSeenUtc' | 'updatedUtc'
>;

/** Only linked controllers reach the portal, so venue and client are set. */
function toController(row: ControllerRow, cutoffs: SightingCutoffs): GraphicsController {
  if (row.clientId === null || row.venueId === null) throw new Error('A listed graphics controller is not linked.');
  return {
    id: row.id,
    name: row.name,
    clientId: row.clientId,
    venueId: row.venueId,
    lastSeenUtc: row.lastSeenUtc?.toISOString() ?? null,
    status: statusAt(row.lastSeenUtc, cutoffs),
    updatedUtc: row.updatedUtc.toISOString(),
  };
}

/** The controllers linked to a venue, by name. The caller has checked the venue is visible. */
export async function listVenueControllers(db: Db, venueId: string, cutoffs: SightingCutoffs): Promise<GraphicsController[]> {
  const rows = await db
    .select(controllerColumns)
    .from(graphicsControllers)
    .where(eq(graphicsControllers.venueId, venueId))
    .orderBy(asc(graphicsControllers.name), asc(graphicsControllers.id));
  return rows.map((row) => toController(row, cutoffs));
}

/**
 * A linked controller whose venue the scope may see, or null. An unlinked controller belongs to
 * no tenant and is not found by anyone in the portal.
 */
export async function findVisibleController(
  db: Db,
  scope: Scope,
  controllerId: string,
  cutoffs: SightingCutoffs,
): Promise<GraphicsController | null> {
  if (!isUuid(controllerId)) return null;
  const [row] = await db
    .select(controllerColumns)
    .from(graphicsControllers)
    .innerJoin(venues, eq(venues.id, graphicsControllers.venueId))
    .where(and(eq(graphicsControllers.id, controllerId), scopeSql(scope, venues.clientId, venues.id)))
    .limit(1);
  return row ? toController(row, cutoffs) : null;
}

/**
 * Unlinks (deletes) a venue's controller: its token stops working, its displays and codes go.
 * Answers the ids of the displays that went (for their stored screenshots), or null when the venue
 * has no such controller.
 */
export async function deleteVenueController(db: Db, venueId: string, controllerId: string): Promise<{ displayIds: string[] } | null> {
  if (!isUuid(controllerId)) return null;
  const [row] = await queryRows<{ display_ids: string[] | null }>(
    db,
    sql`with gone as (
          delete from graphics_controllers where id = ${controllerId}::uuid and venue_id = ${venueId}::uuid returning id
        )
        select (select array_agg(d.id::text) from displays d where d.graphics_controller_id = gone.id) as display_ids from gone`,
  );
  return row ? { displayIds: row.display_ids ?? [] } : null;
}

interface SelfRow {
  name: string;
  last_seen_ms: number | null;
  venue_id: string | null;
  venue_name: string | null;
  gmv: string | null;
  id: string | null;
  label: string | null;
  width: number | null;
  height: number | null;
  asset_id: string | null;
  zone: Zone | null;
  updated_ms: number | null;
}

/**
 * The device's own view: name, its venue when linked, and its displays by label (as
 * listControllerDisplays answers them), or null when the controller is gone. One named statement of
 * plain SQL, the displays' status worked out here from the one sighting: every controller's
 * heartbeat asks, so it is one round trip planned once per connection, and no query builder runs
 * for it (bench:fleet: the builder was most of this route's own CPU).
 */
export async function findSelf(db: Db, controllerId: string, cutoffs: SightingCutoffs) {
  const rows = await queryPrepared<SelfRow>(
    db,
    'controller_self_plain',
    sql`select g.name, (extract(epoch from g.last_seen_utc) * 1000)::float8 as last_seen_ms,
               v.id as venue_id, v.name as venue_name, v.gmv,
               d.id, d.label, d.width, d.height, d.asset_id, d.zone, (extract(epoch from d.updated_utc) * 1000)::float8 as updated_ms
        from graphics_controllers g
        left join venues v on v.id = g.venue_id
        left join displays d on d.graphics_controller_id = g.id
        where g.id = ${controllerId}::uuid
        order by d.label, d.id`,
  );
  const [row] = rows;
  if (!row) return null;
  const venue = row.venue_id !== null && row.venue_name !== null && row.gmv !== null ? { id: row.venue_id, name: row.venue_name, gmv: row.gmv } : null;
  const lastSeen = row.last_seen_ms === null ? null : new Date(row.last_seen_ms);
  const sighting = {
    state: (lastSeen !== null && lastSeen >= cutoffs.offlineBefore ? 'Active' : 'Inactive') as DisplayState,
    status: statusAt(lastSeen, cutoffs),
    lastSeenUtc: lastSeen?.toISOString() ?? null,
  };
  const ownDisplays: Display[] = rows.flatMap(({ id, label, width, height, asset_id, zone, updated_ms }) =>
    id !== null && label !== null && width !== null && height !== null && zone !== null && updated_ms !== null
      ? [{ id, graphicsControllerId: controllerId, label, width, height, ...sighting, assetId: asset_id, zone, updatedUtc: new Date(updated_ms).toISOString() }]
      : [],
  );
  return { id: controllerId, name: row.name, linked: venue !== null, venue, displays: ownDisplays };
}

/** An unlinked controller silent this long is abandoned (a PC that was set up and went away). */
export const ABANDONED_CONTROLLER_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Housekeeping: removes dead codes (used or expired) and unlinked controllers not seen for
 * ABANDONED_CONTROLLER_MS, since anyone may register a controller (limited per IP only).
 */
export async function deleteSpentDeviceRows(db: Db, now: Date): Promise<void> {
  await db
    .delete(graphicsControllerAuthCodes)
    .where(or(isNotNull(graphicsControllerAuthCodes.usedUtc), lte(graphicsControllerAuthCodes.expiresUtc, now)));
  const silentSince = new Date(now.getTime() - ABANDONED_CONTROLLER_MS);
  await db
    .delete(graphicsControllers)
    .where(
      and(
        isNull(graphicsControllers.venueId),
        lt(sql`coalesce(${graphicsControllers.lastSeenUtc}, ${graphicsControllers.createdUtc})`, silentSince),
      ),
    );
}
