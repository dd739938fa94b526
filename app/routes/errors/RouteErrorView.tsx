import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ErrorView, NotFound } from '../../../ui-kit/index.ts';
import { ChunkLoadError } from '../../routing/lazyRoute.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';

/**
 * The router's error element: Not Found for a 404, else the generic error view (SPEC §8). When a
 * screen's chunk failed to download, Try again loads the page afresh, which fetches it again.
 */
export function RouteErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound renderLink={renderRouterLink} />;
  const retry =
    error instanceof ChunkLoadError ? (
      <Button variant="primary" onClick={() => window.location.reload()}>
        Try again
      </Button>
    ) : null;
  return <ErrorView error={error instanceof Error ? error : new Error(String(error))} actions={retry} />;
}
