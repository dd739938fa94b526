import { stringify } from 'csv-stringify/sync';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import { playReportQuerySchema, playReportSchema, type PlayReportQuery } from '../../contract/fleet/plays.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { filterOutOfScope } from '../access/play-report-filter.ts';
import { playReport } from '../services/fleet/play-reports.ts';
import { notFound } from '../http/http-problem.ts';
import { scopeFor, type Scope } from '../access/scope.ts';
import { problemResponses } from './problem-responses.ts';
import { complianceCsvColumns, complianceReportQuerySchema, complianceReportSchema, type ComplianceReportQuery } from '../../contract/complianceReport.ts';
import { reportFilterOutOfScope } from '../access/report-venue-filter.ts';
import { complianceReport } from '../services/compliance-report/report.ts';

/** Rows of a report on screen; the CSV export holds more. */
const MAX_REPORT_ROWS = 5_000;
const MAX_EXPORT_ROWS = 100_000;

/**
 * /api/reports (proof of play): plays per client, venue, display or layout, per day or
 * hour of each venue's own clock. Admins see every display; a client user its own client's, and
 * 404 for a filter naming another client's client, venue, display or display layout.
 * /api/reports/compliance: per display and local day, the responsible-gambling seconds required and
 * played and the forbidden plays (docs/compliance.md#the-compliance-report), for the displays of the
 * venues in scope (a venue-manager: its venues; 404 for a client or venue it does not see).
 */
export const reportRoutes: ZodRoutes = async (app) => {
  const checkedScope = async (request: FastifyRequest, query: PlayReportQuery): Promise<Scope> => {
    const scope = scopeFor(request.identity);
    if (await filterOutOfScope(app.db, scope, query)) throw notFound();
    return scope;
  };

  app.get(
    '/plays',
    {
      config: { access: 'reports.read' },
      schema: { querystring: playReportQuerySchema, response: { 200: playReportSchema, ...problemResponses(400, 401, 404) } },
    },
    async (request) => playReport(app.db, await checkedScope(request, request.query), request.query, MAX_REPORT_ROWS),
  );

  app.get(
    '/plays.csv',
    {
      config: { access: 'reports.read' },
      schema: { querystring: playReportQuerySchema, response: { 200: z.string(), ...problemResponses(400, 401, 404) } },
    },
    async (request, reply) => {
      const query = request.query;
      const { rows } = await playReport(app.db, await checkedScope(request, query), query, MAX_EXPORT_ROWS);
      const csv = stringify(
        rows.map((row) => [row.localDate, row.localHour ?? '', query.groupBy, row.key, row.name ?? '', row.plays, row.seconds, row.staleFallbackPlays]),
        {
          header: true,
          // Each venue's local date and hour (the hour empty per day), as on the page.
          columns: ['localDate', 'localHour', 'groupBy', 'id', 'name', 'plays', 'seconds', 'staleFallbackPlays'],
          // A cell opening with = + - @ would run as a formula in a spreadsheet: quoted as text.
          escape_formulas: true,
        },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="plays-${query.from}-${query.to}.csv"`)
        .send(csv);
    },
  );

  const complianceItems = async (request: FastifyRequest, query: ComplianceReportQuery) => {
    const scope = scopeFor(request.identity);
    if (await reportFilterOutOfScope(app.db, scope, query)) throw notFound();
    return complianceReport(app.db, scope, query);
  };

  app.get(
    '/compliance',
    {
      config: { access: 'reports.read' },
      schema: { querystring: complianceReportQuerySchema, response: { 200: complianceReportSchema, ...problemResponses(400, 401, 404) } },
    },
    async (request) => ({ items: await complianceItems(request, request.query) }),
  );

  app.get(
    '/compliance.csv',
    {
      config: { access: 'reports.read' },
      schema: { querystring: complianceReportQuerySchema, response: { 200: z.string(), ...problemResponses(400, 401, 404) } },
    },
    async (request, reply) => {
      const query = request.query;
      const items = await complianceItems(request, query);
      const csv = stringify(
        items.map((item) => complianceCsvColumns.map((column) => item[column])),
        // Formulas quoted as text, as in the plays CSV: labels and names are people's text.
        { header: true, columns: [...complianceCsvColumns], escape_formulas: true },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="compliance-${query.from}-${query.to}.csv"`)
        .send(csv);
    },
  );
};
