import * as z from 'zod';
import {
  clientRevealSettingsSchema,
  revealSettingsRequestSchema,
  venueRevealSettingsSchema,
} from '../../contract/reveal.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { validationProblem } from '../http/http-problem.ts';
import { visibleClient, visibleVenue } from '../access/owners.ts';
import { scopeFor } from '../access/scope.ts';
import { clientDisplayMode, saveClientDisplayMode, saveVenueDisplayMode, venueSettings } from '../services/branding/reveal-settings.ts';
import { problemResponses } from './problem-responses.ts';

/** GET and PUT /api/clients/{clientId}/reveal-settings (docs/product.md#api-calls): displayMode Light, Dark or null. */
export const clientRevealSettingsRoutes: ZodRoutes = async (app) => {
  const params = z.object({ clientId: z.string() });

  app.get(
    '/:clientId/reveal-settings',
    {
      config: { access: 'clients.read' },
      schema: { params, response: { 200: clientRevealSettingsSchema, ...problemResponses(401, 404) } },
    },
    async (request) => {
      const { clientId } = await visibleClient(app.db, scopeFor(request.identity), request.params.clientId);
      return { displayMode: await clientDisplayMode(app.db, clientId) };
    },
  );

  app.put(
    '/:clientId/reveal-settings',
    {
      config: { access: 'clients.edit' },
      // The body is checked in the handler, after the tenant check (docs/decisions.md#who-may-do-what: 404 first).
      schema: { params, response: { 200: clientRevealSettingsSchema, ...problemResponses(400, 401, 404) } },
    },
    async (request) => {
      const { clientId } = await visibleClient(app.db, scopeFor(request.identity), request.params.clientId);
      const { displayMode } = parseBody(request.body);
      await saveClientDisplayMode(app.db, clientId, displayMode);
      return { displayMode };
    },
  );
};

/** GET and PUT /api/venues/{venueId}/reveal-settings: displayMode Light, Dark or null (inherit). */
export const venueRevealSettingsRoutes: ZodRoutes = async (app) => {
  const params = z.object({ venueId: z.string() });

  app.get(
    '/:venueId/reveal-settings',
    {
      config: { access: 'venues.read' },
      schema: { params, response: { 200: venueRevealSettingsSchema, ...problemResponses(401, 404) } },
    },
    async (request) => {
      const { venueId, clientId } = await visibleVenue(app.db, scopeFor(request.identity), request.params.venueId);
      return venueSettings(app.db, venueId, clientId);
    },
  );

  app.put(
    '/:venueId/reveal-settings',
    {
      config: { access: 'venues.edit' },
      schema: { params, response: { 200: venueRevealSettingsSchema, ...problemResponses(400, 401, 404) } },
    },
    async (request) => {
      const { venueId, clientId } = await visibleVenue(app.db, scopeFor(request.identity), request.params.venueId);
      const { displayMode } = parseBody(request.body);
      await saveVenueDisplayMode(app.db, venueId, displayMode);
      return venueSettings(app.db, venueId, clientId);
    },
  );
};

function parseBody(body: unknown) {
  const result = revealSettingsRequestSchema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    (errors[key] ??= []).push(issue.message);
  }
  throw validationProblem(errors);
}
