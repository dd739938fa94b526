import { useQuery } from '@tanstack/react-query';
import { fetchTwoFactorStatus, securityKeys } from '../../api/twoFactorStatus.ts';

/** Where an admin who must turn on two-factor sign-in is sent (issue 23). */
export const TWO_FACTOR_SETUP_PATH = '/settings/security';

/**
 * True when the portal requires two-factor sign-in of admins and this admin has not turned it on.
 * Asked of admins only; should the question fail, nobody is sent anywhere (the server still
 * answers everything as before: the rule is about enrolling, not about refusing requests).
 */
export function useTwoFactorSetupRequired(isAdmin: boolean): boolean {
  const status = useQuery({ queryKey: securityKeys.twoFactor, queryFn: fetchTwoFactorStatus, enabled: isAdmin, retry: false });
  return isAdmin && status.data?.setupRequired === true;
}
