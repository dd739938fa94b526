import { CANNOT_CHANGE_OWN_ROLE_TITLE, CLIENT_REQUIRED, type PortalRole } from '../../contract/identities.ts';
import { messages } from '../../contract/messages.ts';
import type { Db } from '../db/database.ts';
import { conflict, forbidden, notFound, validationProblem } from '../http/http-problem.ts';
import { clientName } from '../services/clients.ts';
import { findIdentityById, PORTAL_IDENTITY_TYPES, type IdentityRow } from '../services/identities.ts';
import { isUuid } from '../services/sql-rows.ts';
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

/**
 * The role a PUT asks for, checked: null when it asks none or the same. Only an Admin
 * changes roles (403), never its own (409: the portal could be left without one), and a client
 * user needs an existing client (400 on clientId).
 */
export async function roleChange(
  db: Db,
  caller: IdentityRow,
  target: IdentityRow,
  body: { identityType?: PortalRole | undefined; clientId?: string | null | undefined },
): Promise<{ identityType: PortalRole; clientId: string | null } | null> {
  if (body.identityType === undefined) return null;
  const clientId = body.identityType === 'Admin' ? null : (body.clientId ?? null);
  if (body.identityType === target.identityType && clientId === target.clientId) return null;
  if (!isAdmin(caller)) throw forbidden();
  if (target.id === caller.id) throw conflict(CANNOT_CHANGE_OWN_ROLE_TITLE);
  if (body.identityType === 'ClientIdentity') {
    if (clientId === null) throw validationProblem({ clientId: [CLIENT_REQUIRED] });
    if ((await clientName(db, clientId)) === null) throw validationProblem({ clientId: [messages.invalidClientId] });
  }
  return { identityType: body.identityType, clientId };
}
