import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, CenteredSpinner, ErrorView } from '../../../ui-kit/index.ts';
import { ChunkLoadError } from '../../routing/lazyRoute.ts';

/** Not Found is the catch-all route's own chunk; a 404 thrown elsewhere shows the same view. */
const NotFoundRoute = lazy(() => import('./NotFoundRoute.tsx').then((module) => ({ default: module.NotFoundRoute })));

/**
 * The router's error element: Not Found for a 404, else the generic error view (docs/product.md#messages). When a
 * screen's chunk failed to download, Try again loads the page afresh, which fetches it again.
 */
export function RouteErrorRoute() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<CenteredSpinner />}>
        <NotFoundRoute />
      </Suspense>
    );
  }
  const retry =
    error instanceof ChunkLoadError ? (
      <Button variant="primary" onClick={() => window.location.reload()}>
        Try again
      </Button>
    ) : null;
  return <ErrorView error={error instanceof Error ? error : new Error(String(error))} actions={retry} />;
}
