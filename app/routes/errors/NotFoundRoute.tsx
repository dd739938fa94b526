import { NotFound } from '../../../ui-kit/index.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';

/**
 * Not Found (docs/product.md#messages) for an address no screen has: its own small chunk, since no first load needs
 * it (the sign-in page's budget is tight, docs/decisions.md#browser-side).
 */
export function NotFoundRoute() {
  return <NotFound renderLink={renderRouterLink} />;
}
