import type { Zone } from '../../../contract/compliance.ts';
import { Badge } from '../../../ui-kit/index.ts';
import { ZONE_UNSET_WARNING, zoneLabels } from './complianceTexts.ts';

/**
 * A screen's zone in a list (docs/compliance.md#the-model). An unset one is the warning that asks
 * for it only for those who may set it (`compliance.edit`, docs/permissions.md); anyone else reads
 * "Not set", as on the screen's Zone card: a call to do what they cannot is noise.
 */
export function ZoneLabel({ zone, canSet }: { zone: Zone; canSet: boolean }) {
  return zone === 'unassigned' && canSet ? <Badge variant="warning" wrap>{ZONE_UNSET_WARNING}</Badge> : <>{zoneLabels[zone]}</>;
}
