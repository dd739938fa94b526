import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { controllerDisplaysQuery, graphicsControllerQuery } from '../../api/graphicsControllers.ts';
import { isNotFound } from '../../api/notFound.ts';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import { DisplaysView, type DisplaysList, type DisplaysLoad } from '../../features/graphicsControllers/DisplaysView.tsx';
import { recordLoad } from '../../api/queryStatus.ts';

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** /clients/{clientId}/{venueId}/{graphicsControllerId}: the controller's displays (docs/product.md#screens). */
export function GraphicsControllerRoute() {
  const { clientId = '', venueId = '', graphicsControllerId = '' } = useParams();
  const controller = useQuery(graphicsControllerQuery(graphicsControllerId));
  const displays = useQuery({ ...controllerDisplaysQuery(graphicsControllerId), enabled: controller.isSuccess });
  const failed = controller.error ?? displays.error;
  useErrorToast(failed && !isNotFound(failed) ? failed : null, 'Error loading graphics controller');

  // Another client's controller, or one under the wrong venue in the address, is not found.
  const misplaced =
    controller.data !== undefined && !(sameId(controller.data.clientId, clientId) && sameId(controller.data.venueId, venueId));

  const record = recordLoad(controller);
  const listed = recordLoad(displays);
  let load: DisplaysLoad;
  if (record.status !== 'ready') load = record;
  else if (misplaced || listed.status === 'notFound') load = { status: 'notFound' };
  else {
    const list: DisplaysList = listed.status === 'ready' ? { status: 'ready', items: listed.data } : { status: listed.status };
    load = { status: 'ready', controller: record.data, displays: list };
  }

  return (
    <DisplaysView clientId={clientId} venueId={venueId} load={load} />
  );
}
