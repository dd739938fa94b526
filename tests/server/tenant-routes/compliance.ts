/** Compliance settings: zones, jurisdictions and rule sets (docs/compliance.md). */
import type { ExemptRoute, TenantRoute } from './types.ts';

export const routes: TenantRoute[] = [];

const adminOnly = "Only admins change compliance settings (compliance.edit): a client user's role answers 403 for every id, before any lookup (tests/server/access/access-matrix.test.ts).";

export const exempt: ExemptRoute[] = [
  { method: 'PUT', url: '/api/display/:id/zone', reason: adminOnly },
  { method: 'PUT', url: '/api/regions/:id', reason: `${adminOnly} Regions are shared by every client.` },
  { method: 'PUT', url: '/api/compliance/rules/:jurisdiction', reason: `${adminOnly} A jurisdiction is no client's record.` },
  { method: 'POST', url: '/api/compliance/rules/:jurisdiction/restore-defaults', reason: `${adminOnly} A jurisdiction is no client's record.` },
];
