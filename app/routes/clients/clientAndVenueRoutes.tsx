import type { RouteObject } from 'react-router';
import { adminOnly } from '../../routing/adminOnly.tsx';
import { lazyRoute } from '../../routing/lazyRoute.ts';
import { recordCrumb } from '../../features/shell/breadcrumbs.ts';
import { graphicsControllerRoute } from '../graphicsController/graphicsControllerRoutes.tsx';

/** Breadcrumbs show names (docs/product.md#signed-in-area): Clients › {client name} › {venue name}. */
const clientCrumb = recordCrumb('client', 'clientId', 'Client');
const venueCrumb = recordCrumb('venue', 'venueId', 'Venue');

/**
 * /clients, /clients/create, /clients/upload, /clients/{clientId}, /clients/{clientId}/{venueId}
 * and deeper, /venues and /venues/create (docs/product.md#routes); creating and uploading are for admins only.
 */
export const clientAndVenueRoutes: RouteObject[] = [
  {
    path: 'clients',
    handle: { crumb: 'Clients' },
    children: [
      { index: true, lazy: lazyRoute(() => import('./ClientsRoute.tsx'), 'ClientsRoute') },
      adminOnly([
        { path: 'create', handle: { crumb: 'Create Client' }, lazy: lazyRoute(() => import('../clientCreate/ClientCreateRoute.tsx'), 'ClientCreateRoute') },
        { path: 'upload', handle: { crumb: 'Upload Clients' }, lazy: lazyRoute(() => import('../clientUpload/ClientUploadRoute.tsx'), 'ClientUploadRoute') },
      ]),
      {
        path: ':clientId',
        handle: { crumb: clientCrumb },
        children: [
          { index: true, lazy: lazyRoute(() => import('../client/ClientRoute.tsx'), 'ClientRoute') },
          { path: ':venueId', handle: { crumb: venueCrumb }, children: [{ index: true, lazy: lazyRoute(() => import('../venue/VenueRoute.tsx'), 'VenueRoute') }, graphicsControllerRoute] },
        ],
      },
    ],
  },
  {
    path: 'venues',
    handle: { crumb: 'Venues' },
    children: [
      { index: true, lazy: lazyRoute(() => import('../venues/VenuesRoute.tsx'), 'VenuesRoute') },
      adminOnly([
        { path: 'create', handle: { crumb: 'Create Venue' }, lazy: lazyRoute(() => import('../venueCreate/VenueCreateRoute.tsx'), 'VenueCreateRoute') },
      ]),
    ],
  },
];
