import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeInput } from '../../ui-kit/index.ts';
import { Stack } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/CodeInput',
  component: CodeInput,
  args: { label: 'GraphicsController code', onValueChange: fn(), onComplete: fn(), disabled: false },
  decorators: [(Story) => <Stack $width={360}>{Story()}</Stack>],
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'ab12cd' } };

/** docs/product.md#validation-messages: the messages of the link dialog. */
export const WithError: Story = {
  args: { defaultValue: 'AB1', error: 'GraphicsController code must be 6 characters' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'AB12CD' } };

/** Lower case becomes upper case, spaces are dropped, and the 6th character completes the code. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('GraphicsController code');
    await userEvent.type(input, 'ab 12cdEF');
    await expect(input).toHaveValue('AB12CD');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('AB12CD');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('AB12CD');
    await expect(input).toHaveAttribute('data-complete');
  },
};
