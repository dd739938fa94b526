import * as z from 'zod';
import { commandAckRequestSchema, displayReportAnswerSchema, displayReportRequestSchema } from '../../../contract/fleet.ts';
import { DEFAULT_SCREENSHOT_INTERVAL_MINUTES, SCREENSHOT_MAX_BYTES, screenshotContentTypes } from '../../../contract/fleet/screenshots.ts';
import { screenshotUploadAnswerSchema } from '../../../contract/fleetScreenshots.ts';
import { noContentSchema } from '../../../contract/http.ts';
import type { ZodRoutes, ZodTypeProvider } from '../../plugins/zod.ts';
import { findControllerDisplay } from '../../services/assets/display-assets.ts';
import { anyCommandToTake, commandDoneData, finishCommand, takeWaitingCommands } from '../../services/fleet/commands.ts';
import { expectedContent, expectedFromSchedule, saveReport } from '../services/heartbeat-reports.ts';
import { ownDisplayContext, saveScreenshot, sniffScreenshotType } from '../../services/fleet/screenshots.ts';
import { fileTooLarge, fileTypeNotAllowed } from '../../services/uploads.ts';
import { notFound } from '../../http/http-problem.ts';
import { isUuid } from '../../services/sql-rows.ts';
import { problemResponses } from '../../routes/problem-responses.ts';
import { deviceOf } from './device-of.ts';

const ownDisplayParamsSchema = z.object({ displayId: z.string() });
const commandParamsSchema = z.object({ displayId: z.string(), commandId: z.string() });

/**
 * The device's side of the fleet, under /api/graphicscontroller/self: each heartbeat
 * reports what the display shows and gets the commands waiting for it; the player answers each
 * command as done or failed, and uploads screenshots of what the display shows (JPEG, PNG or WebP
 * by their bytes, at most 150 KB). Another device's display, or one that is gone, is 404.
 */
export const fleetDeviceRoutes: ZodRoutes = async (app) => {
  const ownDisplay = async (controllerId: string, displayId: string) => {
    const display = isUuid(displayId) ? await findControllerDisplay(app.db, controllerId, displayId) : null;
    if (!display) throw notFound();
    return display;
  };

  app.post(
    '/self/displays/:displayId/report',
    {
      config: { access: 'device' },
      schema: {
        params: ownDisplayParamsSchema,
        body: displayReportRequestSchema,
        response: { 200: displayReportAnswerSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const device = deviceOf(request);
      const { displayId } = request.params;
      if (!isUuid(displayId)) throw notFound();
      const now = app.now();
      // The day this process last answered the display's player, if still current: what it should
      // show now without a read, and no command waits (services/known-days.ts).
      const known = app.knownDays.currentDay(displayId, { controllerId: device.id, clientId: device.clientId, venueId: device.venueId }, now.getTime());
      const expected = known ? expectedFromSchedule(known.schedule, now) : await expectedContent(app.db, displayId, now);
      const saved = await saveReport(app.db, device.id, displayId, request.body, expected, now);
      if (!saved) throw notFound();
      const commands = known === null && (await anyCommandToTake(app.db, displayId, now)) ? await app.audited((db) => takeWaitingCommands(db, displayId, now)) : [];
      return { commands, screenshotIntervalMinutes: saved.intervalMinutes ?? DEFAULT_SCREENSHOT_INTERVAL_MINUTES };
    },
  );

  app.post(
    '/self/displays/:displayId/commands/:commandId',
    {
      config: { access: 'device' },
      schema: {
        params: commandParamsSchema,
        body: commandAckRequestSchema,
        response: { 204: noContentSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const device = deviceOf(request);
      const display = await ownDisplay(device.id, request.params.displayId);
      const { commandId } = request.params;
      if (!isUuid(commandId)) throw notFound();
      const now = app.now();
      const result = await app.audited(async (db) => {
        const finished = await finishCommand(db, display.id, commandId, request.body.state, request.body.error ?? null, now);
        // Announced with the answer that finishes it, in its transaction: once, however often the player retries.
        if (finished.outcome === 'finished') await app.webhooks.emit('command.done', commandDoneData(finished.command, now), db);
        return finished;
      });
      if (result.outcome === 'missing') throw notFound();
      if (result.outcome === 'finished') app.webhooks.queue.nudge();
      return reply.code(204).send(undefined);
    },
  );

  // The screenshot's bytes as the body (any Content-Type: the type is read from the bytes), in a
  // scope of its own so the other device routes keep taking JSON only.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: SCREENSHOT_MAX_BYTES }, (_request, body, done) => done(null, body));
    uploads.post(
      '/self/displays/:displayId/screenshots',
      {
        // The player sends image/jpeg; any type is read from the bytes.
        config: { access: 'device', rawUploadTypes: screenshotContentTypes },
        schema: {
          params: ownDisplayParamsSchema,
          response: { 201: screenshotUploadAnswerSchema, ...problemResponses(400, 401, 404, 413, 415, 503) },
        },
      },
      async (request, reply) => {
        const device = deviceOf(request);
        const display = isUuid(request.params.displayId) ? await ownDisplayContext(app.db, device.id, request.params.displayId) : null;
        // Not this device's, or on no venue (no folder for it): 404.
        if (!display || display.venueId === null) throw notFound();
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        // The parser's limit answers a longer body with 413 before it is read whole; this keeps the rule in one place.
        if (bytes.length > SCREENSHOT_MAX_BYTES) throw fileTooLarge();
        const contentType = await sniffScreenshotType(bytes);
        if (contentType === null) throw fileTypeNotAllowed();
        const saved = await saveScreenshot(app, { displayId: display.displayId, venueId: display.venueId }, bytes, contentType, app.now());
        return reply.code(201).send(saved);
      },
    );
  });
};
