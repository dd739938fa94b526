import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import {
  approvalListSchema,
  approvalSettingsSchema,
  approveRequestSchema,
  layoutVersionSchema,
  rejectRequestSchema,
  type ApprovalListItem,
} from '../../contract/approvals.ts';
import { assetSchema } from '../../contract/assets.ts';
import { noContentSchema } from '../../contract/http.ts';
import { notFound, unauthorized } from '../http/http-problem.ts';
import { actorOf } from '../plugins/audit.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { approveLayout, rejectLayout, submitLayout, type Caller } from '../services/approvals/approval-decisions.ts';
import { pendingApprovals } from '../services/approvals/approval-rows.ts';
import { allLayoutsNeedApproval, saveAllLayoutsNeedApproval } from '../services/approvals/approval-settings.ts';
import { frozenVersion } from '../services/approvals/layout-versions.ts';
import { findAsset } from '../services/assets/assets.ts';
import { layoutAudience } from '../device/services/schedule-change-audience.ts';
import { isUuid } from '../services/sql-rows.ts';
import { problemResponses } from './problem-responses.ts';

const assetParamsSchema = z.object({ assetId: z.string() });

function callerOf(request: FastifyRequest): Caller {
  if (request.identity === null) throw unauthorized();
  return { actor: actorOf(request), identityId: request.identity.id };
}

/**
 * Layout approval on an asset (docs/compliance.md#approval): /api/asset/{id}/submit (designers and
 * admins), /approve and /reject (approvers and admins, never the last editor), and a version's
 * frozen layout. Each answers the asset with its new `approval`.
 */
export const assetApprovalRoutes: ZodRoutes = async (app) => {
  const answer = async (assetId: string) => {
    const asset = await findAsset(app.db, assetId);
    if (!asset) throw notFound();
    return asset;
  };

  app.post(
    '/:assetId/submit',
    {
      config: { access: 'content.edit' },
      schema: { params: assetParamsSchema, response: { 200: assetSchema, ...problemResponses(401, 403, 404, 409) } },
    },
    async (request) => {
      const { assetId } = request.params;
      if (!isUuid(assetId)) throw notFound();
      const caller = callerOf(request);
      await app.audited((db) => submitLayout(db, app.mailer, app.config.portalBaseUrl, assetId, caller));
      return answer(assetId);
    },
  );

  app.post(
    '/:assetId/approve',
    {
      config: { access: 'approvals.decide' },
      schema: { params: assetParamsSchema, body: approveRequestSchema, response: { 200: assetSchema, ...problemResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => {
      const { assetId } = request.params;
      if (!isUuid(assetId)) throw notFound();
      const caller = callerOf(request);
      await app.audited((db) => approveLayout(db, assetId, request.body.version, caller));
      // The screens whose week carries the layout (or a layout placing it) play the approved version now.
      await app.scheduleChanged(await layoutAudience(app.db, [assetId]));
      return answer(assetId);
    },
  );

  app.post(
    '/:assetId/reject',
    {
      config: { access: 'approvals.decide' },
      schema: { params: assetParamsSchema, body: rejectRequestSchema, response: { 200: assetSchema, ...problemResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => {
      const { assetId } = request.params;
      if (!isUuid(assetId)) throw notFound();
      const caller = callerOf(request);
      await app.audited((db) => rejectLayout(db, assetId, request.body.version, request.body.reason, caller));
      return answer(assetId);
    },
  );

  app.get(
    '/:assetId/versions/:version',
    {
      config: { access: 'content.read' },
      schema: {
        params: z.object({ assetId: z.string(), version: z.string() }),
        response: { 200: layoutVersionSchema, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { assetId } = request.params;
      const version = /^[1-9]\d{0,8}$/.test(request.params.version) ? Number(request.params.version) : null;
      if (!isUuid(assetId) || version === null) throw notFound();
      const frozen = await frozenVersion(app.db, assetId, version);
      if (!frozen) throw notFound();
      return { assetId, version, frozenUtc: frozen.frozenUtc.toISOString(), layout: frozen.layout };
    },
  );
};

/** GET /api/approvals: the layouts whose version waits for a decision, oldest submission first. */
export const approvalListRoutes: ZodRoutes = async (app) => {
  app.get(
    '/',
    { config: { access: 'approvals.decide' }, schema: { response: { 200: approvalListSchema, ...problemResponses(401, 403) } } },
    async (request): Promise<ApprovalListItem[]> => {
      const caller = callerOf(request);
      return (await pendingApprovals(app.db)).map((row) => ({
        assetId: row.assetId,
        name: row.name,
        category: row.category as ApprovalListItem['category'],
        version: row.version,
        approvedVersion: row.approvedVersion,
        submittedBy: row.submittedBy ?? { id: '', name: 'A deleted user' },
        submittedUtc: (row.submittedUtc ?? new Date(0)).toISOString(),
        canDecide: row.lastEditorId !== caller.identityId,
      }));
    },
  );
};

/**
 * /api/compliance/approval-settings: "all layouts need approval", read by whoever reads the rule
 * sets, changed by admins (audited); a change wakes every player, since it changes what may play.
 */
export const approvalSettingsRoutes: ZodRoutes = async (app) => {
  app.get(
    '/approval-settings',
    { config: { access: 'compliance.read' }, schema: { response: { 200: approvalSettingsSchema, ...problemResponses(401, 403) } } },
    async () => ({ allLayoutsNeedApproval: await allLayoutsNeedApproval(app.db) }),
  );

  app.put(
    '/approval-settings',
    {
      config: { access: 'compliance.edit' },
      schema: { body: approvalSettingsSchema, response: { 204: noContentSchema, ...problemResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      await app.audited((db) => saveAllLayoutsNeedApproval(db, request.body.allLayoutsNeedApproval));
      await app.scheduleChanged('all');
      return reply.code(204).send();
    },
  );
};
