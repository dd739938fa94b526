import * as z from 'zod';
import { screenshotSettingsSchema } from '../../contract/fleetScreenshots.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { clientScreenshotMinutes, setClientScreenshotMinutes } from '../services/clients/client-screenshot-settings.ts';
import { clientIsVisible } from '../services/clients/clients.ts';
import { notFound } from '../http/http-problem.ts';
import { scopeFor } from '../access/scope.ts';
import { isUuid } from '../services/sql-rows.ts';
import { problemResponses } from './problem-responses.ts';

const clientParamsSchema = z.object({ clientId: z.string() });

/**
 * /api/clients/{clientId}/screenshot-settings: how often the client's players send a
 * screenshot of what they show, in minutes (0: only on "Take screenshot now"). Everyone who sees
 * the client reads it; admins change it; players learn it with their next report's answer.
 */
export const clientScreenshotSettingsRoutes: ZodRoutes = async (app) => {
  app.get(
    '/:clientId/screenshot-settings',
    {
      config: { access: 'clients.read' },
      schema: { params: clientParamsSchema, response: { 200: screenshotSettingsSchema, ...problemResponses(401, 404) } },
    },
    async (request) => {
      const { clientId } = request.params;
      if (!isUuid(clientId) || !(await clientIsVisible(app.db, scopeFor(request.identity), clientId))) throw notFound();
      const minutes = await clientScreenshotMinutes(app.db, clientId);
      if (minutes === null) throw notFound();
      return { intervalMinutes: minutes };
    },
  );

  app.put(
    '/:clientId/screenshot-settings',
    {
      // How often screens send screenshots is storage the business pays for: a setting, admins only.
      config: { access: 'settings.edit' },
      schema: { params: clientParamsSchema, body: screenshotSettingsSchema, response: { 200: screenshotSettingsSchema, ...problemResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const { clientId } = request.params;
      if (!isUuid(clientId) || !(await clientIsVisible(app.db, scopeFor(request.identity), clientId))) throw notFound();
      const minutes = await app.audited((db) => setClientScreenshotMinutes(db, clientId, request.body.intervalMinutes, app.now()));
      if (minutes === null) throw notFound();
      return { intervalMinutes: minutes };
    },
  );
};
