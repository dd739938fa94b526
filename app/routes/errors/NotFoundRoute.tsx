import { NotFound } from '../../../ui-kit/index.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';

/**
 * Not Found (SPEC §8) for an address no screen has: its own small chunk, since no first load needs
 * it (the sign-in page's budget is tight, DESIGN §6).
 */
export function NotFoundRoute() {
  return <NotFound renderLink={renderRouterLink} />;
}
