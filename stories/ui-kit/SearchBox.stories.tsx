import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from '../../ui-kit/index.ts';
import { Stack } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/SearchBox',
  component: SearchBox,
  args: { onValueChange: fn() },
  decorators: [(Story) => <Stack $width={320}>{Story()}</Stack>],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {};

export const WithValue: Story = { args: { defaultValue: 'Royal Oak' } };

/** Typing emits each value; debouncing (docs/product.md#validation-messages: 500 ms) is the caller's business. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    await userEvent.type(input, 'RO-10');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('RO-10');
    await expect(input).toHaveFocus();
  },
};
