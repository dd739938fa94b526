import { createContext, useContext } from 'react';
import type { Permission } from '../../contract/permissions.ts';

/** Whether the signed-in person holds any of the permissions (docs/permissions.md). */
export type HoldsAny = (permissions: readonly Permission[]) => boolean;

/**
 * Given by the signed-in layout, which carries the permission matrix, so that the route guards in
 * the first bundle need none of it (the sign-in page's budget, docs/decisions.md#browser-side).
 * Outside the layout nobody holds anything.
 */
export const PermissionsContext = createContext<HoldsAny>(() => false);

export function useHoldsAny(): HoldsAny {
  return useContext(PermissionsContext);
}
