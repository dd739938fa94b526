import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../../ui-kit/index.ts';
import { Stack } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/Checkbox',
  component: Checkbox,
  args: { label: 'Open', indeterminate: false, disabled: false, onChange: fn() },
  decorators: [(Story) => <Stack $width={320}>{Story()}</Stack>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

/** Some but not all: a dash, and aria-checked mixed. */
export const Indeterminate: Story = {
  args: { label: 'Select all venues', indeterminate: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Select all venues' });
    await expect(box).toBePartiallyChecked();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

/** Busy (its change being saved): it keeps the focus, as a disabled box would not, and Space or a click does not toggle it. */
export const Busy: Story = {
  args: { busy: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Open' });
    await expect(box).toHaveAttribute('aria-busy', 'true');
    box.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByText('Open'));
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(box).toHaveFocus();
  },
};

export const WithHint: Story = { args: { label: 'Close', hint: 'Off means open late (no close time).' } };

export const WithError: Story = { args: { label: 'I accept the terms', error: 'Please accept the terms.' } };

/** Clicking the label and pressing Space both toggle it. */
export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Open' });
    await userEvent.click(canvas.getByText('Open'));
    await expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};
