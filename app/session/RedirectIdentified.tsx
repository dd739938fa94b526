import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { selectSessionStatus } from '../../machines/session.selectors.ts';
import { useSessionActor } from './SessionProvider.tsx';

/** Public pages other than /login send an identified person to / (docs/product.md#public-routes). */
export function RedirectIdentified({ children }: { children: ReactNode }) {
  const status = useSelector(useSessionActor(), selectSessionStatus);
  return status === 'signedIn' ? <Navigate to="/" replace /> : children;
}
