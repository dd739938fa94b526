import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CopyField } from '../../ui-kit/index.ts';
import { Stack } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/CopyField',
  component: CopyField,
  args: {
    label: 'Secret',
    value: 'q4Rk2vX9_mTz7LwHc0pNfB3sYeJ8uAdG1oKiV5bWxZy',
    copy: fn(() => Promise.resolve()),
    onCopied: fn(),
    onCopyError: fn(),
  },
  decorators: [(Story) => <Stack $width={420}>{Story()}</Stack>],
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The button copies the value and reports it; the value wraps rather than overflowing. */
export const Copies: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement);
    await expect(field.getByRole('group', { name: 'Secret' })).toHaveTextContent(args.value);
    // Not a live region: a secret must not be read aloud the moment it appears.
    await expect(field.queryByRole('status')).toBeNull();
    await userEvent.click(field.getByRole('button', { name: 'Copy secret' }));
    await expect(args.copy).toHaveBeenCalledWith(args.value);
    await expect(args.onCopied).toHaveBeenCalledWith(args.value);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Without clipboard access the failure is reported, not swallowed. */
export const CopyFails: Story = {
  args: { copy: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy secret' }));
    await expect(args.onCopyError).toHaveBeenCalled();
    await expect(args.onCopied).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
