import * as z from 'zod';
import { fleetDisplayDetailSchema, fleetListQuerySchema, fleetListSchema, sendCommandAnswerSchema, sendCommandRequestSchema } from '../../contract/fleet.ts';
import { DEFAULT_SCREENSHOT_INTERVAL_MINUTES } from '../../contract/fleet/screenshots.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { latestCommands, sendCommands, toCommand } from '../services/fleet/commands.ts';
import { findFleetDisplay, fleetClockAt, fleetFilterVisible, listFleet, toFleetDisplay, type FleetClock } from '../services/fleet/fleet-list.ts';
import { notFound } from '../http/http-problem.ts';
import { scopeFor } from '../access/scope.ts';
import { isUuid } from '../services/sql-rows.ts';
import { screenshotContextOf, withLatestScreenshots } from '../services/fleet/screenshots.ts';
import { displaysAwaitingApproval } from '../services/approvals/awaiting-approval.ts';
import { problemResponses } from './problem-responses.ts';

const displayParamsSchema = z.object({ displayId: z.string() });

/**
 * /api/fleet: every display a person may see with what it shows and whether it is out
 * of date, filtered, searched and sorted (admins: all; a client user: its own client's, 404 for
 * any other display, or a client or venue filter naming another client's), and commands to
 * displays or a whole venue. Client users may command their own displays: reloading a stuck
 * screen of one's own venue is the point of the page. Screenshots: ./fleet-screenshots.ts.
 */
export const fleetRoutes: ZodRoutes = async (app) => {
  const clock = (): FleetClock => fleetClockAt(app.now(), app.config);

  app.get(
    '/displays',
    {
      config: { access: 'fleet.read' },
      schema: { querystring: fleetListQuerySchema, response: { 200: fleetListSchema, ...problemResponses(400, 401, 404) } },
    },
    async (request) => {
      const scope = scopeFor(request.identity);
      // Another client's (or an unknown) client or venue is 404, as the schedules list answers.
      if (!(await fleetFilterVisible(app.db, scope, request.query))) throw notFound();
      const page = await listFleet(app.db, scope, request.query, clock());
      return { ...page, items: await withLatestScreenshots(app.db, page.items) };
    },
  );

  app.get(
    '/displays/:displayId',
    {
      config: { access: 'fleet.read' },
      schema: { params: displayParamsSchema, response: { 200: fleetDisplayDetailSchema, ...problemResponses(401, 404) } },
    },
    async (request) => {
      const { displayId } = request.params;
      const now = clock();
      const row = isUuid(displayId) ? await findFleetDisplay(app.db, scopeFor(request.identity), displayId, now) : null;
      if (!row) throw notFound();
      const commands = await latestCommands(app.db, row.id);
      const awaiting = await displaysAwaitingApproval(app.db, [row.id], now.now);
      const [withScreenshot] = await withLatestScreenshots(app.db, [{ ...toFleetDisplay(row, now), awaitingApproval: awaiting.has(row.id) }]);
      const screenshots = await screenshotContextOf(app.db, row.id);
      return {
        ...withScreenshot!,
        screenshotIntervalMinutes: screenshots?.intervalMinutes ?? DEFAULT_SCREENSHOT_INTERVAL_MINUTES,
        cacheBytes: row.cache_bytes === null ? null : Number(row.cache_bytes),
        playsDropped: row.plays_dropped ?? 0,
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
      config: { access: 'fleet.edit' },
      schema: { body: sendCommandRequestSchema, response: { 201: sendCommandAnswerSchema, ...problemResponses(400, 401, 404) } },
    },
    async (request, reply) => {
      const items = await app.audited((db) => sendCommands(db, scopeFor(request.identity), request.body, app.now()));
      // After the commit: the displays' long polls end and their players fetch the commands.
      await app.commandsSent(items.map((item) => item.displayId));
      return reply.code(201).send({ items, total: items.length });
    },
  );
};
