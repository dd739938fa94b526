import type { RouteObject } from 'react-router';
import type { Client } from '../../../contract/clients.ts';
import type { Venue } from '../../../contract/venues.ts';
import { clientQuery } from '../../api/clients.ts';
import { venueQuery } from '../../api/venues.ts';
import { adminOnly } from '../../routing/adminOnly.tsx';
import { dataCrumb } from '../authed/breadcrumbs.ts';
import { ClientRoute } from '../client/ClientRoute.tsx';
import { ClientCreateRoute } from '../clientCreate/ClientCreateRoute.tsx';
import { ClientUploadRoute } from '../clientUpload/ClientUploadRoute.tsx';
import { graphicsControllerRoute } from '../graphicsController/graphicsControllerRoutes.tsx';
import { VenueRoute } from '../venue/VenueRoute.tsx';
import { VenueCreateRoute } from '../venueCreate/VenueCreateRoute.tsx';
import { VenuesRoute } from '../venues/VenuesRoute.tsx';
import { ClientsRoute } from './ClientsRoute.tsx';

/** Breadcrumbs show names (SPEC §2.2): Clients › {client name} › {venue name}. */
const clientCrumb = dataCrumb<Client>({
  query: (params) => clientQuery(params.clientId ?? ''),
  label: (client) => client.name,
  fallback: 'Client',
});
const venueCrumb = dataCrumb<Venue>({
  query: (params) => venueQuery(params.venueId ?? ''),
  label: (venue) => venue.name,
  fallback: 'Venue',
});

/**
 * /clients, /clients/create, /clients/upload, /clients/{clientId}, /clients/{clientId}/{venueId}
 * and deeper, /venues and /venues/create (SPEC §2.3); creating and uploading are for admins only.
 */
export const clientAndVenueRoutes: RouteObject[] = [
  {
    path: 'clients',
    handle: { crumb: 'Clients' },
    children: [
      { index: true, element: <ClientsRoute /> },
      adminOnly([
        { path: 'create', handle: { crumb: 'Create Client' }, element: <ClientCreateRoute /> },
        { path: 'upload', handle: { crumb: 'Upload Clients' }, element: <ClientUploadRoute /> },
      ]),
      {
        path: ':clientId',
        handle: { crumb: clientCrumb },
        children: [
          { index: true, element: <ClientRoute /> },
          { path: ':venueId', handle: { crumb: venueCrumb }, children: [{ index: true, element: <VenueRoute /> }, graphicsControllerRoute] },
        ],
      },
    ],
  },
  {
    path: 'venues',
    handle: { crumb: 'Venues' },
    children: [
      { index: true, element: <VenuesRoute /> },
      adminOnly([{ path: 'create', handle: { crumb: 'Create Venue' }, element: <VenueCreateRoute /> }]),
    ],
  },
];
