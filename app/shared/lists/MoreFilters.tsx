import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, media } from '../../../ui-kit/index.ts';

/** From `md` up the toggle is not there: every filter shows, in the same grid as the first ones. */
const ToggleRow = styled.div`
  ${media.md} {
    display: none;
  }
`;

/**
 * The folded filters take no box of their own (`display: contents`), so from `md` up they sit in
 * the filter grid exactly as if they were not wrapped; below it they are gone until opened.
 */
const Folded = styled.div`
  display: contents;
  ${media.belowMd} {
    &[data-open='false'] {
      display: none;
    }
  }
`;

export interface MoreFiltersProps {
  /** How many of the folded filters are set: the toggle says so, so a phone never hides a filter at work. */
  active: number;
  children: ReactNode;
}

/**
 * A list page's less used filters, folded behind "More filters" on a phone so the list itself is
 * on the first screen (every filter of /screens took a 390 px phone's whole first screen); from a
 * tablet up they all show. Place it inside the filter grid, after the filters that always show.
 */
export function MoreFilters({ active, children }: MoreFiltersProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const closedLabel = active > 0 ? `More filters (${active} set)` : 'More filters';
  return (
    <>
      <ToggleRow>
        <Button type="button" variant="outline" fullWidth aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? 'Fewer filters' : closedLabel}
        </Button>
      </ToggleRow>
      <Folded id={id} data-open={open}>
        {children}
      </Folded>
    </>
  );
}
