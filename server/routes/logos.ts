import * as z from 'zod';
import { noContentSchema } from '../../contract/http.ts';
import { clientLogoPath, LOGO_FIELD, logoMessages, logoResponseSchema, venueLogoPath } from '../../contract/logos.ts';
import { multipartRoutes } from '../plugins/multipart.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { clientIsVisible } from '../services/clients/clients.ts';
import { notFound, validationProblem } from '../http/http-problem.ts';
import { scopeFor } from '../access/scope.ts';
import { swapLogo } from '../services/branding/logos.ts';
import { isUuid } from '../services/sql-rows.ts';
import { logoKey, type OwnerType } from '../services/storage/keys.ts';
import { receiveUpload } from '../services/uploads.ts';
import { visibleVenueClientId } from '../services/venues/venues.ts';
import { problemResponses } from './problem-responses.ts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';

interface LogoOwner {
  owner: OwnerType;
  param: 'clientId' | 'venueId';
  /** The id of the address when the identity may see that record; else null (404). */
  visibleId(db: Db, request: FastifyRequest, id: string): Promise<string | null>;
  path(id: string, logo: string): string;
}

const clientOwner: LogoOwner = {
  owner: 'clients',
  param: 'clientId',
  visibleId: async (db, request, id) => (isUuid(id) && (await clientIsVisible(db, scopeFor(request.identity), id)) ? id : null),
  path: clientLogoPath,
};

const venueOwner: LogoOwner = {
  owner: 'venues',
  param: 'venueId',
  visibleId: async (db, request, id) =>
    isUuid(id) && (await visibleVenueClientId(db, scopeFor(request.identity), id)) !== null ? id : null,
  path: venueLogoPath,
};

/** POST and DELETE /{id}/logo of clients and venues (docs/product.md#api-calls, docs/decisions.md#who-may-do-what: Admin, or the own client). */
function logoRoutes(owner: LogoOwner): ZodRoutes {
  return async (app) => {
    const params = z.object({ [owner.param]: z.string() });
    const idOf = (request: { params: Record<string, string> }) => request.params[owner.param] ?? '';

    // The upload alone takes a multipart body (plugins/multipart.ts).
    await app.register(
      multipartRoutes(async (uploads) => {
        uploads.post(
          `/:${owner.param}/logo`,
          {
            config: { access: owner.owner === 'clients' ? 'clients.edit' : 'venues.edit', uploadField: LOGO_FIELD },
            schema: { params, response: { 200: logoResponseSchema, ...problemResponses(400, 401, 404, 413, 415, 503) } },
          },
          async (request) => {
            const id = await owner.visibleId(app.db, request, idOf(request));
            if (id === null) throw notFound();
            const upload = await receiveUpload(request, { field: LOGO_FIELD, accept: ['image'] });
            try {
              if (!upload.file) throw validationProblem({ [LOGO_FIELD]: [logoMessages.logoRequired] });
              const stored = await upload.file.store(app.storage, (fileName) => logoKey(owner.owner, id, fileName));
              const swapped = await app.audited((db) => swapLogo(db, owner.owner, id, stored.fileName));
              if (!swapped) {
                // Deleted while uploading.
                await app.removeStored({ key: logoKey(owner.owner, id, stored.fileName) });
                throw notFound();
              }
              if (swapped.previous) await app.removeStored({ key: logoKey(owner.owner, id, swapped.previous) });
              return { logo: stored.fileName, url: owner.path(id, stored.fileName) };
            } finally {
              await upload.discard();
            }
          },
        );
      }),
    );

    app.delete(
      `/:${owner.param}/logo`,
      {
        config: { access: owner.owner === 'clients' ? 'clients.edit' : 'venues.edit' },
        schema: { params, response: { 204: noContentSchema, ...problemResponses(401, 404) } },
      },
      async (request, reply) => {
        const id = await owner.visibleId(app.db, request, idOf(request));
        if (id === null) throw notFound();
        const swapped = await app.audited((db) => swapLogo(db, owner.owner, id, null));
        if (swapped?.previous) await app.removeStored({ key: logoKey(owner.owner, id, swapped.previous) });
        return reply.code(204).send();
      },
    );
  };
}

/** /api/clients/{clientId}/logo */
export const clientLogoRoutes = logoRoutes(clientOwner);
/** /api/venues/{venueId}/logo */
export const venueLogoRoutes = logoRoutes(venueOwner);
