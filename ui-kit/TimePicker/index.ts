export { TimePicker } from './TimePicker.tsx';
export type { TimePickerHourCycle, TimePickerProps } from './TimePicker.tsx';
export { formatTime, parseTime } from './timeValue.ts';
export type { TimeParts } from './timeValue.ts';
