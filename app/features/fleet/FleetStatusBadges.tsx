import styled from 'styled-components';
import type { FleetDisplay } from '../../../contract/fleet.ts';
import { Badge, vars } from '../../../ui-kit/index.ts';
import { outOfDateLabels, outOfDateShown, statusLabels, statusVariants } from './fleetTexts.ts';

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};
`;

/** A display's status, and its out-of-date reason when it has one. */
export function FleetStatusBadges({ display }: { display: Pick<FleetDisplay, 'status' | 'outOfDate'> }) {
  const outOfDate = outOfDateShown(display);
  return (
    <Badges>
      <Badge variant={statusVariants[display.status]}>{statusLabels[display.status]}</Badge>
      {outOfDate ? (
        <Badge variant="warning" wrap data-out-of-date={outOfDate}>
          {outOfDateLabels[outOfDate]}
        </Badge>
      ) : null}
    </Badges>
  );
}
