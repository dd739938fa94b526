import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { controllerDisplaysQuery, graphicsControllerQuery } from '../../api/graphicsControllers.ts';
import { isNotFound } from '../../api/notFound.ts';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import { DisplaysView, type DisplaysList, type DisplaysLoad } from '../../features/graphicsControllers/DisplaysView.tsx';

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

  let load: DisplaysLoad;
  if (controller.isPending) load = { status: 'loading' };
  else if (controller.isError) load = isNotFound(controller.error) ? { status: 'notFound' } : { status: 'error' };
  else if (misplaced || isNotFound(displays.error)) load = { status: 'notFound' };
  else {
    const list: DisplaysList = displays.isPending
      ? { status: 'loading' }
      : displays.isError
        ? { status: 'error' }
        : { status: 'ready', items: displays.data };
    load = { status: 'ready', controller: controller.data, displays: list };
  }

  return (
    <DisplaysView clientId={clientId} venueId={venueId} load={load} />
  );
}
