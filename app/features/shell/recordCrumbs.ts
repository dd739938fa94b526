import type { Client } from '../../../contract/clients.ts';
import type { GraphicsController } from '../../../contract/graphicsControllers.ts';
import type { Venue } from '../../../contract/venues.ts';
import { clientQuery } from '../../api/clients.ts';
import { graphicsControllerQuery } from '../../api/graphicsControllers.ts';
import { venueQuery } from '../../api/venues.ts';
import { dataCrumb, type CrumbRecord, type DataCrumb, type RecordCrumb } from './breadcrumbs.ts';

/**
 * How each record named by a route-table crumb is loaded and labelled (docs/product.md#signed-in-area: Clients ›
 * {client name} › {venue name} › {controller name}). This sits with the signed-in layout, so the
 * queries and their schemas load with the signed-in area and never with /login. Each query is the
 * one its page runs, so the name comes from the shared cache without a second call.
 */
const recordLoaders: Record<CrumbRecord, (id: string, fallback: string) => DataCrumb> = {
  client: (id, fallback) => dataCrumb<Client>({ query: () => clientQuery(id), label: (client) => client.name, fallback }),
  venue: (id, fallback) => dataCrumb<Venue>({ query: () => venueQuery(id), label: (venue) => venue.name, fallback }),
  graphicsController: (id, fallback) =>
    dataCrumb<GraphicsController>({ query: () => graphicsControllerQuery(id), label: (controller) => controller.name, fallback }),
};

/** The data crumb that loads a record crumb's record, with the id from the match's params. */
export function dataCrumbOfRecord(crumb: RecordCrumb, params: Record<string, string | undefined>): DataCrumb {
  return recordLoaders[crumb.record](params[crumb.param] ?? '', crumb.fallback);
}

export function isRecordCrumb(label: unknown): label is RecordCrumb {
  return typeof label === 'object' && label !== null && 'record' in label;
}
