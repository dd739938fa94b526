import type { ActivityFilter } from '../../contract/activity.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/http-problem.ts';
import { concernsOtherClient, filterOutsideClient } from '../services/audit/records.ts';
import type { Scope } from './scope.ts';

/**
 * The scope of an activity list or export, once its filter is checked: a client user asking for
 * another client's list, or another client's entity, venue or person, or a venue-manager asking for
 * a venue not its own, is answered 404 (docs/permissions.md); without
 * such a filter the scope alone keeps the list to its client.
 */
export async function activityScope(db: Db, scope: Scope, filter: ActivityFilter): Promise<Scope> {
  if (scope.kind !== 'client') return scope;
  if (filter.clientId !== undefined && filter.clientId !== scope.clientId) throw notFound();
  if (filter.entityId !== undefined && (await concernsOtherClient(db, scope.clientId, filter.entityId))) throw notFound();
  if (await filterOutsideClient(db, scope, filter)) throw notFound();
  return scope;
}
