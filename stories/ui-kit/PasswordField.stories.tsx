import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from '../../ui-kit/index.ts';
import { Stack } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn(), disabled: false },
  decorators: [(Story) => <Stack $width={360}>{Story()}</Stack>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Filled: Story = { args: { defaultValue: 'Sup3r$ecret' } };

/** The toggle shows the password and its label flips to "Hide password". */
export const Shown: Story = {
  args: { defaultValue: 'Sup3r$ecret' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  },
};

/** docs/product.md#validation-messages: the composition rule's message. */
export const WithError: Story = {
  args: {
    label: 'New password',
    defaultValue: 'password',
    hint: 'At least 8 characters.',
    error: 'Password must contain at least one upper case, one lower case, one number and one special character',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('New password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/At least 8 characters/);
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sup3r$ecret' } };

/** Typing, then toggling twice, keeps the value and hides it again. */
export const ToggleTwice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'Abc123!x');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('Abc123!x');
  },
};
