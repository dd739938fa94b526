import { queryOptions } from '@tanstack/react-query';
import { twoFactorStatusSchema } from '../../contract/twoFactor.ts';
import { request } from './client.ts';

/**
 * The signed-in person's two-factor status and the query keys of Settings → Security.
 * Apart from api/security.ts because every admin's layout asks for the status: the rest of
 * Security (enrolment, settings, sessions) stays out of every screen's first load.
 */

/** Query keys: the cards refresh each other (enrolment changes the status). */
export const securityKeys = {
  twoFactor: ['auth', 'two-factor'] as const,
  sessions: ['auth', 'sessions'] as const,
  settings: ['auth', 'security-settings'] as const,
};

/** GET /api/auth/two-factor: the signed-in person's two-factor status (the layout's nudge and Settings → Security). */
export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: securityKeys.twoFactor,
    queryFn: () => request('/api/auth/two-factor', { response: twoFactorStatusSchema }),
  });
