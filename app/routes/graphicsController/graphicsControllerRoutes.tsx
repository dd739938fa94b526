import type { RouteObject } from 'react-router';
import { permitted } from '../../routing/adminOnly.tsx';
import { lazyRoute } from '../../routing/lazyRoute.ts';
import { recordCrumb } from '../../features/shell/breadcrumbs.ts';

/** Clients › {client} › {venue} › {controller name} (docs/product.md#signed-in-area: detail pages show names). */
const controllerCrumb = recordCrumb('graphicsController', 'graphicsControllerId', 'Graphics Controller');

/**
 * /clients/{clientId}/{venueId}/{graphicsControllerId} (docs/product.md#routes), a child of the venue route.
 * Its /{displayId} child is the display asset editor, loaded with the editor's own chunk. Both read the
 * fleet (graphics controllers and displays, docs/permissions.md): a designer, who may not, is sent away.
 */
export const graphicsControllerRoute: RouteObject = permitted(['fleet.read'], [
  {
    path: ':graphicsControllerId',
    handle: { crumb: controllerCrumb },
    children: [
      { index: true, lazy: lazyRoute(() => import('./GraphicsControllerRoute.tsx'), 'GraphicsControllerRoute') },
      { path: ':displayId', handle: { crumb: 'Display' }, lazy: lazyRoute(() => import('../displayAsset/DisplayAssetRoute.tsx'), 'DisplayAssetRoute') },
    ],
  },
]);
