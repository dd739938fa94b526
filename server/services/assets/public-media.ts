import { and, eq, isNull } from 'drizzle-orm';
import type { RevealMediaKind } from '../../../contract/reveal.ts';
import type { Db } from '../../db/database.ts';
import { assetFiles, clients, revealMedia, venues } from '../../db/schema.ts';
import type { OwnerType } from '../storage/keys.ts';

/**
 * The records /public serves files by (docs/product.md#api-calls, Public media): a file is served only when a record
 * names it under the owner of the address, so no path can reach anything else in storage.
 */

/** Whether the client or venue has this stored logo. */
export async function ownerHasLogo(db: Db, owner: OwnerType, id: string, logo: string): Promise<boolean> {
  const table = owner === 'clients' ? clients : venues;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.logo, logo)))
    .limit(1);
  return row !== undefined;
}

/** A stored file's type and the name the person uploaded it with. */
export interface ServedFile {
  contentType: string;
  originalFileName: string;
}

export async function assetFileToServe(db: Db, fileName: string): Promise<ServedFile | null> {
  const [row] = await db
    .select({ contentType: assetFiles.contentType, originalFileName: assetFiles.originalFileName })
    .from(assetFiles)
    .where(eq(assetFiles.fileName, fileName))
    .limit(1);
  return row ?? null;
}

/** A reveal file of the owner's own (a client's: not one of its venues'). */
export async function revealMediaToServe(db: Db, owner: OwnerType, ownerId: string, kind: RevealMediaKind, fileName: string): Promise<ServedFile | null> {
  const ownedBy = owner === 'clients' ? and(eq(revealMedia.clientId, ownerId), isNull(revealMedia.venueId)) : eq(revealMedia.venueId, ownerId);
  const [row] = await db
    .select({ contentType: revealMedia.contentType, originalFileName: revealMedia.originalFileName })
    .from(revealMedia)
    .where(and(eq(revealMedia.kind, kind), eq(revealMedia.fileName, fileName), ownedBy))
    .limit(1);
  return row ?? null;
}
