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
  revealMediaPaths,
  revealMessages,
  revealNameParams,
  revealVideoListSchema,
  revealVideoSchema,
  revealVideoTypes,
  type RevealMediaKind,
} from '../../contract/reveal.ts';
import type { Db } from '../db/database.ts';
import { multipartRoutes } from '../plugins/multipart.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { readFormField } from '../http/form-fields.ts';
import { notFound, validationProblem } from '../http/http-problem.ts';
import { visibleClient, visibleVenue, type VisibleOwner } from '../access/owners.ts';
import { scopeFor } from '../access/scope.ts';
import { regionName } from '../services/venues/regions.ts';
import { addRevealMedia, deleteRevealMedia, listRevealMedia, type RevealMediaInput } from '../services/branding/reveal-media.ts';
import { foreignKeyViolation } from '../services/sql-rows.ts';
import { revealMediaKey } from '../services/storage/keys.ts';
import { receiveUpload } from '../services/uploads.ts';
import { problemResponses } from './problem-responses.ts';

const requiredMessages: Record<RevealMediaKind, string> = {
  background: revealMessages.revealBackgroundRequired,
  file: revealMessages.revealFileRequired,
  poster: revealMessages.revealPosterRequired,
  video: revealMessages.revealVideoRequired,
};

const listSchemas = { background: revealImageListSchema, file: revealFileListSchema, poster: revealImageListSchema, video: revealVideoListSchema };
const itemSchemas = { background: revealImageSchema, file: revealFileSchema, poster: revealImageSchema, video: revealVideoSchema };

function queryValue(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}

/** The query parameters of docs/product.md#api-calls, checked after the tenant check; errors keyed by parameter name. */
async function readInput(db: Db, request: FastifyRequest, kind: RevealMediaKind, owner: VisibleOwner, errors: Record<string, string[]>) {
  const input: RevealMediaInput = { name: null, fileType: null, videoType: null, regionId: null };
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
    // 'null' or absent means Global (docs/product.md#validation-messages).
    const regionId = queryValue(request, REVEAL_REGION_PARAM);
    if (regionId !== '' && regionId !== 'null') {
      if ((await regionName(db, regionId)) !== null) input.regionId = regionId;
      else errors[REVEAL_REGION_PARAM] = [revealMessages.invalidRegionId];
    }
  }
  return input;
}

/** GET, POST and DELETE of one kind of reveal media, at client or venue level (docs/product.md#api-calls). */
function mediaRoutes(level: 'client' | 'venue', kind: RevealMediaKind): ZodRoutes {
  const param = level === 'client' ? 'clientId' : 'venueId';
  const ownerFolder = level === 'client' ? 'clients' : 'venues';
  const base = `/:${param}/${revealMediaPaths[kind]}`;
  const field = revealMediaFields[kind];

  return async (app) => {
    const ownerOf = (request: FastifyRequest, params: Record<string, string>) => {
      const id = params[param] ?? '';
      const scope = scopeFor(request.identity);
      return level === 'client' ? visibleClient(app.db, scope, id) : visibleVenue(app.db, scope, id);
    };
    const ownerIdOf = (owner: VisibleOwner) => owner.venueId ?? owner.clientId;

    app.get(
      base,
      {
        config: { access: level === 'client' ? 'clients.read' : 'venues.read' },
        schema: { params: z.object({ [param]: z.string() }), response: { 200: listSchemas[kind], ...problemResponses(401, 404) } },
      },
      async (request) => listRevealMedia(app.db, await ownerOf(request, request.params), kind),
    );

    // The upload alone takes a multipart body (plugins/multipart.ts).
    await app.register(
      multipartRoutes(async (uploads) => {
        uploads.post(
          base,
          {
            config: { access: level === 'client' ? 'clients.edit' : 'venues.edit', uploadField: field },
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
                return reply.code(201).send(await addRevealMedia(app.db, owner, kind, input, stored));
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
      }),
    );

    app.delete(
      `${base}/:fileId`,
      {
        config: { access: level === 'client' ? 'clients.edit' : 'venues.edit' },
        schema: {
          params: z.object({ [param]: z.string(), fileId: z.string() }),
          response: { 204: noContentSchema, ...problemResponses(401, 404) },
        },
      },
      async (request, reply) => {
        const owner = await ownerOf(request, request.params);
        const fileName = await deleteRevealMedia(app.db, owner, kind, request.params.fileId ?? '');
        if (fileName === null) throw notFound();
        await app.removeStored({ key: revealMediaKey(ownerFolder, ownerIdOf(owner), kind, fileName) });
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
