import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { normalizeCssLength } from '../../contract/assets.ts';
import { CssLengthInput } from '../../ui-kit/index.ts';
import { Stack } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/CssLengthInput',
  component: CssLengthInput,
  // The app's rule (docs/product.md#states), as the screens pass it.
  args: { label: 'Width', normalize: normalizeCssLength, onValueChange: fn(), disabled: false },
  argTypes: { normalize: { control: false } },
  decorators: [(Story) => <Stack $width={320}>{Story()}</Stack>],
} satisfies Meta<typeof CssLengthInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** docs/product.md#constants: width and height start as auto. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Width')).toHaveValue('auto');
  },
};

export const WithValue: Story = { args: { defaultValue: '12.5rem', hint: 'auto, or a number with a unit' } };

export const Disabled: Story = { args: { defaultValue: '100%', disabled: true } };

/** A bare number is applied as px and shown normalised when the field is left. */
export const BareNumberBecomesPx: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Width');
    await userEvent.clear(input);
    await userEvent.type(input, '120');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('120px');
    await userEvent.tab();
    await expect(input).toHaveValue('120px');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Not a length: red border, aria-invalid, and the last valid value stays applied. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Width');
    await userEvent.clear(input);
    await userEvent.type(input, '50%');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('50%');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('50%x');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('50%');
    await expect(args.onValueChange).not.toHaveBeenCalledWith('50%x');
    await userEvent.tab();
    // Leaving the field keeps the invalid text on show, so it can be corrected.
    await expect(input).toHaveValue('50%x');
  },
};

/** Emptying the field goes back to auto. */
export const EmptyMeansAuto: Story = {
  args: { defaultValue: '240px' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Width');
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('auto');
    await userEvent.tab();
    await expect(input).toHaveValue('auto');
  },
};
