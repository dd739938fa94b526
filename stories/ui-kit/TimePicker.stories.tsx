import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimePicker } from '../../ui-kit/index.ts';
import { Stack } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/TimePicker',
  component: TimePicker,
  args: { label: 'Opens at', hourCycle: 24, disabled: false, onValueChange: fn() },
  argTypes: { hourCycle: { control: 'inline-radio', options: [24, 12] } },
  decorators: [(Story) => <Stack $width={320}>{Story()}</Stack>],
} satisfies Meta<typeof TimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const segments = (canvasElement: HTMLElement) => {
  const group = within(canvasElement).getByRole('group', { name: 'Opens at' });
  return {
    hours: within(group).getByRole('spinbutton', { name: 'Hours' }),
    minutes: within(group).getByRole('spinbutton', { name: 'Minutes' }),
    period: () => within(group).getByRole('spinbutton', { name: 'AM/PM' }),
  };
};

export const Playground: Story = {};

/** docs/product.md#constants: the open-hours default is 00:00. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { hours, minutes } = segments(canvasElement);
    await expect(hours).toHaveAttribute('aria-valuenow', '0');
    await expect(hours).toHaveAttribute('aria-valuemin', '0');
    await expect(hours).toHaveAttribute('aria-valuemax', '23');
    await expect(minutes).toHaveAttribute('aria-valuemax', '59');
    await expect(hours).toHaveValue('00');
  },
};

export const WithValue: Story = { args: { defaultValue: '17:45' } };

/** The same 17:45 in 12-hour mode: 05:45 PM; hours run 01-12. */
export const TwelveHour: Story = {
  args: { defaultValue: '17:45', hourCycle: 12 },
  play: async ({ canvasElement }) => {
    const { hours, period } = segments(canvasElement);
    await expect(hours).toHaveValue('05');
    await expect(hours).toHaveAttribute('aria-valuemin', '1');
    await expect(hours).toHaveAttribute('aria-valuemax', '12');
    await expect(period()).toHaveAttribute('aria-valuetext', 'PM');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '09:30', disabled: true },
  play: async ({ canvasElement, args }) => {
    const { hours } = segments(canvasElement);
    await expect(hours).not.toHaveAttribute('tabindex');
    hours.focus();
    await expect(hours).not.toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(hours).toHaveValue('09');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = { args: { defaultValue: '02:00', error: 'Closing time must be after opening time' } };

/** ArrowUp at 23 wraps to 00, ArrowDown at 00 wraps to 59; Home and End jump to the ends. */
export const ArrowKeysWrap: Story = {
  args: { defaultValue: '23:00' },
  play: async ({ canvasElement, args }) => {
    const { hours, minutes } = segments(canvasElement);
    hours.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(hours).toHaveValue('00');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('00:00');
    await userEvent.keyboard('{ArrowDown}');
    await expect(hours).toHaveAttribute('aria-valuenow', '23');
    await userEvent.keyboard('{ArrowRight}');
    await expect(minutes).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(minutes).toHaveValue('59');
    await userEvent.keyboard('{Home}');
    await expect(minutes).toHaveValue('00');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('23:00');
  },
};

/** Two digits fill a segment and move on; too large a value is clamped (29 → 23); 7 minutes is 07. */
export const TypingClamps: Story = {
  play: async ({ canvasElement, args }) => {
    const { hours, minutes } = segments(canvasElement);
    hours.focus();
    await userEvent.keyboard('17');
    await expect(hours).toHaveValue('17');
    await expect(minutes).toHaveFocus();
    await userEvent.keyboard('7');
    await expect(minutes).toHaveValue('07');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('17:07');
    hours.focus();
    await userEvent.keyboard('29');
    await expect(hours).toHaveValue('23');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('23:07');
    await expect(minutes).toHaveFocus();
    await userEvent.keyboard('45');
    await expect(minutes).toHaveValue('45');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('23:45');
  },
};

/** 12-hour mode: 12 wraps to 01, P and A set the period, the value stays 24-hour. */
export const TwelveHourKeys: Story = {
  args: { defaultValue: '00:15', hourCycle: 12 },
  play: async ({ canvasElement, args }) => {
    const { hours, period } = segments(canvasElement);
    await expect(hours).toHaveValue('12');
    hours.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(hours).toHaveValue('01');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('01:15');
    await userEvent.keyboard('00');
    await expect(hours).toHaveValue('01');
    period().focus();
    await userEvent.keyboard('p');
    await expect(period()).toHaveTextContent('PM');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('13:15');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('01:15');
  },
};

/**
 * Text the way a phone's number pad delivers it: no key the picker reads, then an input event
 * carrying the digit, into the segment a tap focused. It types as keys do; a tap flips AM/PM.
 */
function padTypes(segment: HTMLElement, digits: string) {
  for (const digit of digits) {
    const target = document.activeElement === segment ? segment : (document.activeElement as HTMLElement);
    target.dispatchEvent(new InputEvent('beforeinput', { data: digit, inputType: 'insertText', bubbles: true, cancelable: true }));
    // React's onChange reads the input event: set the value as the browser would (the digits were selected), then announce it.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(target, digit);
    target.dispatchEvent(new InputEvent('input', { data: digit, inputType: 'insertText', bubbles: true }));
  }
}

/** On a 390 px touch phone: the segments are numeric inputs (a tap opens the number pad) and 44 px targets. */
export const Touch: Story = {
  args: { defaultValue: '09:00', hourCycle: 12 },
  parameters: { visual: { viewport: { width: 390, height: 400 } } },
  play: async ({ canvasElement, args }) => {
    const { hours, minutes, period } = segments(canvasElement);
    await expect(hours).toHaveAttribute('inputmode', 'numeric');
    await expect(minutes).toHaveAttribute('inputmode', 'numeric');
    await userEvent.pointer({ keys: '[TouchA]', target: hours });
    hours.focus();
    padTypes(hours, '11');
    await expect(hours).toHaveValue('11');
    await expect(minutes).toHaveFocus();
    padTypes(minutes, '45');
    await expect(minutes).toHaveValue('45');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('11:45');
    await userEvent.pointer({ keys: '[TouchA]', target: period() });
    await expect(period()).toHaveTextContent('PM');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('23:45');
  },
};
