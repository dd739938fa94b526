import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPasswordView } from '../../app/features/signIn/ResetPasswordView.tsx';
import { withRouter } from '../support/withRouter.tsx';

const meta = {
  title: 'Screens/Reset password',
  component: ResetPasswordView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { submitting: false, fieldErrors: {}, formError: null, onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByLabelText('Confirm password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  },
};

export const WeakPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Email'), 'operator@venue.example');
    await userEvent.type(page.getByLabelText('Password'), 'weakpassword');
    await userEvent.type(page.getByLabelText('Confirm password'), 'weakpassword');
    await userEvent.click(page.getByRole('button', { name: 'Reset Password' }));
    await expect(
      await page.findByText(
        'Password must contain at least one upper case, one lower case, one number and one special character.',
      ),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Email'), 'operator@venue.example');
    await userEvent.type(page.getByLabelText('Password'), 'N3w-Passw0rd!');
    await userEvent.type(page.getByLabelText('Confirm password'), 'N3w-Passw0rd?');
    await userEvent.click(page.getByRole('button', { name: 'Reset Password' }));
    await expect(await page.findByText('Passwords do not match')).toBeVisible();
  },
};

export const ExpiredLink: Story = {
  args: { formError: 'Invalid or expired reset password token.' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('Invalid or expired reset password token.');
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Reset Password/ })).toHaveAttribute('aria-busy', 'true');
  },
};
