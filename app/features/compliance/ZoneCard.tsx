import styled from 'styled-components';
import { zones, type Zone } from '../../../contract/compliance.ts';
import { Badge, Card, CardContent, CardHeader, Select, vars } from '../../../ui-kit/index.ts';
import { ZONE_UNSET_HELP, ZONE_UNSET_WARNING, zoneLabels } from '../../shared/compliance/complianceTexts.ts';

const Row = styled.div`
  display: grid;
  gap: ${vars.space[8]};
  max-width: 24rem;
`;

const Warning = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[8]};
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

const zoneOptions = zones.map((value) => ({ value, label: zoneLabels[value] }));

export interface ZoneCardProps {
  zone: Zone;
  /** Admins choose the zone; everyone else reads it. */
  canEdit: boolean;
  /** The chosen zone is being saved. */
  saving: boolean;
  onZoneChange: (zone: Zone) => void;
}

/** A screen's zone (docs/compliance.md#the-model): where it can be seen from, which decides what it may show. */
export function ZoneCard({ zone, canEdit, saving, onZoneChange }: ZoneCardProps) {
  const unset = zone === 'unassigned';
  return (
    <Card>
      <CardHeader title="Zone" description="Where the screen can be seen from. The venue’s rules decide what may play in each zone." />
      <CardContent>
        <Row>
          {canEdit ? (
            <Select
              label="Zone"
              options={zoneOptions}
              value={zone}
              busy={saving}
              onValueChange={(value) => onZoneChange(value as Zone)}
              hint={saving ? 'Saving…' : undefined}
            />
          ) : (
            <p>
              <strong>{zoneLabels[zone]}</strong>
            </p>
          )}
          {/* The call to set it is for those who can; everyone else reads what an unset zone means. */}
          {unset ? (
            <Warning role="note">
              {canEdit ? <Badge variant="warning">{ZONE_UNSET_WARNING}</Badge> : null}
              {ZONE_UNSET_HELP}
            </Warning>
          ) : null}
        </Row>
      </CardContent>
    </Card>
  );
}
