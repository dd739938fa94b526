import { zones, type Zone } from '../../../contract/compliance.ts';
import { deviceStatuses, type DeviceStatus } from '../../../contract/deviceStatus.ts';
import { FLEET_DIRECTIONS, FLEET_SEARCH_MAX, FLEET_SORTS, type FleetDirection, type FleetSort } from '../../../contract/fleet.ts';
import { fleetFilterParams, type FleetFilter } from '../../api/fleet.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
const anId = (value: string | null) => (value !== null && UUID.test(value) ? value : undefined);

/**
 * /screens?status=&outOfDate=true&clientId=&regionId=&venueId=&inAlert=true&zone=&q=&sort=&direction=:
 * the page's view in its address, so a link reproduces it. A value the API would refuse is left
 * out (an old or hand-edited link shows the whole fleet rather than an error).
 */
export function fleetFilterFromAddress(params: URLSearchParams): FleetFilter {
  const q = params.get('q')?.trim().slice(0, FLEET_SEARCH_MAX);
  return {
    status: oneOf<DeviceStatus>(deviceStatuses, params.get('status')),
    outOfDateOnly: params.get('outOfDate') === 'true' || undefined,
    clientId: anId(params.get('clientId')),
    regionId: anId(params.get('regionId')),
    venueId: anId(params.get('venueId')),
    inAlertOnly: params.get('inAlert') === 'true' || undefined,
    zone: oneOf<Zone>(zones, params.get('zone')),
    q: q || undefined,
    sort: oneOf<FleetSort>(FLEET_SORTS, params.get('sort')),
    direction: oneOf<FleetDirection>(FLEET_DIRECTIONS, params.get('direction')),
  };
}

/** The address of a view: the same parameters as the API's, only those set. */
export function fleetAddress(filter: FleetFilter): URLSearchParams {
  return fleetFilterParams(filter);
}
