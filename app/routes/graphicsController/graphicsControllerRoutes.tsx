import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../routing/lazyRoute.ts';
import { recordCrumb } from '../authed/breadcrumbs.ts';

/** Clients › {client} › {venue} › {controller name} (docs/product.md#signed-in-area: detail pages show names). */
const controllerCrumb = recordCrumb('graphicsController', 'graphicsControllerId', 'Graphics Controller');

/**
 * /clients/{clientId}/{venueId}/{graphicsControllerId} (docs/product.md#routes), a child of the venue route.
 * Its /{displayId} child is the display asset editor, loaded with the editor's own chunk.
 */
export const graphicsControllerRoute: RouteObject = {
  path: ':graphicsControllerId',
  handle: { crumb: controllerCrumb },
  children: [
    { index: true, lazy: lazyRoute(() => import('./GraphicsControllerRoute.tsx'), 'GraphicsControllerRoute') },
    { path: ':displayId', handle: { crumb: 'Display' }, lazy: lazyRoute(() => import('../displayAsset/DisplayAssetRoute.tsx'), 'DisplayAssetRoute') },
  ],
};
