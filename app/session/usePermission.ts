import type { Permission } from '../../contract/permissions.ts';
import { useHoldsAny } from './PermissionsContext.ts';

/**
 * Whether the signed-in person holds any of the permissions (docs/permissions.md): the one check
 * screens make. The signed-in layout answers it from the matrix, so no screen's chunk carries it again.
 */
export function usePermission(...permissions: Permission[]): boolean {
  return useHoldsAny()(permissions);
}
