import * as z from 'zod';
import { displayZoneRequestSchema } from '../../contract/compliance.ts';
import { displaySchema } from '../../contract/displays.ts';
import { layoutTreeSchema } from '../../contract/layout/tree.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { findVisibleDisplay as findVisibleDisplayRow } from '../services/assets/display-assets.ts';
import { findVisibleDisplay, setDisplayZone } from '../services/displays/displays.ts';
import { targetsAudience } from '../device/services/schedule-change-audience.ts';
import { displayLayoutTree } from '../services/assets/layout-tree.ts';
import { notFound } from '../http/http-problem.ts';
import { scopeFor } from '../access/scope.ts';
import { isUuid } from '../services/sql-rows.ts';
import { sightingCutoffs } from '../services/displays/sightings.ts';
import { displaysAwaitingApproval } from '../services/approvals/awaiting-approval.ts';
import { problemResponses } from './problem-responses.ts';

/** GET /api/display/{id} (docs/product.md#api-calls): a display of a controller on a venue the caller may see. */
export const displayRoutes: ZodRoutes = async (app) => {
  app.get(
    '/:id',
    {
      config: { access: 'fleet.read' },
      schema: { params: z.object({ id: z.string() }), response: { 200: displaySchema, ...problemResponses(401, 404) } },
    },
    async (request) => {
      const cutoffs = sightingCutoffs(app.now(), app.config);
      const display = await findVisibleDisplay(app.db, scopeFor(request.identity), request.params.id, cutoffs);
      if (!display) throw notFound();
      // A layout its schedule shows has a newer version waiting (docs/compliance.md#approval).
      const awaiting = await displaysAwaitingApproval(app.db, [display.id], app.now());
      return { ...display, awaitingApproval: awaiting.has(display.id) };
    },
  );

  /**
   * GET /api/display/{id}/layout: what the display shows, as the one tree the player draws
   * (contract/layout/tree.ts), read-only for anyone who may see the display; a client user opening a
   * display sees this preview, since only an Admin may edit its layout (docs/decisions.md#who-may-do-what).
   */
  app.get(
    '/:id/layout',
    {
      config: { access: 'fleet.read' },
      schema: { params: z.object({ id: z.string() }), response: { 200: layoutTreeSchema, ...problemResponses(401, 404) } },
    },
    async (request) => {
      const { id } = request.params;
      const display = isUuid(id) ? await findVisibleDisplayRow(app.db, scopeFor(request.identity), id) : null;
      if (!display) throw notFound();
      return displayLayoutTree(app.db, display);
    },
  );

  /**
   * PUT /api/display/{id}/zone (admins): where the screen hangs (docs/compliance.md). Audited by the
   * displays trigger; wakes its players, since the zone decides what the resolver lets it show.
   * Entries the new zone forbids are kept, and skipped on this screen.
   */
  app.put(
    '/:id/zone',
    {
      config: { access: 'compliance.edit' },
      schema: { params: z.object({ id: z.string() }), body: displayZoneRequestSchema, response: { 200: displaySchema, ...problemResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id) || !(await app.audited((db) => setDisplayZone(db, id, request.body.zone, app.now())))) throw notFound();
      await app.scheduleChanged(await targetsAudience(app.db, { displayIds: [id] }));
      const display = await findVisibleDisplay(app.db, scopeFor(request.identity), id, sightingCutoffs(app.now(), app.config));
      if (!display) throw notFound();
      return display;
    },
  );
};
