import type { FastifyReply } from 'fastify';
import * as z from 'zod';
import { DEFAULT_SCREENSHOT_INTERVAL_MINUTES } from '../../contract/fleet/screenshots.ts';
import { screenshotHistorySchema, venueScreenshotsSchema } from '../../contract/fleetScreenshots.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import type { IdentityRow } from '../services/identities/identities.ts';
import { fleetClockAt, findFleetDisplay } from '../services/fleet/fleet-list.ts';
import { findScreenshot, listScreenshots, screenshotContextOf, toScreenshotRef, venueScreenshots } from '../services/fleet/screenshots.ts';
import { notFound } from '../http/http-problem.ts';
import { scopeFor } from '../access/scope.ts';
import { isUuid } from '../services/sql-rows.ts';
import { problemResponses } from './problem-responses.ts';

const displayParamsSchema = z.object({ displayId: z.string() });
const screenshotParamsSchema = z.object({ displayId: z.string(), screenshotId: z.string() });
const venueParamsSchema = z.object({ venueId: z.string() });

/** A screenshot never changes (a new one has a new id): this browser keeps it for good; no shared cache does. */
const SCREENSHOT_CACHE = 'private, max-age=31536000, immutable';

/**
 * /api/fleet screenshots: a display's kept screenshots and each image by its id, and a
 * venue's displays with their latest. Admins see all, a client user its own client's: any other
 * (or a malformed id) is 404.
 */
export const fleetScreenshotRoutes: ZodRoutes = async (app) => {
  const visibleDisplay = async (identity: IdentityRow | null, displayId: string) => {
    const row = identity && isUuid(displayId) ? await findFleetDisplay(app.db, scopeFor(identity), displayId, fleetClockAt(app.now(), app.config)) : null;
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/displays/:displayId/screenshots',
    {
      config: { access: 'fleet.read' },
      schema: { params: displayParamsSchema, response: { 200: screenshotHistorySchema, ...problemResponses(401, 404) } },
    },
    async (request, reply) => {
      const display = await visibleDisplay(request.identity, request.params.displayId);
      const [rows, context] = await Promise.all([listScreenshots(app.db, display.id), screenshotContextOf(app.db, display.id)]);
      reply.header('cache-control', 'no-store');
      return {
        items: rows.map((row) => ({ ...toScreenshotRef(row), sizeBytes: row.size_bytes })),
        intervalMinutes: context?.intervalMinutes ?? DEFAULT_SCREENSHOT_INTERVAL_MINUTES,
      };
    },
  );

  app.get(
    '/displays/:displayId/screenshots/:screenshotId',
    {
      config: { access: 'fleet.read' },
      schema: { params: screenshotParamsSchema, response: problemResponses(401, 404, 503) },
    },
    async (request, reply) => {
      const display = await visibleDisplay(request.identity, request.params.displayId);
      const { screenshotId } = request.params;
      const row = isUuid(screenshotId) ? await findScreenshot(app.db, display.id, screenshotId) : null;
      const stored = row ? await app.storage.get(row.storage_key) : null;
      if (!row || !stored) throw notFound();
      // The bytes themselves: sent as a stream, outside the JSON answers the schema types.
      return (reply as FastifyReply)
        .header('content-type', row.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', SCREENSHOT_CACHE)
        .header('content-length', String(stored.sizeBytes))
        .send(stored.stream);
    },
  );

  app.get(
    '/venues/:venueId/screenshots',
    {
      config: { access: 'fleet.read' },
      schema: { params: venueParamsSchema, response: { 200: venueScreenshotsSchema, ...problemResponses(401, 404) } },
    },
    async (request, reply) => {
      const { venueId } = request.params;
      const answer = request.identity && isUuid(venueId) ? await venueScreenshots(app.db, scopeFor(request.identity), venueId) : null;
      if (!answer) throw notFound();
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );
};
