import type { IdentityRow } from './identity-row.ts';
import type { Role } from '../../contract/permissions.ts';

/**
 * The role an identity acts in (docs/permissions.md#roles): a person's is stored on its identity
 * (admin, designer or approver for an Admin identity; client, venue-manager or viewer for a client
 * user); an external API key is a program with a role of its own. Anything else (a graphics
 * controller, a client API identity) holds no role and is refused by every permission.
 */
export function roleOf(identity: Pick<IdentityRow, 'identityType' | 'role'> | null): Role | null {
  if (identity === null) return null;
  if (identity.identityType === 'ExternalApi') return 'external-api';
  if (identity.identityType !== 'Admin' && identity.identityType !== 'ClientIdentity') return null;
  return identity.role;
}
