import styled from 'styled-components';
import { VENUE_SORTS, type VenueSort } from '../../../contract/venues.ts';
import { Button, Checkbox, Select, vars } from '../../../ui-kit/index.ts';
import type { VenueListFilter } from '../../api/venues.ts';
import { VENUE_SORT_LABELS } from './venueListFilter.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[16]};
  margin-bottom: ${vars.space[16]};

  & > :first-child {
    min-width: 220px;
  }
`;

const CheckboxSlot = styled.div`
  padding-bottom: ${vars.space[8]};
`;

export interface VenueListToolbarProps {
  filter: VenueListFilter & { sort: VenueSort; inAlert: boolean };
  onFilterChange: (next: VenueListFilter) => void;
}

const sortOptions = VENUE_SORTS.map((sort) => ({ value: sort, label: VENUE_SORT_LABELS[sort] }));

/** Sort by client, name or last seen; "In alert only"; and, when the list is one client's, a way back to all. */
export function VenueListToolbar({ filter, onFilterChange }: VenueListToolbarProps) {
  return (
    <Bar>
      <Select
        label="Sort by"
        options={sortOptions}
        value={filter.sort}
        onValueChange={(sort) => onFilterChange({ ...filter, sort: sort as VenueSort })}
      />
      <CheckboxSlot>
        <Checkbox
          label="In alert only"
          checked={filter.inAlert}
          onChange={(event) => onFilterChange({ ...filter, inAlert: event.currentTarget.checked })}
        />
      </CheckboxSlot>
      {filter.clientId ? (
        <CheckboxSlot>
          <Button variant="outline" size="sm" onClick={() => onFilterChange({ sort: filter.sort, inAlert: filter.inAlert })}>
            Show every client
          </Button>
        </CheckboxSlot>
      ) : null}
    </Bar>
  );
}
