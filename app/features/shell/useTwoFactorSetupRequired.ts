import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onTwoFactorSetupRequired } from '../../api/twoFactorRequired.ts';
import { securityKeys, twoFactorStatusQuery } from '../../api/twoFactorStatus.ts';

/** Where an admin who must turn on two-factor sign-in is sent. */
export const TWO_FACTOR_SETUP_PATH = '/settings/security';

/**
 * True when the portal requires two-factor sign-in of admins and this admin has not turned it on.
 * Asked of admins after sign-in, and again whenever the server refuses a call for that reason (the
 * setting may be turned on while the person is signed in): the server enforces the rule, this only
 * takes the person where they can follow it.
 */
export function useTwoFactorSetupRequired(isAdmin: boolean): boolean {
  const queryClient = useQueryClient();
  const status = useQuery({ ...twoFactorStatusQuery(), enabled: isAdmin, retry: false });
  useEffect(() => onTwoFactorSetupRequired(() => void queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor })), [queryClient]);
  return isAdmin && status.data?.setupRequired === true;
}
