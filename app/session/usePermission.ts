import { useSelector } from '@xstate/react';
import type { Permission } from '../../contract/permissions.ts';
import { selectIdentity } from '../../machines/session.selectors.ts';
import { identityMay } from './rolePermissions.ts';
import { useSessionActor } from './SessionProvider.tsx';

/** Whether the signed-in person holds any of the permissions (docs/permissions.md): the one check screens make. */
export function usePermission(...permissions: Permission[]): boolean {
  const identity = useSelector(useSessionActor(), selectIdentity);
  return identityMay(identity, ...permissions);
}
