import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ExternalApiIdentity } from '../../../contract/externalApi.ts';
import type { Db } from '../../db/database.ts';
import { identities } from '../../db/schema.ts';
import { identityRowColumns, type IdentityRow } from './identities.ts';
import { hashToken, newToken } from '../tokens.ts';

/** last_login_utc is refreshed at most this often, so every API call does not cost a write. */
const LAST_LOGIN_PRECISION_MS = 60 * 1000;

/** 160 random bits as lower-case hex: kept in identities.email, whose values must be lower-case. */
function newAccessKey(): string {
  return randomBytes(20).toString('hex');
}

const externalApiOnly = (id: string) => and(eq(identities.id, id), eq(identities.identityType, 'ExternalApi'));

/** Creates an external API identity; its secret is returned this once, only its SHA-256 is kept. */
export async function createExternalApiIdentity(
  db: Db,
  name: string,
  now: Date,
): Promise<{ id: string; accessKey: string; accessSecret: string }> {
  const accessKey = newAccessKey();
  const accessSecret = newToken();
  const [row] = await db
    .insert(identities)
    .values({
      name,
      email: accessKey,
      passwordHash: null,
      secretHash: hashToken(accessSecret),
      identityType: 'ExternalApi',
      createdUtc: now,
      updatedUtc: now,
    })
    .returning({ id: identities.id });
  if (!row) throw new Error('Insert into identities returned no row.');
  return { id: row.id, accessKey, accessSecret };
}

export async function listExternalApiIdentities(db: Db): Promise<ExternalApiIdentity[]> {
  const rows = await db
    .select({ id: identities.id, name: identities.name, identifier: identities.email, lastLoginUtc: identities.lastLoginUtc })
    .from(identities)
    .where(eq(identities.identityType, 'ExternalApi'))
    .orderBy(asc(identities.name), asc(identities.createdUtc));
  return rows.map((row) => ({ ...row, lastLoginUtc: row.lastLoginUtc?.toISOString() ?? null }));
}

/** Deletes it (and so any session it might hold); false when there is no such external API identity. */
export async function deleteExternalApiIdentity(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(identities).where(externalApiOnly(id)).returning({ id: identities.id });
  return deleted.length > 0;
}

/** A new secret replaces the old one at once; null when there is no such external API identity. */
export async function refreshExternalApiSecret(db: Db, id: string, now: Date): Promise<string | null> {
  const accessSecret = newToken();
  const updated = await db
    .update(identities)
    .set({ secretHash: hashToken(accessSecret), updatedUtc: now })
    .where(externalApiOnly(id))
    .returning({ id: identities.id });
  return updated.length > 0 ? accessSecret : null;
}

const BASIC = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i;

/** `Authorization: Basic base64(accessKey:accessSecret)`, or null when the header is not Basic. */
export function basicCredentials(header: string | undefined): { accessKey: string; accessSecret: string } | null {
  const encoded = header ? BASIC.exec(header)?.[1] : undefined;
  if (encoded === undefined) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { accessKey: decoded.slice(0, colon), accessSecret: decoded.slice(colon + 1) };
}

/** Compared in constant time; both are hex SHA-256 digests of equal length. */
function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

const NO_MATCH_DIGEST = hashToken('no external API identity has this');

/** The external API identity of valid Basic credentials, or null. */
export async function authenticateExternalApi(
  db: Db,
  credentials: { accessKey: string; accessSecret: string },
  now: Date,
): Promise<IdentityRow | null> {
  const accessKey = credentials.accessKey.trim().toLowerCase();
  const [row] = accessKey
    ? await db
        .select(identityRowColumns)
        .from(identities)
        .where(and(eq(identities.email, accessKey), eq(identities.identityType, 'ExternalApi')))
        .limit(1)
    : [];
  const matches = sameDigest(hashToken(credentials.accessSecret), row?.secretHash ?? NO_MATCH_DIGEST);
  if (!row || row.secretHash === null || !matches) return null;
  if (row.lastLoginUtc === null || now.getTime() - row.lastLoginUtc.getTime() >= LAST_LOGIN_PRECISION_MS) {
    await db.update(identities).set({ lastLoginUtc: now }).where(eq(identities.id, row.id));
    return { ...row, lastLoginUtc: now };
  }
  return row;
}
