import type { Zone } from '../../../contract/compliance.ts';
import { Badge } from '../../../ui-kit/index.ts';
import { ZONE_UNSET_WARNING, zoneLabels } from './complianceTexts.ts';

/** A screen's zone in a list: an unset one as the warning that asks for it (docs/compliance.md#the-model). */
export function ZoneLabel({ zone }: { zone: Zone }) {
  return zone === 'unassigned' ? <Badge variant="warning">{ZONE_UNSET_WARNING}</Badge> : <>{zoneLabels[zone]}</>;
}
