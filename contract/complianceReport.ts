import * as z from 'zod';
import { zoneSchema } from './compliance.ts';
import { calendarDateSchema } from './instant.ts';

/**
 * The compliance report (docs/compliance.md#the-compliance-report): per display and local day, from
 * proof of play, whether the responsible-gambling share was met and whether anything played where
 * its category is forbidden. Small on purpose: the /compliance page loads it.
 */

export const complianceReportMessages = {
  fromInvalid: 'From must be a date (YYYY-MM-DD)',
  toInvalid: 'To must be a date (YYYY-MM-DD)',
  toBeforeFrom: 'To must be on or after From',
  rangeTooLong: 'Choose at most 93 days',
  idInvalid: 'Must be an id',
} as const;

/** The longest range one report covers (a quarter): 800 screens × 93 days is still one answer. */
export const MAX_COMPLIANCE_REPORT_DAYS = 93;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days from `from` to `to`, both included. */
export const complianceReportDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** GET /api/reports/compliance (and .csv): local dates `from` to `to`, both included, of one venue, one client or every one in scope. */
export const complianceReportQuerySchema = z
  .object({
    from: calendarDateSchema(complianceReportMessages.fromInvalid),
    to: calendarDateSchema(complianceReportMessages.toInvalid),
    clientId: z.uuid({ error: complianceReportMessages.idInvalid }).optional(),
    venueId: z.uuid({ error: complianceReportMessages.idInvalid }).optional(),
  })
  .superRefine((query, ctx) => {
    const days = complianceReportDays(query.from, query.to);
    if (days < 1) ctx.addIssue({ code: 'custom', message: complianceReportMessages.toBeforeFrom, path: ['to'] });
    else if (days > MAX_COMPLIANCE_REPORT_DAYS) ctx.addIssue({ code: 'custom', message: complianceReportMessages.rangeTooLong, path: ['to'] });
  });
export type ComplianceReportQuery = z.infer<typeof complianceReportQuerySchema>;

/**
 * - `ok`: the display reported plays that day and played at least the responsible-gambling seconds required;
 * - `short`: it reported plays but fewer responsible-gambling seconds than required;
 * - `no-data`: it reported no play at all that day, so nothing can be shown either way.
 * Forbidden plays are their own column: any is a breach whatever the status.
 */
export const complianceStatuses = ['ok', 'short', 'no-data'] as const;
export type ComplianceStatus = (typeof complianceStatuses)[number];

export const complianceReportItemSchema = z.object({
  /** The venue-local date (YYYY-MM-DD). */
  date: z.iso.date(),
  displayId: z.uuid(),
  displayLabel: z.string(),
  venueId: z.uuid(),
  venueName: z.string(),
  /** The display's zone now: the report judges each day by today's zone and rules. */
  zone: zoneSchema,
  /** Minutes the venue was open within that local day (real minutes: 23 or 25-hour days count as they ran). */
  openMinutes: z.number().int().min(0),
  /** Seconds of the responsible-gambling slots the resolver lays in those open minutes; 0 outside a mandatory zone. */
  mandatorySecondsRequired: z.number().int().min(0),
  /** Seconds of plays, started that day, of responsible-gambling layouts (or the rule's own mandatory layout). */
  mandatorySecondsPlayed: z.number().int().min(0),
  /** Plays started that day of a layout with a category the display's zone forbids under its venue's rule set. */
  forbiddenPlays: z.number().int().min(0),
  status: z.enum(complianceStatuses),
});
export type ComplianceReportItem = z.infer<typeof complianceReportItemSchema>;

/** Items by venue name, display label, then date. */
export const complianceReportSchema = z.object({ items: z.array(complianceReportItemSchema) });
export type ComplianceReport = z.infer<typeof complianceReportSchema>;

/** The CSV's columns, in order (the JSON's fields). */
export const complianceCsvColumns = [
  'date',
  'venueId',
  'venueName',
  'displayId',
  'displayLabel',
  'zone',
  'openMinutes',
  'mandatorySecondsRequired',
  'mandatorySecondsPlayed',
  'forbiddenPlays',
  'status',
] as const;
