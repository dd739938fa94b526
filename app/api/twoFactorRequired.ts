import { TWO_FACTOR_SETUP_REQUIRED_TITLE } from '../../contract/twoFactorSetupRequired.ts';
import type { Problem } from '../../contract/problems.ts';

/**
 * The server's 403 to an admin who must turn on two-factor sign-in first: the layout
 * hears of it from any call and sends the person to enrol, as it does right after sign-in. A
 * module of its own, like unauthorized.ts, so the layout subscribes without loading the client.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function isTwoFactorSetupRequired(problem: Problem): boolean {
  return problem.status === 403 && problem.title === TWO_FACTOR_SETUP_REQUIRED_TITLE;
}

export function onTwoFactorSetupRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportTwoFactorSetupRequired(): void {
  listeners.forEach((listener) => listener());
}
