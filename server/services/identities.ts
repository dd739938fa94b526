import { eq } from 'drizzle-orm';
import type { CurrentIdentity, IdentityType } from '../../contract/identities.ts';
import type { Db } from '../db/database.ts';
import { identities } from '../db/schema.ts';

export type IdentityRow = typeof identities.$inferSelect;

/** Only these sign in to the portal with email and password; API identities use other means. */
export const PORTAL_IDENTITY_TYPES: readonly IdentityType[] = ['Admin', 'ClientIdentity'];

/** Emails are compared and stored lower-cased (the unique index relies on it). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findIdentityByEmail(db: Db, email: string): Promise<IdentityRow | null> {
  const [row] = await db.select().from(identities).where(eq(identities.email, normalizeEmail(email))).limit(1);
  return row ?? null;
}

export async function createIdentity(
  db: Db,
  input: { name: string; email: string; passwordHash: string | null; identityType: IdentityType; clientId?: string | null },
): Promise<IdentityRow> {
  const [row] = await db
    .insert(identities)
    .values({ ...input, email: normalizeEmail(input.email), clientId: input.clientId ?? null })
    .returning();
  if (!row) throw new Error('Insert into identities returned no row.');
  return row;
}

/** GET /api/identities/current: the email is the identifier (SPEC §3). */
export function toCurrentIdentity(identity: IdentityRow): CurrentIdentity {
  return {
    id: identity.id,
    name: identity.name,
    identifier: identity.email,
    identityType: identity.identityType,
    clientId: identity.clientId,
  };
}
