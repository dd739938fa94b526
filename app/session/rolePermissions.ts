import type { CurrentIdentity } from '../../contract/identities.ts';
import { may, type Permission } from '../../contract/permissions.ts';

/**
 * Whether the signed-in person holds any of the permissions: the browser asks the server's own
 * matrix (docs/permissions.md) before it shows a screen or a control, so no button answers 403.
 * Without an identity or a role, nothing.
 */
export function identityMay(identity: Pick<CurrentIdentity, 'role'> | null, ...permissions: Permission[]): boolean {
  const role = identity?.role ?? null;
  return role !== null && permissions.some((permission) => may(role, permission));
}
