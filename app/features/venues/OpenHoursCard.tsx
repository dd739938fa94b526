import styled from 'styled-components';
import { closeTimeKey, openTimeKey, weekdays, type OpenHours, type Weekday } from '../../../contract/openHours.ts';
import { Button, Card, CardContent, CardHeader, vars } from '../../../ui-kit/index.ts';
import { DAY_NAMES } from '../../shared/dayNames.ts';
import { ListError } from '../../shared/lists/lists.styles.ts';

export interface OpenHoursCardProps {
  status: 'loading' | 'error' | 'ready';
  hours: OpenHours | null;
  /** Opens the editor; without it there is no Edit button. */
  onEdit?: (() => void) | undefined;
}

const Days = styled.dl`
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
    font-variant-numeric: tabular-nums;
  }
`;

/** docs/product.md#screens: "Closed", or "open - close" where a missing close reads LATE. */
export function openHoursText(hours: OpenHours, day: Weekday): string {
  const open = hours[openTimeKey(day)];
  if (open === null) return 'Closed';
  return `${open} - ${hours[closeTimeKey(day)] ?? 'LATE'}`;
}

/** docs/product.md#screens venue page: the Open hours card, Monday to Sunday. */
export function OpenHoursCard({ status, hours, onEdit }: OpenHoursCardProps) {
  return (
    <Card>
      <CardHeader
        title="Open hours"
        actions={
          onEdit ? (
            <Button variant="outline" size="sm" onClick={onEdit} disabled={status !== 'ready'} aria-label="Edit open hours">
              Edit
            </Button>
          ) : null
        }
      />
      <CardContent aria-busy={status === 'loading' || undefined}>
        {status === 'error' ? <ListError>Error</ListError> : null}
        {status !== 'error' ? (
          <Days>
            {weekdays.map((day) => (
              <div key={day} style={{ display: 'contents' }}>
                <dt>{DAY_NAMES[day]}</dt>
                <dd>{hours ? openHoursText(hours, day) : '…'}</dd>
              </div>
            ))}
          </Days>
        ) : null}
      </CardContent>
    </Card>
  );
}
