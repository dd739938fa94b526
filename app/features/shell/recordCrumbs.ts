import type { Client } from '../../../contract/clients.ts';
import type { GraphicsController } from '../../../contract/graphicsControllers.ts';
import type { Venue } from '../../../contract/venues.ts';
import { clientQueryLoadedOnUse, graphicsControllerQueryLoadedOnUse, venueQueryLoadedOnUse } from '../../api/recordQueries.ts';
import { dataCrumb, type CrumbRecord, type DataCrumb, type RecordCrumb } from './breadcrumbs.ts';

/**
 * How each record named by a route-table crumb is loaded and labelled (docs/product.md#signed-in-area: Clients ›
 * {client name} › {venue name} › {controller name}). Each query is the one its page runs, so the
 * name comes from the shared cache without a second call; its fetch and schema load only when the
 * crumb has to fetch, so they do not come with every page (api/recordQueries.ts).
 */
const recordLoaders: Record<CrumbRecord, (id: string, fallback: string) => DataCrumb> = {
  client: (id, fallback) => dataCrumb<Client>({ query: () => clientQueryLoadedOnUse(id), label: (client) => client.name, fallback }),
  venue: (id, fallback) => dataCrumb<Venue>({ query: () => venueQueryLoadedOnUse(id), label: (venue) => venue.name, fallback }),
  graphicsController: (id, fallback) =>
    dataCrumb<GraphicsController>({ query: () => graphicsControllerQueryLoadedOnUse(id), label: (controller) => controller.name, fallback }),
};

/** The data crumb that loads a record crumb's record, with the id from the match's params. */
export function dataCrumbOfRecord(crumb: RecordCrumb, params: Record<string, string | undefined>): DataCrumb {
  return recordLoaders[crumb.record](params[crumb.param] ?? '', crumb.fallback);
}

export function isRecordCrumb(label: unknown): label is RecordCrumb {
  return typeof label === 'object' && label !== null && 'record' in label;
}
