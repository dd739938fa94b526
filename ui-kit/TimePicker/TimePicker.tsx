import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { FormControl } from '../FormControl/index.ts';
import { clamp, formatTime, from12Hour, parseTime, to12Hour, twoDigits, wrap, type TimeParts } from './timeValue.ts';
import { TimeBox, TimeNumberInput, TimePeriod, TimeSeparator } from './TimePicker.styles.ts';

/** 24: hours 00-23; 12: hours 01-12 with an AM/PM segment. The value is 24-hour either way. */
export type TimePickerHourCycle = 12 | 24;

export interface TimePickerProps {
  /** Label naming the group of segments. */
  label: string;
  /** Keeps the label for assistive technology only (rows of pickers whose column already says what they are). */
  labelHidden?: boolean;
  /** The time as 24-hour 'HH:mm' (controlled). */
  value?: string;
  /** The initial time when uncontrolled; defaults to 00:00 (the open-hours default). */
  defaultValue?: string;
  /** Called with the new 'HH:mm' (24-hour) on every change. */
  onValueChange?: (value: string) => void;
  /** Defaults to 24. */
  hourCycle?: TimePickerHourCycle;
  disabled?: boolean;
  /** Submitted with a form as a hidden input carrying 'HH:mm'. */
  name?: string;
  /** Help under the field, announced through aria-describedby. */
  hint?: string;
  /** Validation message; sets aria-invalid. */
  error?: string;
  /** Names of the segments for assistive technology. */
  segmentLabels?: { hours: string; minutes: string; period: string };
}

type SegmentName = 'hours' | 'minutes' | 'period';

interface SegmentSpec {
  name: SegmentName;
  min: number;
  max: number;
  value: number;
  text: string;
  /** The parts after setting this segment to `next`. */
  apply: (next: number) => TimeParts;
}

const defaultSegmentLabels = { hours: 'Hours', minutes: 'Minutes', period: 'AM/PM' };

/** The segments shown for `parts`: hours and minutes, and AM/PM in 12-hour mode. */
function segmentsOf(parts: TimeParts, hourCycle: TimePickerHourCycle): SegmentSpec[] {
  const { hour, pm } = to12Hour(parts.hours);
  const segments: SegmentSpec[] = [
    hourCycle === 12
      ? { name: 'hours', min: 1, max: 12, value: hour, text: twoDigits(hour), apply: (next) => ({ ...parts, hours: from12Hour(next, pm) }) }
      : { name: 'hours', min: 0, max: 23, value: parts.hours, text: twoDigits(parts.hours), apply: (next) => ({ ...parts, hours: next }) },
    { name: 'minutes', min: 0, max: 59, value: parts.minutes, text: twoDigits(parts.minutes), apply: (next) => ({ ...parts, minutes: next }) },
  ];
  if (hourCycle === 12) {
    segments.push({
      name: 'period',
      min: 0,
      max: 1,
      value: pm ? 1 : 0,
      text: pm ? 'PM' : 'AM',
      apply: (next) => ({ ...parts, hours: from12Hour(hour, next === 1) }),
    });
  }
  return segments;
}

/**
 * A time field made of spinbuttons (hours, minutes, and AM/PM in 12-hour mode). Hours and minutes
 * are numeric text inputs, so a tap opens a phone's number pad (a span that only listens to key
 * presses gets no keyboard on a touch screen); AM/PM flips on a tap. ArrowUp/ArrowDown step and
 * wrap around, Home/End jump to the ends, digits type a value (clamped to the range; the second
 * digit moves on to the next segment), ArrowLeft/ArrowRight move between segments, A/P set the
 * period. State: aria-disabled and aria-invalid on the box, data-hour-cycle, data-value ('HH:mm').
 */
export function TimePicker({
  label,
  labelHidden = false,
  value: valueProp,
  defaultValue = '00:00',
  onValueChange,
  hourCycle = 24,
  disabled = false,
  name,
  hint,
  error,
  segmentLabels = defaultSegmentLabels,
}: TimePickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const [uncontrolled, setUncontrolled] = useState(() => formatTime(parseTime(defaultValue)));
  const parts = parseTime(valueProp ?? uncontrolled);
  const segmentRefs = useRef<Array<HTMLElement | null>>([]);
  // The first digit typed into a segment, waiting for a possible second one.
  const pendingDigit = useRef<{ segment: SegmentName; digit: number } | null>(null);
  const segments = segmentsOf(parts, hourCycle);

  const commit = (next: TimeParts) => {
    const text = formatTime(next);
    if (valueProp === undefined) setUncontrolled(text);
    if (text !== formatTime(parts)) onValueChange?.(text);
  };

  const focusSegment = (index: number) => {
    pendingDigit.current = null;
    segmentRefs.current[index]?.focus();
  };

  /**
   * Types `digits` from segment `index` on, as keys pressed one by one would (a phone's number pad
   * may deliver several at once): returns the parts and the segment the last digit left focus in.
   */
  const typeDigits = (index: number, digits: string): { next: TimeParts; index: number } => {
    let next = parts;
    let at = index;
    for (const char of digits) {
      const segment = segmentsOf(next, hourCycle)[at];
      if (!segment || segment.name === 'period') break;
      const digit = Number(char);
      const pending = pendingDigit.current?.segment === segment.name ? pendingDigit.current : null;
      if (pending) {
        next = segment.apply(clamp(pending.digit * 10 + digit, segment.min, segment.max));
        pendingDigit.current = null;
        at += 1;
        continue;
      }
      next = segment.apply(clamp(digit, segment.min, segment.max));
      // A digit that cannot start a two-digit value (3 for hours, 6 for minutes) completes the segment.
      if (digit * 10 > segment.max) at += 1;
      else pendingDigit.current = { segment: segment.name, digit };
    }
    return { next, index: at };
  };

  const typeAndMoveOn = (index: number, digits: string) => {
    const typed = typeDigits(index, digits);
    commit(typed.next);
    if (typed.index !== index) {
      const pending = pendingDigit.current;
      focusSegment(Math.min(typed.index, segments.length - 1));
      // Focusing clears the pending digit; one typed into the segment just reached stays pending.
      pendingDigit.current = pending;
    }
  };

  const handleKeyDown = (segment: SegmentSpec, index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (disabled) return;
    const { key } = event;
    let handled = true;
    if (key === 'ArrowUp') commit(segment.apply(wrap(segment.value + 1, segment.min, segment.max)));
    else if (key === 'ArrowDown') commit(segment.apply(wrap(segment.value - 1, segment.min, segment.max)));
    else if (key === 'Home') commit(segment.apply(segment.min));
    else if (key === 'End') commit(segment.apply(segment.max));
    else if (key === 'ArrowRight') focusSegment(Math.min(index + 1, segments.length - 1));
    else if (key === 'ArrowLeft') focusSegment(Math.max(index - 1, 0));
    else if (segment.name === 'period' && /^[ap]$/i.test(key)) commit(segment.apply(key.toLowerCase() === 'p' ? 1 : 0));
    else if (segment.name !== 'period' && /^\d$/.test(key)) typeAndMoveOn(index, key);
    else handled = false;
    if (handled) {
      if (!/^\d$/.test(key)) pendingDigit.current = null;
      event.preventDefault();
    }
  };

  /**
   * Text that reaches the input without a key press we handled (a phone's number pad sends
   * "Unidentified" keys, then the text): its digits are typed as keys would be; deleting starts the
   * segment again from its lowest value. The input stays controlled, so anything else is dropped.
   */
  const handleTextInput = (segment: SegmentSpec, index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    if (disabled) return;
    const native = event.nativeEvent as Partial<InputEvent>;
    if (native.inputType?.startsWith('delete')) {
      pendingDigit.current = null;
      commit(segment.apply(segment.min));
      return;
    }
    const digits = (native.data ?? event.target.value).replace(/\D/g, '');
    if (digits) typeAndMoveOn(index, digits);
  };

  const wire = (segment: SegmentSpec, index: number) => ({
    ref: (element: HTMLElement | null) => {
      segmentRefs.current[index] = element;
    },
    role: 'spinbutton',
    'aria-label': segmentLabels[segment.name],
    'aria-valuemin': segment.min,
    'aria-valuemax': segment.max,
    'aria-valuenow': segment.value,
    'aria-valuetext': segment.text,
    'aria-disabled': disabled || undefined,
    'data-segment': segment.name,
    onKeyDown: handleKeyDown(segment, index),
    onBlur: () => {
      pendingDigit.current = null;
    },
  });

  return (
    <FormControl label={label} id={id} labelId={labelId} labelHidden={labelHidden} hint={hint} error={error}>
      {(control) => (
        <>
          <TimeBox
            role="group"
            aria-labelledby={labelId}
            aria-describedby={control['aria-describedby']}
            aria-disabled={disabled || undefined}
            aria-invalid={control['aria-invalid']}
            data-hour-cycle={hourCycle}
            data-value={formatTime(parts)}
            data-time-picker
          >
            {segments.map((segment, index) => (
              <span key={segment.name} style={{ display: 'contents' }}>
                {segment.name === 'minutes' ? <TimeSeparator aria-hidden="true">:</TimeSeparator> : null}
                {segment.name === 'period' ? (
                  <TimePeriod
                    {...wire(segment, index)}
                    // Disabled segments are not focusable at all (no tabindex), not merely out of the tab order.
                    tabIndex={disabled ? undefined : 0}
                    onClick={() => {
                      if (!disabled) commit(segment.apply(segment.value === 1 ? 0 : 1));
                    }}
                  >
                    {segment.text}
                  </TimePeriod>
                ) : (
                  <TimeNumberInput
                    {...wire(segment, index)}
                    type="text"
                    inputMode="numeric"
                    pattern="[0-9]*"
                    autoComplete="off"
                    spellCheck={false}
                    disabled={disabled}
                    value={segment.text}
                    onChange={handleTextInput(segment, index)}
                    // A tap puts the caret somewhere in the two digits: select them, as the key path overwrites them anyway.
                    onFocus={(event) => event.currentTarget.select()}
                  />
                )}
              </span>
            ))}
          </TimeBox>
          {name ? <input type="hidden" name={name} value={formatTime(parts)} /> : null}
        </>
      )}
    </FormControl>
  );
}
