import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordView } from '../../app/features/signIn/ForgotPasswordView.tsx';
import { withRouter } from '../support/withRouter.tsx';

const meta = {
  title: 'Screens/Forgot password',
  component: ForgotPasswordView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { submitting: false, fieldErrors: {}, onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Send Reset Email' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Email'), 'someone@');
    await userEvent.click(page.getByRole('button', { name: 'Send Reset Email' }));
    await expect(await page.findByText('Please enter a valid email.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SendsTheEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Email'), 'operator@venue.example');
    await userEvent.click(page.getByRole('button', { name: 'Send Reset Email' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'operator@venue.example' }, expect.anything());
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Send Reset Email/ })).toHaveAttribute('aria-busy', 'true');
    // The email field's autofocus ring came and went with the test-runner's timing: the picture
    // is of the busy button, so it is taken with nothing focused.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
