import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView, NotFound } from '../../../ui-kit/index.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';

/** The router's error element: Not Found for a 404, else the generic error view (SPEC §8). */
export function RouteErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound renderLink={renderRouterLink} />;
  return <ErrorView error={error instanceof Error ? error : new Error(String(error))} />;
}
