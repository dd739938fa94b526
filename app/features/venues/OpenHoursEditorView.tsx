import styled from 'styled-components';
import type { Weekday } from '../../../contract/openHours.ts';
import type { OpenHoursDayView, OpenHoursEditorStatus } from '../../../machines/openHoursEditor.selectors.ts';
import { Alert, Button, Checkbox, Dialog, media, TimePicker, vars } from '../../../ui-kit/index.ts';
import { DAY_NAMES } from '../../shared/dayNames.ts';

export interface OpenHoursEditorViewProps {
  open: boolean;
  /** selectOpenHoursDays: Monday first. */
  days: OpenHoursDayView[];
  /** selectOpenHoursStatus. */
  status: OpenHoursEditorStatus;
  onClose: () => void;
  onOpenToggle: (day: Weekday, checked: boolean) => void;
  onCloseToggle: (day: Weekday, checked: boolean) => void;
  onOpenTimeChange: (day: Weekday, time: string) => void;
  onCloseTimeChange: (day: Weekday, time: string) => void;
  onSave: () => void;
  onDiscard: () => void;
}

const Rows = styled.div`
  display: grid;
  gap: ${vars.space[8]};
`;

/**
 * One day per row on wide screens; on a phone the day's name on a line of its own and Open and
 * Close under it, so every control fits 390 px without a sideways scroll.
 */
const Row = styled.div`
  display: grid;
  grid-template-columns: 7rem 5.5rem 8rem 5.5rem 8rem;
  grid-template-areas: 'day openBox openTime closeBox closeTime';
  justify-content: start;
  align-items: center;
  gap: ${vars.space[12]};
  min-height: 36px;

  ${media.belowMd} {
    grid-template-columns: 5.5rem minmax(0, 8rem);
    grid-template-areas:
      'day day'
      'openBox openTime'
      'closeBox closeTime';
    row-gap: ${vars.space[4]};
    padding-bottom: ${vars.space[8]};
    border-bottom: 1px solid ${vars.color.border};
  }
`;

const Cell = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

const DayName = styled.span`
  grid-area: day;
  font-weight: ${vars.fontWeight.medium};
`;

const Muted = styled.span`
  padding-left: ${vars.space[8]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

interface DayTimeProps {
  /** The day and which end of it, e.g. "Monday open": the field and each of its segments carry it. */
  label: string;
  value: string | null;
  disabled: boolean;
  onChange: (time: string) => void;
}

/** docs/product.md#validation-messages time picker, 24-hour: the machine stores and sends 'HH:mm'. */
function DayTime({ label, value, disabled, onChange }: DayTimeProps) {
  return (
    // The row already reads "Open" / "Close" beside each time: a visible label would double its height.
    <TimePicker
      label={`${label} time`}
      segmentLabels={{ hours: `${label} hours`, minutes: `${label} minutes`, period: `${label} AM/PM` }}
      labelHidden
      hourCycle={24}
      value={value ?? '00:00'}
      disabled={disabled}
      onValueChange={onChange}
    />
  );
}

/**
 * docs/product.md#states, Open hours editor: per day an Open checkbox (unticked = Closed) with its time, and a
 * Close checkbox (unticked = LATE) with its time; ticking starts a time at 00:00. Every control's
 * name carries its day ('Monday open', 'Monday close hours'): out of the row, 'Open' says nothing.
 */
export function OpenHoursEditorView({
  open,
  days,
  status,
  onClose,
  onOpenToggle,
  onCloseToggle,
  onOpenTimeChange,
  onCloseTimeChange,
  onSave,
  onDiscard,
}: OpenHoursEditorViewProps) {
  const close = () => {
    if (status.saving) return;
    onDiscard();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Open hours"
      description="Tick Open for the days the venue opens; untick Close for a late finish."
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onDiscard} disabled={!status.dirty || status.saving}>
            Discard changes
          </Button>
          <Button variant="primary" onClick={onSave} loading={status.saving}>
            Save
          </Button>
        </>
      }
    >
      <Rows>
        {status.saveFailed ? (
          <Alert variant="destructive" title="Error updating venue open hours">
            Your changes are kept; try saving again.
          </Alert>
        ) : null}
        {days.map((day) => {
          const name = DAY_NAMES[day.day];
          return (
            <Row key={day.day} role="group" aria-label={name} data-open={day.open || undefined}>
              <DayName aria-hidden>{name}</DayName>
              <Cell $area="openBox">
                <Checkbox
                  label="Open"
                  aria-label={`${name} open`}
                  checked={day.open}
                  disabled={status.saving}
                  onChange={(event) => onOpenToggle(day.day, event.target.checked)}
                />
              </Cell>
              <Cell $area="openTime">
                {day.open ? (
                  <DayTime
                    label={`${name} open`}
                    value={day.openTime}
                    disabled={status.saving}
                    onChange={(time) => onOpenTimeChange(day.day, time)}
                  />
                ) : (
                  <Muted>Closed</Muted>
                )}
              </Cell>
              {day.open ? (
                <Cell $area="closeBox">
                  <Checkbox
                    label="Close"
                    aria-label={`${name} close`}
                    checked={!day.late}
                    disabled={status.saving}
                    onChange={(event) => onCloseToggle(day.day, event.target.checked)}
                  />
                </Cell>
              ) : null}
              {day.open ? (
                <Cell $area="closeTime">
                  {day.late ? (
                    <Muted>LATE</Muted>
                  ) : (
                    <DayTime
                      label={`${name} close`}
                      value={day.closeTime}
                      disabled={status.saving}
                      onChange={(time) => onCloseTimeChange(day.day, time)}
                    />
                  )}
                </Cell>
              ) : null}
            </Row>
          );
        })}
      </Rows>
    </Dialog>
  );
}
