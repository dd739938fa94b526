import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginView } from '../../app/features/signIn/LoginView.tsx';
import { SsoSignInView } from '../../app/features/signIn/SsoSignInView.tsx';
import { ssoMessage } from '../../app/features/signIn/ssoMessage.ts';
import { withRouter } from '../support/withRouter.tsx';

const meta = {
  title: 'Screens/Login',
  component: LoginView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { submitting: false, fieldErrors: {}, formError: null, onSubmit: fn() },
} satisfies Meta<typeof LoginView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Client Portal')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/forgot-password');
  },
};

export const InvalidEmailOnBlur: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Email'), 'not-an-email');
    await userEvent.tab();
    await expect(await page.findByText('Please enter a valid email.')).toBeVisible();
    await expect(page.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(page.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsCredentials: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Email'), 'admin@example.com');
    await userEvent.type(page.getByLabelText('Password'), 'secret');
    await userEvent.click(page.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'secret' }, expect.anything());
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Log in/ })).toHaveAttribute('aria-busy', 'true');
    // Email takes focus in an effect when the page opens: the screenshot waits for it (a loaded run shot it before).
    await waitFor(() => expect(within(canvasElement).getByLabelText('Email')).toHaveFocus());
  },
};

export const ServerFieldErrors: Story = {
  args: { fieldErrors: { email: 'Please enter a valid email.', password: 'Password is required.' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Please enter a valid email.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    // The first field in error takes focus in an effect: the screenshot waits for it (a CI flake).
    await waitFor(() => expect(page.getByLabelText('Email')).toHaveFocus());
  },
};

export const WrongPassword: Story = {
  args: { formError: 'Invalid email or password.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid email or password.');
    await waitFor(() => expect(within(canvasElement).getByLabelText('Email')).toHaveFocus());
  },
};

/** Single sign-on on (docs/permissions.md#single-sign-on): "Sign in with {OIDC_NAME}" under the form. */
export const WithSingleSignOn: Story = {
  args: { sso: <SsoSignInView name="Acme Login" message={null} finishing={false} /> },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('link', { name: 'Sign in with Acme Login' });
    await expect(button).toHaveAttribute('href', '/api/auth/sso/start');
    // Email takes focus in an effect: the screenshot waits for it, generously on a loaded machine.
    await waitFor(() => expect(within(canvasElement).getByLabelText('Email')).toHaveFocus(), { timeout: 5000 });
  },
};

/** Back from the provider (`?sso=done`): the answer is being traded for a session. */
export const SingleSignOnFinishing: Story = {
  args: { sso: <SsoSignInView name="Acme Login" message={null} finishing /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Signing in/ })).toHaveAttribute('aria-busy', 'true');
    // Email takes focus in an effect: the screenshot waits for it, generously on a loaded machine.
    await waitFor(() => expect(within(canvasElement).getByLabelText('Email')).toHaveFocus(), { timeout: 5000 });
  },
};

/** Each refusal of `/login?sso={code}`, as an alert above the button. */
function ssoRefusal(code: 'unknown-email' | 'unverified-email' | 'failed' | 'unavailable'): Story {
  const message = ssoMessage(code, 'Acme Login');
  return {
    args: { sso: <SsoSignInView name="Acme Login" message={message} finishing={false} /> },
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(message ?? '');
      // Email takes focus in an effect: the screenshot waits for it, generously on a loaded machine.
      await waitFor(() => expect(within(canvasElement).getByLabelText('Email')).toHaveFocus(), { timeout: 5000 });
    },
  };
}

export const SingleSignOnUnknownEmail = ssoRefusal('unknown-email');
export const SingleSignOnUnverifiedEmail = ssoRefusal('unverified-email');
export const SingleSignOnFailed = ssoRefusal('failed');
export const SingleSignOnUnavailable = ssoRefusal('unavailable');
