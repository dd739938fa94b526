import type { Socket } from 'node:net';
import * as z from 'zod';
import { displayListSchema, reportDisplaysRequestSchema } from '../../contract/displays.ts';
import { graphicsControllerSchema, graphicsControllerSelfSchema } from '../../contract/graphicsControllers.ts';
import { deviceDayQuerySchema, deviceDaySchema } from '../../contract/deviceDay.ts';
import { COMMANDS_WAITING_HEADER } from '../../contract/fleet/commands.ts';
import { layoutTreeSchema } from '../../contract/layout/tree.ts';
import type { DeviceController } from '../plugins/device-auth.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { deviceDay } from '../device/services/day.ts';
import type { Wait } from '../device/services/keyed-waiters.ts';
import { commandsForDay } from '../services/fleet/commands.ts';
import { findControllerDisplay } from '../services/assets/display-assets.ts';
import { listControllerDisplays, removeDisplayScreenshots, replaceDisplays } from '../services/displays/displays.ts';
import { findSelf, findVisibleController } from '../services/displays/graphics-controllers.ts';
import { notFound, unauthorized } from '../http/http-problem.ts';
import { scopeFor } from '../access/scope.ts';
import { isUuid } from '../services/sql-rows.ts';
import { sightingCutoffs } from '../services/displays/sightings.ts';
import { displayLayoutTree, layoutEtag } from '../services/assets/layout-tree.ts';
import { problemResponses } from './problem-responses.ts';

const controllerParamsSchema = z.object({ graphicsControllerId: z.string() });
const ownDisplayParamsSchema = z.object({ displayId: z.string() });

/** The access hook let only a device through, so the request has its controller. */
function deviceOf(request: { graphicsController: DeviceController | null }): DeviceController {
  if (request.graphicsController === null) throw unauthorized();
  return request.graphicsController;
}

/**
 * /api/graphicscontroller: `/self...` for the device with its token (docs/decisions.md#generation-one), `/{id}...` for
 * portal users (docs/product.md#api-calls). The static `self` segment wins over `:graphicsControllerId` in routing,
 * and each side's hook turns the other side's token away with 401.
 */
export const graphicsControllerRoutes: ZodRoutes = async (app) => {
  const cutoffs = () => sightingCutoffs(app.now(), app.config);
  const knownDays = app.knownDays;

  app.get(
    '/self',
    {
      config: { access: 'device' },
      schema: { response: { 200: graphicsControllerSelfSchema, ...problemResponses(401) } },
    },
    async (request) => {
      const device = deviceOf(request);
      const self = await findSelf(app.db, device.id, cutoffs());
      // Unlinked between the token check and now: the token is gone.
      if (!self) throw unauthorized();
      return { ...self, heartbeatSeconds: app.config.heartbeatSeconds };
    },
  );

  app.put(
    '/self/displays',
    {
      config: { access: 'device' },
      schema: {
        body: reportDisplaysRequestSchema,
        response: { 200: displayListSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) => {
      const device = deviceOf(request);
      const deletedIds = await replaceDisplays(app.db, device.id, request.body.displays, app.now());
      await removeDisplayScreenshots(app.removeStored, device.venueId, deletedIds);
      const listed = await listControllerDisplays(app.db, device.id, cutoffs());
      // A new size re-sizes every layout of the display's day; a display gone answers 404.
      await app.displaysChanged([...deletedIds, ...listed.map((display) => display.id)]);
      return listed;
    },
  );

  /**
   * What one of the device's own displays draws, as one tree (contract/layout/tree.ts). Answered
   * with an ETag: a player polling with If-None-Match gets 304 and no body until something changes.
   * Another device's display, or one that is gone, is 404.
   */
  app.get(
    '/self/displays/:displayId/layout',
    {
      config: { access: 'device' },
      schema: { params: ownDisplayParamsSchema, response: { 200: layoutTreeSchema, 304: z.undefined(), ...problemResponses(401, 404) } },
    },
    async (request, reply) => {
      const device = deviceOf(request);
      const { displayId } = request.params;
      const display = isUuid(displayId) ? await findControllerDisplay(app.db, device.id, displayId) : null;
      if (!display) throw notFound();
      const tree = await displayLayoutTree(app.db, display);
      const etag = layoutEtag(tree);
      // Revalidate on every poll; never serve a stored copy without asking.
      reply.header('cache-control', 'no-cache').header('etag', etag);
      const known = request.headers['if-none-match'];
      if (known !== undefined && known.split(',').some((tag) => tag.trim() === etag)) {
        return reply.code(304).send(undefined);
      }
      return tree;
    },
  );

  /**
   * The display's next 7 days for the player to resolve by itself (contract/deviceDay.ts), with
   * its version as the ETag: If-None-Match answers 304 until something changes. With `waitSeconds`
   * (a long poll, at most MAX_LONG_POLL_SECONDS) an unchanged answer waits for a change first, so a change in
   * the portal reaches a connected player at once. A command sent to the display ends the wait as
   * well, and any answer says `Commands-Waiting: true` while one waits to be fetched with a report.
   */
  app.get(
    '/self/displays/:displayId/day',
    {
      config: { access: 'device' },
      schema: {
        params: ownDisplayParamsSchema,
        querystring: deviceDayQuerySchema,
        response: { 200: deviceDaySchema, 304: z.undefined(), ...problemResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const device = deviceOf(request);
      const reader = { controllerId: device.id, clientId: device.clientId, venueId: device.venueId };
      const { displayId } = request.params;
      const known = request.headers['if-none-match'];
      const isKnown = (version: string | null): version is string => version !== null && known !== undefined && known.split(',').some((tag) => tag.trim() === version);
      const unchanged = (version: string) => reply.header('cache-control', 'no-cache').header('etag', version).code(304).send(undefined);
      const waitMs = request.query.waitSeconds * 1000;
      // The connection is silent while the answer waits: past the server's idle limit (requestMs)
      // Node would close it. Node sets the limit back for the connection's next request. (An
      // injected request's socket is a stand-in without timeouts.)
      const socket = request.raw.socket as Partial<Socket> | undefined;
      if (waitMs > 0 && typeof socket?.setTimeout === 'function') socket.setTimeout(waitMs + app.config.timeouts.requestMs);
      // Listening before the first read: a change committed while it runs still wakes the wait.
      // Only a change announced to the device's client, to its venue (a takeover or an entry of
      // that venue, its hours) or to the display itself wakes it, or a command for the display
      // ("take screenshot now" within 10 s): docs/device-protocol.md#wake.
      const startWaiting = () =>
        waitMs > 0 ? [app.nextScheduleChange([device.clientId, device.venueId, displayId], waitMs), app.nextCommandFor(displayId, waitMs)] : [];
      const waitForChange = async (waits: Wait[]) => {
        try {
          await Promise.race(waits.map((wait) => wait.changed));
        } finally {
          for (const wait of waits) wait.cancel();
        }
      };

      // The player's version is still the one this process last answered and nothing was heard
      // since (services/known-days.ts): wait without reading the day, and answer 304 if the wait
      // ends with nothing heard. Checked and started in one turn: no wake can come in between.
      // Woken, it reads the day and answers at once, as a poll woken after reading does.
      let waited = false;
      if (waitMs > 0 && isUuid(displayId) && isKnown(knownDays.current(displayId, reader, app.now().getTime()))) {
        await waitForChange(startWaiting());
        const after = knownDays.current(displayId, reader, app.now().getTime());
        if (isKnown(after)) return unchanged(after);
        waited = true;
      }

      const display = isUuid(displayId) ? await findControllerDisplay(app.db, device.id, displayId) : null;
      if (!display) throw notFound();
      const waits = waited ? [] : startWaiting();
      // Kept only with no command for a report to hand over: a kept version answers without
      // `Commands-Waiting`, and a report that finds it does not look for commands.
      const read = async () => {
        const marks = knownDays.mark();
        const read = await deviceDay(app.db, display, app.now());
        const commands = await commandsForDay(app.db, display.id, app.now());
        if (read && !commands.toTake) knownDays.remember(display.id, reader, marks, { version: read.day.version, schedule: read.schedule }, app.now().getTime());
        return { day: read?.day ?? null, waitingCommands: commands.waiting };
      };
      let day;
      let waitingCommands = false;
      try {
        ({ day, waitingCommands } = await read());
        if (day && isKnown(day.version) && waits.length > 0 && !waitingCommands) {
          await waitForChange(waits);
          // Nothing heard: still the version read before the wait.
          const after = knownDays.current(display.id, reader, app.now().getTime());
          if (isKnown(after)) return unchanged(after);
          ({ day, waitingCommands } = await read());
        }
      } finally {
        for (const wait of waits) wait.cancel();
      }
      if (!day) throw notFound();
      // The player then sends its report at once, whose answer carries the commands.
      if (waitingCommands) reply.header(COMMANDS_WAITING_HEADER, 'true');
      if (isKnown(day.version)) return unchanged(day.version);
      reply.header('cache-control', 'no-cache').header('etag', day.version);
      return day;
    },
  );

  app.get(
    '/:graphicsControllerId',
    {
      config: { access: 'fleet.read' },
      schema: { params: controllerParamsSchema, response: { 200: graphicsControllerSchema, ...problemResponses(401, 404) } },
    },
    async (request) => {
      const controller = await findVisibleController(app.db, scopeFor(request.identity), request.params.graphicsControllerId, cutoffs());
      if (!controller) throw notFound();
      return controller;
    },
  );

  app.get(
    '/:graphicsControllerId/displays',
    {
      config: { access: 'fleet.read' },
      schema: { params: controllerParamsSchema, response: { 200: displayListSchema, ...problemResponses(401, 404) } },
    },
    async (request) => {
      const controller = await findVisibleController(app.db, scopeFor(request.identity), request.params.graphicsControllerId, cutoffs());
      if (!controller) throw notFound();
      return listControllerDisplays(app.db, controller.id, cutoffs());
    },
  );
};
