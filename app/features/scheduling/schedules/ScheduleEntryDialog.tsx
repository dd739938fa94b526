import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { weekdays } from '../../../../contract/openHours.ts';
import { FREE_NAME_MAX_LENGTH } from '../../../../contract/text.ts';
import { SCHEDULE_SAVE_FAILED, type EntryTiming, type ScheduleEntryDraft } from '../../../../machines/scheduleEntryEditor.machine.ts';
import type { ScheduleEntryEditorView } from '../../../../machines/scheduleEntryEditor.selectors.ts';
import { Alert, Button, Checkbox, CountedTextField, Dialog, media, Select, TextField, TimePicker, vars, type SelectOption } from '../../../../ui-kit/index.ts';
import type { ScheduleTarget } from '../../../../contract/schedules.ts';
import { ViolationList } from '../../../shared/compliance/ViolationList.tsx';
import { DAY_NAMES } from '../../../shared/dayNames.ts';
import { targetKey, targetOfKey } from './narrowTargets.ts';

export interface ScheduleEntryDialogProps {
  /** selectScheduleEntryEditor. */
  view: ScheduleEntryEditorView;
  /** Group layouts by name. */
  layoutOptions: SelectOption[];
  playlistOptions: SelectOption[];
  onChange: (patch: Partial<ScheduleEntryDraft>) => void;
  onNext: () => void;
  onBack: () => void;
  onSave: () => void;
  onCancel: () => void;
  /** After a refusal: where else the entry may play (narrowTargets.ts); none on a display's page. */
  targetOptions?: SelectOption[] | undefined;
  onTargetChange?: ((target: ScheduleTarget) => void) | undefined;
}

/** A window that ends at or before it starts runs past midnight: "12:00 → 11:30 next day", said where the times are. */
function overnightText(from: string, to: string): string | undefined {
  return from !== '' && to !== '' && to <= from ? `${from} → ${to} next day` : undefined;
}

const TIMING_OPTIONS: { value: EntryTiming; label: string }[] = [
  { value: 'window', label: 'A time window' },
  { value: 'open', label: 'During open hours' },
  { value: 'closed', label: 'Outside open hours' },
];

const CONTENT_KINDS: SelectOption[] = [
  { value: 'asset', label: 'Layout' },
  { value: 'playlist', label: 'Playlist' },
];

const Fields = styled.div`
  display: grid;
  gap: ${vars.space[16]};
`;

/** Two fields side by side; stacked on a phone so each fits 390 px. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space[16]};

  ${media.belowMd} {
    grid-template-columns: 1fr;
  }
`;

const Days = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${vars.space[8]};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
  }
`;

const DayBoxes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  gap: ${vars.space[8]};
`;

const FieldError = styled.p`
  margin: ${vars.space[4]} 0 0;
  color: ${vars.color.destructiveText};
  font-size: ${vars.fontSize.sm};
`;

/** Step 1: the entry's name and what it plays. */
function WhatStep({ view, layoutOptions, playlistOptions, onChange }: ScheduleEntryDialogProps) {
  const { draft, errors } = view;
  const isLayout = draft.contentKind === 'asset';
  const options = isLayout ? layoutOptions : playlistOptions;
  return (
    <Fields>
      {/* No autoFocus: the dialog focuses Name, its first control, itself. An autoFocus moved focus
          in before the dialog could remember the button that opened it, so Escape, Cancel or a
          save left focus on the page's main area instead of on Add entry or the entry's Edit. */}
      <CountedTextField
        label="Name"
        value={draft.name}
        onChange={(event) => onChange({ name: event.target.value })}
        error={errors.name}
        hint="For example: Happy hour"
        characterLimit={FREE_NAME_MAX_LENGTH}
      />
      <Select
        label="Plays"
        options={CONTENT_KINDS}
        value={draft.contentKind}
        onValueChange={(value) => onChange({ contentKind: value === 'playlist' ? 'playlist' : 'asset' })}
      />
      <Select
        label={isLayout ? 'Layout' : 'Playlist'}
        options={options}
        value={draft.contentId === '' ? null : draft.contentId}
        onValueChange={(value) => onChange({ contentId: value })}
        placeholder={options.length === 0 ? (isLayout ? 'No group layouts yet' : 'No playlists yet') : isLayout ? 'Choose a layout' : 'Choose a playlist'}
        error={errors.content}
      />
    </Fields>
  );
}

/** Step 2: days, hours, dates and priority. */
function WhenStep({ view, onChange, targetOptions = [], onTargetChange }: ScheduleEntryDialogProps) {
  const { draft, errors } = view;
  const toggleDay = (day: (typeof weekdays)[number], checked: boolean) =>
    onChange({ days: weekdays.filter((candidate) => (candidate === day ? checked : draft.days.includes(candidate))) });
  const hoursError = errors.dayPart;
  return (
    <Fields>
      {view.violations.length > 0 ? (
        <>
          <ViolationList violations={view.violations} />
          {targetOptions.length > 0 ? (
            <Select
              label="Where it plays"
              options={targetOptions}
              value={targetKey(view.target)}
              onValueChange={(value) => {
                const target = targetOfKey(value);
                if (target) onTargetChange?.(target);
              }}
              hint="Choose the screens it may play on; the rest of the entry is kept."
            />
          ) : null}
        </>
      ) : null}
      <Days aria-describedby={errors.days ? 'schedule-days-error' : undefined}>
        <legend>Days</legend>
        <DayBoxes>
          {weekdays.map((day) => (
            <Checkbox key={day} label={DAY_NAMES[day]} checked={draft.days.includes(day)} onChange={(event) => toggleDay(day, event.target.checked)} />
          ))}
        </DayBoxes>
        {errors.days ? (
          <FieldError id="schedule-days-error" role="alert">
            {errors.days}
          </FieldError>
        ) : null}
      </Days>
      <Select
        label="Hours"
        options={TIMING_OPTIONS}
        value={draft.timing}
        onValueChange={(value) => onChange({ timing: TIMING_OPTIONS.find((option) => option.value === value)?.value ?? 'window' })}
        hint={
          draft.timing === 'window'
            ? 'In the venue’s local time; a window that ends at or before it starts runs past midnight.'
            : 'Follows the venue’s open hours (a day open LATE runs to 04:00).'
        }
        error={hoursError}
      />
      {draft.timing === 'window' ? (
        <Pair>
          <TimePicker label="From" value={draft.from} onValueChange={(from) => onChange({ from })} error={errors.from} />
          <TimePicker label="To" value={draft.to} onValueChange={(to) => onChange({ to })} error={errors.to} hint={overnightText(draft.from, draft.to)} />
        </Pair>
      ) : null}
      <Pair>
        <TextField
          type="date"
          label="First date (optional)"
          value={draft.firstDate}
          onChange={(event) => onChange({ firstDate: event.target.value })}
          error={errors.firstDate}
        />
        <TextField
          type="date"
          label="Last date (optional)"
          value={draft.lastDate}
          onChange={(event) => onChange({ lastDate: event.target.value })}
          error={errors.lastDate}
        />
      </Pair>
      <TextField
        label="Priority"
        inputMode="numeric"
        value={draft.priority}
        onChange={(event) => onChange({ priority: event.target.value })}
        error={errors.priority}
        hint="Higher wins when entries overlap; from -1000 to 1000, default 0."
      />
    </Fields>
  );
}

/** The first control a person can reach in a step: where focus goes when the step appears. */
const FIRST_CONTROL = 'input:not([type="hidden"]), select, textarea, button, [role="combobox"], [tabindex="0"]';

/**
 * Moves focus to the first field of a step each time the step changes (not on open: the dialog
 * gives it to the Name field then). Without it, focus stays on the footer button that was just
 * pressed, or falls out of the form, and the next key goes somewhere the person did not look.
 */
function useFocusOnStepChange(step: ScheduleEntryEditorView['step']) {
  const stepRef = useRef<HTMLDivElement | null>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.querySelector<HTMLElement>(FIRST_CONTROL)?.focus();
  }, [step]);
  return stepRef;
}

/** Add or edit a schedule entry in two steps (the scheduleEntryEditor machine drives it). */
export function ScheduleEntryDialog(props: ScheduleEntryDialogProps) {
  const { view, onNext, onBack, onSave, onCancel } = props;
  const stepRef = useFocusOnStepChange(view.step);
  const title = view.isNew ? 'Add schedule entry' : 'Edit schedule entry';
  // Keys make each step's buttons their own elements: otherwise Next becomes Save in place, keeps
  // the focus, and a second Enter saves the defaults of a step the person never saw.
  const footer =
    view.step === 'what' ? (
      <>
        <Button key="cancel" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button key="next" onClick={onNext}>
          Next
        </Button>
      </>
    ) : (
      <>
        <Button key="back" variant="outline" onClick={onBack} disabled={view.saving}>
          Back
        </Button>
        <Button key="save" onClick={onSave} loading={view.saving}>
          Save
        </Button>
      </>
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      dismissible={!view.saving}
      title={title}
      description={view.step === 'what' ? 'Step 1 of 2: what plays' : 'Step 2 of 2: when it plays'}
      footer={footer}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Enter in a field of step 1 moves on; step 2 saves only with its Save button, so Enter
          // pressed on a step just opened cannot store days and hours nobody chose.
          if (view.step === 'what') onNext();
        }}
      >
        <Fields>
          {view.saveFailed ? (
            <Alert variant="destructive" title={SCHEDULE_SAVE_FAILED}>
              Nothing was lost: try Save again.
            </Alert>
          ) : null}
          <div ref={stepRef}>{view.step === 'what' ? <WhatStep {...props} /> : <WhenStep {...props} />}</div>
        </Fields>
        {/* Enter in a field of step 1 moves on. */}
        {view.step === 'what' ? <button type="submit" hidden aria-hidden tabIndex={-1} /> : null}
      </form>
    </Dialog>
  );
}
