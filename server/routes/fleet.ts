import * as z from 'zod';
import { fleetDisplayDetailSchema, fleetListQuerySchema, fleetListSchema, sendCommandAnswerSchema, sendCommandRequestSchema } from '../../contract/fleet.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { latestCommands, sendCommands, toCommand } from '../services/fleet/commands.ts';
import { findFleetDisplay, fleetFilterVisible, listFleet, toFleetDisplay, type FleetClock } from '../services/fleet/fleet-list.ts';
import { notFound } from '../services/http-problem.ts';
import { scopeFor } from '../services/scope.ts';
import { sightingCutoffs } from '../services/sightings.ts';
import { isUuid } from '../services/sql-rows.ts';
import { problemResponses } from './problem-responses.ts';

const displayParamsSchema = z.object({ displayId: z.string() });

/**
 * /api/fleet (issue 22): every display a person may see with what it shows and whether it is out
 * of date, filtered, searched and sorted (admins: all; a client user: its own client's, 404 for
 * any other display, or a client or venue filter naming another client's), and commands to
 * displays or a whole venue. Client users may command their own displays: reloading a stuck
 * screen of one's own venue is the point of the page.
 */
export const fleetRoutes: ZodRoutes = async (app) => {
  const clock = (): FleetClock => {
    const now = app.now();
    return { now, heartbeatSeconds: app.config.heartbeatSeconds, cutoffs: sightingCutoffs(now, app.config) };
  };

  app.get(
    '/displays',
    {
      onRequest: app.requireIdentity,
      schema: { querystring: fleetListQuerySchema, response: { 200: fleetListSchema, ...problemResponses(400, 401, 404) } },
    },
    async (request) => {
      const scope = scopeFor(request.identity);
      // Another client's (or an unknown) client or venue is 404, as the schedules list answers.
      if (!(await fleetFilterVisible(app.db, scope, request.query))) throw notFound();
      return listFleet(app.db, scope, request.query, clock());
    },
  );

  app.get(
    '/displays/:displayId',
    {
      onRequest: app.requireIdentity,
      schema: { params: displayParamsSchema, response: { 200: fleetDisplayDetailSchema, ...problemResponses(401, 404) } },
    },
    async (request) => {
      const { displayId } = request.params;
      const now = clock();
      const row = isUuid(displayId) ? await findFleetDisplay(app.db, scopeFor(request.identity), displayId, now) : null;
      if (!row) throw notFound();
      const commands = await latestCommands(app.db, row.id);
      return {
        ...toFleetDisplay(row, now),
        cacheBytes: row.cache_bytes === null ? null : Number(row.cache_bytes),
        lastMediaError:
          row.last_media_error === null || row.last_media_error_utc === null
            ? null
            : { message: row.last_media_error, atUtc: new Date(row.last_media_error_utc).toISOString() },
        commands: commands.map((command) => toCommand(command, now.now)),
      };
    },
  );

  app.post(
    '/commands',
    {
      onRequest: app.requireIdentity,
      schema: { body: sendCommandRequestSchema, response: { 201: sendCommandAnswerSchema, ...problemResponses(400, 401, 404) } },
    },
    async (request, reply) => {
      const items = await app.audited((db) => sendCommands(db, scopeFor(request.identity), request.body, app.now()));
      return reply.code(201).send({ items, total: items.length });
    },
  );
};
