import styled from 'styled-components';
import type { Weekday } from '../../../contract/openHours.ts';
import type { OpenHoursDayView, OpenHoursEditorStatus } from '../../../machines/openHoursEditor.selectors.ts';
import { Alert, Button, Checkbox, Dialog, TimePicker, vars } from '../../../ui-kit/index.ts';

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

const DAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

const Rows = styled.div`
  display: grid;
  gap: ${vars.space[8]};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 7rem 5.5rem 8rem 5.5rem 8rem;
  justify-content: start;
  align-items: center;
  gap: ${vars.space[12]};
  min-height: 36px;
`;

const DayName = styled.span`
  font-weight: ${vars.fontWeight.medium};
`;

const Muted = styled.span`
  padding-left: ${vars.space[8]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

interface DayTimeProps {
  label: string;
  value: string | null;
  disabled: boolean;
  onChange: (time: string) => void;
}

/** SPEC §5 time picker, 24-hour: the machine stores and sends 'HH:mm'. */
function DayTime({ label, value, disabled, onChange }: DayTimeProps) {
  return (
    // The row already reads "Open" / "Close" beside each time: a visible label would double its height.
    <TimePicker
      label={label}
      labelHidden
      hourCycle={24}
      value={value ?? '00:00'}
      disabled={disabled}
      onValueChange={onChange}
    />
  );
}

/**
 * SPEC §4 Open hours editor: per day an Open checkbox (unticked = Closed) with its time, and a
 * Close checkbox (unticked = LATE) with its time; ticking starts a time at 00:00.
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
              <Checkbox
                label="Open"
                checked={day.open}
                disabled={status.saving}
                onChange={(event) => onOpenToggle(day.day, event.target.checked)}
              />
              {day.open ? (
                <DayTime
                  label={`${name} open time`}
                  value={day.openTime}
                  disabled={status.saving}
                  onChange={(time) => onOpenTimeChange(day.day, time)}
                />
              ) : (
                <Muted>Closed</Muted>
              )}
              {day.open ? (
                <Checkbox
                  label="Close"
                  checked={!day.late}
                  disabled={status.saving}
                  onChange={(event) => onCloseToggle(day.day, event.target.checked)}
                />
              ) : (
                <span />
              )}
              {day.open && !day.late ? (
                <DayTime
                  label={`${name} close time`}
                  value={day.closeTime}
                  disabled={status.saving}
                  onChange={(time) => onCloseTimeChange(day.day, time)}
                />
              ) : day.open ? (
                <Muted>LATE</Muted>
              ) : (
                <span />
              )}
            </Row>
          );
        })}
      </Rows>
    </Dialog>
  );
}
