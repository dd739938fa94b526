import styled from 'styled-components';
import { jurisdictions, type Jurisdiction } from '../../../contract/compliance.ts';
import type { Region } from '../../../contract/regions.ts';
import { Card, CardContent, CardHeader, EmptyState, Select, vars } from '../../../ui-kit/index.ts';
import { jurisdictionLabels } from '../../shared/compliance/complianceTexts.ts';

const Fields = styled.div`
  display: grid;
  gap: ${vars.space[12]};
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
`;

const ReadOnly = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[8]} ${vars.space[16]};
  margin: 0;

  & dt {
    font-weight: ${vars.fontWeight.medium};
  }

  & dd {
    margin: 0;
  }
`;

/** A region without a jurisdiction follows the `default` rule set. */
const NONE = 'none';
const NONE_LABEL = 'None (the default rules)';
const jurisdictionOptions = [{ value: NONE, label: NONE_LABEL }, ...jurisdictions.map((value) => ({ value, label: jurisdictionLabels[value] }))];

export interface RegionJurisdictionsCardProps {
  regions: readonly Region[];
  canEdit: boolean;
  /** The region whose jurisdiction is being saved, else null. */
  savingRegionId: string | null;
  onJurisdictionChange: (regionId: string, jurisdiction: Jurisdiction | null) => void;
}

/** Each region's jurisdiction (docs/compliance.md#the-model): the rule set its venues follow. Admins choose it; approvers read it. */
export function RegionJurisdictionsCard({ regions, canEdit, savingRegionId, onJurisdictionChange }: RegionJurisdictionsCardProps) {
  return (
    <Card>
      <CardHeader title="Regions" description="A venue follows the rules of its region’s jurisdiction; a region without one follows the default rules." />
      <CardContent>
        {regions.length === 0 ? (
          <EmptyState size="sm" title="No regions" description="Venues without a region follow the default rules." />
        ) : canEdit ? (
          <Fields>
            {regions.map((region) => (
              <Select
                key={region.id}
                label={region.name}
                options={jurisdictionOptions}
                value={region.jurisdiction ?? NONE}
                busy={savingRegionId === region.id}
                hint={savingRegionId === region.id ? 'Saving…' : undefined}
                onValueChange={(value) => onJurisdictionChange(region.id, value === NONE ? null : (value as Jurisdiction))}
              />
            ))}
          </Fields>
        ) : (
          <ReadOnly aria-label="Jurisdictions of the regions">
            {regions.map((region) => (
              <div key={region.id} style={{ display: 'contents' }}>
                <dt>{region.name}</dt>
                <dd>{region.jurisdiction === null ? NONE_LABEL : jurisdictionLabels[region.jurisdiction]}</dd>
              </div>
            ))}
          </ReadOnly>
        )}
      </CardContent>
    </Card>
  );
}
