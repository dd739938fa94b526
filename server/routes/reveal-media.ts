import { and, asc, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import { noContentSchema } from '../../contract/http.ts';
import {
  clientRevealFileTypes,
  REVEAL_FILE_TYPE_PARAM,
  revealNameSchema,
  REVEAL_REGION_PARAM,
  REVEAL_VIDEO_TYPE_PARAM,
  revealFileListSchema,
  revealFileSchema,
  revealFileTypes,
  revealImageListSchema,
  revealImageSchema,
  revealMediaAccept,
  revealMediaFields,
  revealMediaPath,
  revealMediaPaths,
  revealMessages,
  revealNameParams,
  revealVideoListSchema,
  revealVideoSchema,
  revealVideoTypes,
  type RevealMediaKind,
} from '../../contract/reveal.ts';
import type { Db } from '../db/database.ts';
import { regions, revealMedia } from '../db/schema.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { readFormField } from '../http/form-fields.ts';
import { notFound, validationProblem } from '../http/http-problem.ts';
import { visibleClient, visibleVenue, type VisibleOwner } from '../services/owners.ts';
import { foreignKeyViolation, isUuid } from '../services/sql-rows.ts';
import { revealMediaKey } from '../services/storage/keys.ts';
import { receiveUpload } from '../services/uploads.ts';
import { problemResponses } from './problem-responses.ts';

type MediaRow = typeof revealMedia.$inferSelect & { regionName: string | null };

const requiredMessages: Record<RevealMediaKind, string> = {
  background: revealMessages.revealBackgroundRequired,
  file: revealMessages.revealFileRequired,
  poster: revealMessages.revealPosterRequired,
  video: revealMessages.revealVideoRequired,
};

const listSchemas = { background: revealImageListSchema, file: revealFileListSchema, poster: revealImageListSchema, video: revealVideoListSchema };
const itemSchemas = { background: revealImageSchema, file: revealFileSchema, poster: revealImageSchema, video: revealVideoSchema };

/** A row in the answer shape of its kind (SPEC §3), with the public path of its file. */
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

async function listMedia(db: Db, owner: VisibleOwner, kind: RevealMediaKind) {
  const rows = await db
    .select({ media: revealMedia, regionName: regions.name })
    .from(revealMedia)
    .leftJoin(regions, eq(regions.id, revealMedia.regionId))
    .where(and(eq(revealMedia.kind, kind), ownerCondition(owner, true)))
    // Inherited (client) items first, then the venue's own; oldest first within each.
    .orderBy(desc(isNull(revealMedia.venueId)), asc(revealMedia.createdUtc), asc(revealMedia.id));
  return rows.map((row) => toItem({ ...row.media, regionName: row.regionName }));
}

function queryValue(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}

interface MediaInput {
  name: string | null;
  fileType: string | null;
  videoType: string | null;
  regionId: string | null;
}

/** The query parameters of SPEC §7, checked after the tenant check; errors keyed by parameter name. */
async function readInput(db: Db, request: FastifyRequest, kind: RevealMediaKind, owner: VisibleOwner, errors: Record<string, string[]>) {
  const input: MediaInput = { name: null, fileType: null, videoType: null, regionId: null };
  if (kind !== 'file') {
    const param = revealNameParams[kind];
    input.name = readFormField(revealNameSchema, queryValue(request, param), param, errors);
  }
  if (kind === 'file') {
    const allowed: readonly string[] = owner.venueId === null ? clientRevealFileTypes : revealFileTypes;
    const fileType = queryValue(request, REVEAL_FILE_TYPE_PARAM);
    if (!allowed.includes(fileType)) errors[REVEAL_FILE_TYPE_PARAM] = [revealMessages.fileTypeRequired];
    input.fileType = fileType;
  }
  if (kind === 'video') {
    const videoType = queryValue(request, REVEAL_VIDEO_TYPE_PARAM);
    if (!(revealVideoTypes as readonly string[]).includes(videoType)) {
      errors[REVEAL_VIDEO_TYPE_PARAM] = [revealMessages.videoTypeRequired];
    }
    input.videoType = videoType;
    // 'null' or absent means Global (SPEC §5).
    const regionId = queryValue(request, REVEAL_REGION_PARAM);
    if (regionId !== '' && regionId !== 'null') {
      const [region] = isUuid(regionId)
        ? await db.select({ id: regions.id }).from(regions).where(eq(regions.id, regionId)).limit(1)
        : [];
      if (region) input.regionId = region.id;
      else errors[REVEAL_REGION_PARAM] = [revealMessages.invalidRegionId];
    }
  }
  return input;
}

/** GET, POST and DELETE of one kind of reveal media, at client or venue level (SPEC §7). */
function mediaRoutes(level: 'client' | 'venue', kind: RevealMediaKind): ZodRoutes {
  const param = level === 'client' ? 'clientId' : 'venueId';
  const ownerFolder = level === 'client' ? 'clients' : 'venues';
  const base = `/:${param}/${revealMediaPaths[kind]}`;
  const field = revealMediaFields[kind];

  return async (app) => {
    const ownerOf = (request: FastifyRequest, params: Record<string, string>) => {
      const id = params[param] ?? '';
      return level === 'client' ? visibleClient(app.db, request, id) : visibleVenue(app.db, request, id);
    };
    const ownerIdOf = (owner: VisibleOwner) => owner.venueId ?? owner.clientId;

    app.get(
      base,
      {
        onRequest: app.requireIdentity,
        schema: { params: z.object({ [param]: z.string() }), response: { 200: listSchemas[kind], ...problemResponses(401, 404) } },
      },
      async (request) => listMedia(app.db, await ownerOf(request, request.params), kind),
    );

    app.post(
      base,
      {
        onRequest: app.requireIdentity,
        config: { uploadField: field },
        schema: {
          params: z.object({ [param]: z.string() }),
          response: { 201: itemSchemas[kind], ...problemResponses(400, 401, 404, 413, 415, 503) },
        },
      },
      async (request, reply) => {
        const owner = await ownerOf(request, request.params);
        const upload = await receiveUpload(request, { field, accept: revealMediaAccept[kind] });
        try {
          const errors: Record<string, string[]> = {};
          const input = await readInput(app.db, request, kind, owner, errors);
          if (!upload.file) errors[field] = [requiredMessages[kind]];
          if (!upload.file || Object.keys(errors).length > 0) throw validationProblem(errors);
          const keyFor = (fileName: string) => revealMediaKey(ownerFolder, ownerIdOf(owner), kind, fileName);
          const stored = await upload.file.store(app.storage, keyFor);
          try {
            const [row] = await app.db.transaction((tx) =>
              tx
                .insert(revealMedia)
                .values({ kind, clientId: owner.clientId, venueId: owner.venueId, ...input, ...stored })
                .returning());
            if (!row) throw new Error('Insert into reveal_media returned no row.');
            const [region] = row.regionId
              ? await app.db.select({ name: regions.name }).from(regions).where(eq(regions.id, row.regionId))
              : [];
            return reply.code(201).send(toItem({ ...row, regionName: region?.name ?? null }));
          } catch (error) {
            await app.removeStored({ key: keyFor(stored.fileName) });
            const foreignKey = foreignKeyViolation(error);
            if (foreignKey?.includes('region_id')) throw validationProblem({ [REVEAL_REGION_PARAM]: [revealMessages.invalidRegionId] });
            // The client or venue was deleted meanwhile.
            if (foreignKey !== null) throw notFound();
            throw error;
          }
        } finally {
          await upload.discard();
        }
      },
    );

    app.delete(
      `${base}/:fileId`,
      {
        onRequest: app.requireIdentity,
        schema: {
          params: z.object({ [param]: z.string(), fileId: z.string() }),
          response: { 204: noContentSchema, ...problemResponses(401, 404) },
        },
      },
      async (request, reply) => {
        const owner = await ownerOf(request, request.params);
        const fileId = request.params.fileId ?? '';
        // By id, or by stored file name (SPEC §7: the client flow deletes by clientId and fileName).
        const which = isUuid(fileId) ? eq(revealMedia.id, fileId) : eq(revealMedia.fileName, fileId);
        // Only the owner's own items: a venue cannot delete what it inherits from its client.
        const [row] = await app.db.transaction((tx) =>
          tx
            .delete(revealMedia)
            .where(and(eq(revealMedia.kind, kind), ownerCondition(owner, false), which))
            .returning({ fileName: revealMedia.fileName }));
        if (!row) throw notFound();
        await app.removeStored({ key: revealMediaKey(ownerFolder, ownerIdOf(owner), kind, row.fileName) });
        return reply.code(204).send();
      },
    );
  };
}

/** /api/clients/{clientId}/reveal-backgrounds, -files, -posters, -videos. */
export const clientRevealMediaRoutes: ZodRoutes = async (app) => {
  for (const kind of ['background', 'file', 'poster', 'video'] as const) await app.register(mediaRoutes('client', kind));
};

/** /api/venues/{venueId}/reveal-backgrounds, -files, -posters (videos are client-level only). */
export const venueRevealMediaRoutes: ZodRoutes = async (app) => {
  for (const kind of ['background', 'file', 'poster'] as const) await app.register(mediaRoutes('venue', kind));
};
