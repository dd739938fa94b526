import { and, asc, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { revealMediaPath, type RevealMediaKind } from '../../../contract/reveal.ts';
import type { StoredFile } from '../../../contract/uploads.ts';
import type { Db } from '../../db/database.ts';
import { regions, revealMedia } from '../../db/schema.ts';
import type { VisibleOwner } from '../../access/owners.ts';
import { isUuid } from '../sql-rows.ts';

type MediaRow = typeof revealMedia.$inferSelect & { regionName: string | null };

/** A row in the answer shape of its kind (docs/product.md#entities), with the public path of its file. */
function toItem(row: MediaRow) {
  const kind = row.kind as RevealMediaKind;
  return {
    id: row.id,
    clientId: row.clientId,
    venueId: row.venueId,
    fileName: row.fileName,
    originalFileName: row.originalFileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    createdUtc: row.createdUtc.toISOString(),
    url: revealMediaPath(kind, row, row.fileName),
    name: row.name ?? '',
    fileType: row.fileType,
    videoType: row.videoType,
    regionId: row.regionId,
    regionName: row.regionName,
  };
}

/** The owner's own media of a kind (client: venue_id null); at venue level also the client's, inherited. */
function ownerCondition(owner: VisibleOwner, includeInherited: boolean): SQL {
  const clientLevel = and(eq(revealMedia.clientId, owner.clientId), isNull(revealMedia.venueId)) as SQL;
  if (owner.venueId === null) return clientLevel;
  const venueLevel = eq(revealMedia.venueId, owner.venueId);
  return (includeInherited ? or(venueLevel, clientLevel) : venueLevel) as SQL;
}

export async function listRevealMedia(db: Db, owner: VisibleOwner, kind: RevealMediaKind) {
  const rows = await db
    .select({ media: revealMedia, regionName: regions.name })
    .from(revealMedia)
    .leftJoin(regions, eq(regions.id, revealMedia.regionId))
    .where(and(eq(revealMedia.kind, kind), ownerCondition(owner, true)))
    // Inherited (client) items first, then the venue's own; oldest first within each.
    .orderBy(desc(isNull(revealMedia.venueId)), asc(revealMedia.createdUtc), asc(revealMedia.id));
  return rows.map((row) => toItem({ ...row.media, regionName: row.regionName }));
}

/** What a reveal upload records besides its stored file: the query parameters of docs/product.md#api-calls. */
export interface RevealMediaInput {
  name: string | null;
  fileType: string | null;
  videoType: string | null;
  regionId: string | null;
}

/**
 * Records an uploaded reveal file of the owner, in the answer shape. A region or owner deleted
 * meanwhile throws its foreign-key violation, for the route to answer.
 */
export async function addRevealMedia(db: Db, owner: VisibleOwner, kind: RevealMediaKind, input: RevealMediaInput, stored: StoredFile) {
  const [row] = await db.transaction((tx) =>
    tx
      .insert(revealMedia)
      .values({ kind, clientId: owner.clientId, venueId: owner.venueId, ...input, ...stored })
      .returning());
  if (!row) throw new Error('Insert into reveal_media returned no row.');
  const [region] = row.regionId ? await db.select({ name: regions.name }).from(regions).where(eq(regions.id, row.regionId)) : [];
  return toItem({ ...row, regionName: region?.name ?? null });
}

/**
 * Deletes one of the owner's own items of a kind, by id or by stored file name (docs/product.md#api-calls: the
 * client flow deletes by clientId and fileName); a venue cannot delete what it inherits from its
 * client. Answers the stored file name, or null when there is no such item.
 */
export async function deleteRevealMedia(db: Db, owner: VisibleOwner, kind: RevealMediaKind, fileId: string): Promise<string | null> {
  const which = isUuid(fileId) ? eq(revealMedia.id, fileId) : eq(revealMedia.fileName, fileId);
  const [row] = await db.transaction((tx) =>
    tx
      .delete(revealMedia)
      .where(and(eq(revealMedia.kind, kind), ownerCondition(owner, false), which))
      .returning({ fileName: revealMedia.fileName }));
  return row?.fileName ?? null;
}
