import type { IdentityRow } from '../services/identities.ts';
import type { Role } from '../../contract/permissions.ts';

/**
 * The role an identity acts in (docs/permissions.md). Admins and client users are the portal's
 * two original kinds of person; an external API key is a program. Anything else (a graphics
 * controller, a client API identity) holds no role and is refused by every permission.
 */
export function roleOf(identity: IdentityRow | null): Role | null {
  switch (identity?.identityType) {
    case 'Admin':
      return 'admin';
    case 'ClientIdentity':
      return 'client';
    case 'ExternalApi':
      return 'external-api';
    default:
      return null;
  }
}
