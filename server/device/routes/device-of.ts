import type { DeviceController } from '../../plugins/device-auth.ts';
import { unauthorized } from '../../http/http-problem.ts';

/** The access hook let only a device through, so the request has its controller. */
export function deviceOf(request: { graphicsController: DeviceController | null }): DeviceController {
  if (request.graphicsController === null) throw unauthorized();
  return request.graphicsController;
}
