import { useId } from 'react';
import styled from 'styled-components';
import { Checkbox, FormControl, vars } from '../../../ui-kit/index.ts';

const Choices = styled.div`
  display: grid;
  gap: ${vars.space[8]};
  max-height: 12rem;
  overflow-y: auto;
  padding: ${vars.space[8]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export interface VenueChoice {
  id: string;
  name: string;
}

export interface VenuesFieldProps {
  /** The client's venues; null while they load. */
  venues: VenueChoice[] | null;
  /** The venues could not be loaded. */
  failed: boolean;
  value: string[];
  onChange: (venueIds: string[]) => void;
  hint?: string | undefined;
  error?: string | undefined;
  disabled?: boolean | undefined;
}

/** The venues a role is limited to: one checkbox per venue of the client, in a named group. */
export function VenuesField({ venues, failed, value, onChange, hint, error, disabled }: VenuesFieldProps) {
  const id = `venues-${useId()}`;
  const toggle = (venueId: string, checked: boolean) =>
    onChange(checked ? [...value, venueId] : value.filter((chosen) => chosen !== venueId));
  return (
    <FormControl label="Venues" id={id} labelId={`${id}-label`} hint={hint} error={error}>
      {(control) => (
        <Choices role="group" aria-labelledby={`${id}-label`} {...control} data-venue-choices>
          {failed ? (
            <Note role="alert">The venues could not be loaded.</Note>
          ) : venues === null ? (
            <Note role="status">Loading venues…</Note>
          ) : venues.length === 0 ? (
            <Note>This client has no venues yet.</Note>
          ) : (
            venues.map((venue) => (
              <Checkbox
                key={venue.id}
                label={venue.name}
                checked={value.includes(venue.id)}
                disabled={disabled}
                onChange={(event) => toggle(venue.id, event.currentTarget.checked)}
              />
            ))
          )}
        </Choices>
      )}
    </FormControl>
  );
}
