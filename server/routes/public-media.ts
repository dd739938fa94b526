import * as z from 'zod';
import type { RevealMediaKind } from '../../contract/reveal.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { notFound } from '../http/http-problem.ts';
import { sendStored } from '../http/send-stored.ts';
import { assetFileToServe, ownerHasLogo, revealMediaToServe } from '../services/assets/public-media.ts';
import { isUuid } from '../services/sql-rows.ts';
import { assetFileKey, logoKey, revealMediaKey } from '../services/storage/keys.ts';
import { contentTypeOfFileName } from '../services/uploads.ts';
import { problemResponses } from './problem-responses.ts';

/** Stored names are generated: a uuid and a short extension. Anything else is not ours. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

const isStoredName = (value: string) => STORED_NAME.test(value);

/**
 * /public (docs/product.md#api-calls, Public media): logos, asset files and reveal media, without a session (the
 * Reveal site and Generation One screens load them). A file is served only when a record names it
 * under the owner of the address, so no path can reach anything else in storage. Asset files and
 * reveal media are saved under the name the person uploaded them with (Content-Disposition).
 */
export const publicMediaRoutes: ZodRoutes = async (app) => {
  // The Reveal site and screens run on other origins; helmet's same-origin default would block them.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  const notFoundResponse = problemResponses(404, 416, 503);

  app.get(
    '/clients/:clientId/logo/:logo',
    { config: { access: 'public' }, schema: { params: z.object({ clientId: z.string(), logo: z.string() }), response: notFoundResponse } },
    async (request, reply) => {
      const { clientId, logo } = request.params;
      if (!isUuid(clientId) || !isStoredName(logo)) throw notFound();
      const found = await ownerHasLogo(app.db, 'clients', clientId, logo);
      const contentType = contentTypeOfFileName(logo);
      if (!found || !contentType) throw notFound();
      return sendStored(request, reply, app.storage, logoKey('clients', clientId, logo), contentType);
    },
  );

  app.get(
    '/venues/:venueId/logo/:logo',
    { config: { access: 'public' }, schema: { params: z.object({ venueId: z.string(), logo: z.string() }), response: notFoundResponse } },
    async (request, reply) => {
      const { venueId, logo } = request.params;
      if (!isUuid(venueId) || !isStoredName(logo)) throw notFound();
      const found = await ownerHasLogo(app.db, 'venues', venueId, logo);
      const contentType = contentTypeOfFileName(logo);
      if (!found || !contentType) throw notFound();
      return sendStored(request, reply, app.storage, logoKey('venues', venueId, logo), contentType);
    },
  );

  app.get(
    '/asset-file/:fileName',
    { config: { access: 'public' }, schema: { params: z.object({ fileName: z.string() }), response: notFoundResponse } },
    async (request, reply) => {
      const { fileName } = request.params;
      if (!isStoredName(fileName)) throw notFound();
      const row = await assetFileToServe(app.db, fileName);
      if (!row) throw notFound();
      return sendStored(request, reply, app.storage, assetFileKey(fileName), row.contentType, row.originalFileName);
    },
  );

  const revealRoute = (level: 'clients' | 'venues', kind: RevealMediaKind) => {
    const param = level === 'clients' ? 'clientId' : 'venueId';
    app.get(
      `/${level}/:${param}/reveal-${kind}/:fileName`,
      { config: { access: 'public' }, schema: { params: z.object({ [param]: z.string(), fileName: z.string() }), response: notFoundResponse } },
      async (request, reply) => {
        const ownerId = request.params[param] ?? '';
        const fileName = request.params.fileName ?? '';
        if (!isUuid(ownerId) || !isStoredName(fileName)) throw notFound();
        const row = await revealMediaToServe(app.db, level, ownerId, kind, fileName);
        if (!row) throw notFound();
        return sendStored(
          request,
          reply,
          app.storage,
          revealMediaKey(level, ownerId, kind, fileName),
          row.contentType,
          row.originalFileName,
        );
      },
    );
  };
  for (const kind of ['video', 'file', 'poster', 'background'] as const) revealRoute('clients', kind);
  for (const kind of ['file', 'poster', 'background'] as const) revealRoute('venues', kind);
};
