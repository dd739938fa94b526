import styled from 'styled-components';
import type { Venue } from '../../../contract/venues.ts';
import { Button, Card, CardContent, CardHeader, vars } from '../../../ui-kit/index.ts';

export interface VenueSettingsCardProps {
  venue: Pick<Venue, 'name' | 'gmv' | 'regionName'>;
  /** Opens the edit dialog; without it there is no Edit button (a role without venues.edit). */
  onEdit?: (() => void) | undefined;
}

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[8]} ${vars.space[24]};
  margin: 0;

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }

  dd {
    margin: 0;
    font-weight: ${vars.fontWeight.medium};
  }
`;

/** docs/product.md#screens venue page: the Settings card (name, GMV, region, edit). */
export function VenueSettingsCard({ venue, onEdit }: VenueSettingsCardProps) {
  return (
    <Card>
      <CardHeader
        title="Settings"
        actions={
          onEdit ? (
            <Button variant="outline" size="sm" onClick={onEdit} aria-label="Edit venue details">
              Edit
            </Button>
          ) : null
        }
      />
      <CardContent>
        <Details>
          <dt>Name</dt>
          <dd>{venue.name}</dd>
          <dt>GMV</dt>
          <dd>{venue.gmv}</dd>
          <dt>Region</dt>
          <dd>{venue.regionName}</dd>
        </Details>
      </CardContent>
    </Card>
  );
}
