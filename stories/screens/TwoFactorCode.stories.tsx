import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TwoFactorCodeView } from '../../app/features/signIn/TwoFactorCodeView.tsx';
import { withRouter } from '../support/withRouter.tsx';

/** The code step of sign-in, after a right password on an account with two-factor on. */
const meta = {
  title: 'Screens/Login/Two-factor code',
  component: TwoFactorCodeView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { submitting: false, fieldErrors: {}, formError: null, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof TwoFactorCodeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await expect(page.getByLabelText('Code')).toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: 'Verify' }));
    await expect(await page.findByText('Enter the code from your authenticator app.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsCode: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Code'), ' 123456 {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: '123456' }, expect.anything());
    await userEvent.click(page.getByRole('button', { name: 'Back to log in' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Verifying: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Verify/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const WrongCode: Story = {
  args: { fieldErrors: { code: 'That code is not right. Check your authenticator app and try again.' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
  },
};

export const RateLimited: Story = {
  args: { formError: 'Too many failed attempts from here. Try again in 15 minutes.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Try again in 15 minutes');
  },
};
