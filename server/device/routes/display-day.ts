import type { Socket } from 'node:net';
import * as z from 'zod';
import { deviceDayQuerySchema, deviceDaySchema } from '../../../contract/deviceDay.ts';
import { COMMANDS_WAITING_HEADER } from '../../../contract/fleet/commands.ts';
import type { ZodRoutes } from '../../plugins/zod.ts';
import { deviceDay } from '../services/day.ts';
import type { Wait } from '../services/keyed-waiters.ts';
import { isUuid } from '../../services/sql-rows.ts';
import { notFound } from '../../http/http-problem.ts';
import { problemResponses } from '../../routes/problem-responses.ts';
import { deviceOf } from './device-of.ts';

const ownDisplayParamsSchema = z.object({ displayId: z.string() });

/** GET /api/graphicscontroller/self/displays/{displayId}/day, the player's long poll (docs/device-protocol.md#day). */
export const deviceDayRoutes: ZodRoutes = async (app) => {
  const knownDays = app.knownDays;

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

      if (!isUuid(displayId)) throw notFound();
      const waits = waited ? [] : startWaiting();
      // Each read reads the display too (deviceDay): one woken by its new size reads that size.
      // Kept only with no command for a report to hand over: a kept version answers without
      // `Commands-Waiting`, and a report that finds it does not look for commands.
      const read = async () => {
        const marks = knownDays.mark();
        const read = await deviceDay(app.db, device.id, displayId, app.now(), await app.complianceSettings.get(app.db, app.now().getTime()));
        // Not the device's display (or not on a venue): not found.
        if (!read) return { day: null, waitingCommands: false };
        if (!read.commands.toTake) knownDays.remember(displayId, reader, marks, { version: read.day.version, schedule: read.schedule }, app.now().getTime());
        return { day: read.day, waitingCommands: read.commands.waiting };
      };
      let day;
      let waitingCommands = false;
      try {
        ({ day, waitingCommands } = await read());
        if (day && isKnown(day.version) && waits.length > 0 && !waitingCommands) {
          await waitForChange(waits);
          // Nothing heard: still the version read before the wait.
          const after = knownDays.current(displayId, reader, app.now().getTime());
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
};
