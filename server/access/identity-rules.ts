import { CANNOT_CHANGE_OWN_ROLE_TITLE, CLIENT_REQUIRED, type PortalRole } from '../../contract/identities.ts';
import { isAdminSide, type PersonRole } from '../../contract/permissions.ts';
import type { Db } from '../db/database.ts';
import { conflict, forbidden, notFound, validationProblem } from '../http/http-problem.ts';
import { findIdentityById, PORTAL_IDENTITY_TYPES, type IdentityRow } from '../services/identities/identities.ts';
import { isUuid } from '../services/sql-rows.ts';
import { checkedGrant } from './person-roles.ts';
import { isAdmin } from './scope.ts';

/**
 * The portal user of the address that the caller may manage: itself, or anyone for an Admin
 * (docs/permissions.md: own name, email, password). Anyone else's, or an API identity, is not found.
 */
export async function manageableIdentity(db: Db, caller: IdentityRow, id: string): Promise<IdentityRow> {
  if (!isUuid(id) || (id !== caller.id && !isAdmin(caller))) throw notFound();
  const target = await findIdentityById(db, id);
  if (!target || !PORTAL_IDENTITY_TYPES.includes(target.identityType)) throw notFound();
  return target;
}

/** A checked change of a person's role: the identity's kind, client, role and venues to save. */
export interface RoleChange {
  identityType: PortalRole;
  clientId: string | null;
  role: PersonRole;
  venueIds: string[];
}

/**
 * The role a PUT asks for, checked (server/access/person-roles.ts): null when it asks none or the
 * same. `role` wins over the older `identityType` (Admin: admin; ClientIdentity: client). Only an
 * admin changes roles (403), never its own (409: the portal could be left without one).
 */
export async function roleChange(
  db: Db,
  caller: IdentityRow,
  target: IdentityRow,
  body: { identityType?: PortalRole | undefined; clientId?: string | null | undefined; role?: PersonRole | undefined; venueIds?: string[] | undefined },
): Promise<RoleChange | null> {
  if (body.identityType === undefined && body.role === undefined) return null;
  const role: PersonRole = body.role ?? (body.identityType === 'Admin' ? 'admin' : 'client');
  const clientId = isAdminSide(role) ? null : (body.clientId === undefined ? target.clientId : body.clientId);
  const venueIds = [...new Set(body.venueIds ?? (role === target.role && clientId === target.clientId ? target.venueIds : []))].sort();
  const same = role === target.role && clientId === target.clientId && venueIds.join() === [...target.venueIds].sort().join();
  if (same) return null;
  if (!isAdmin(caller)) throw forbidden();
  if (target.id === caller.id) throw conflict(CANNOT_CHANGE_OWN_ROLE_TITLE);
  if (!isAdminSide(role) && clientId === null) throw validationProblem({ clientId: [CLIENT_REQUIRED] });
  const grant = await checkedGrant(db, { role, clientId, venueIds });
  return { ...grant, identityType: isAdminSide(role) ? 'Admin' : 'ClientIdentity' };
}
