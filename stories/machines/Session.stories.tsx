import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { liveSessionMachine } from '../../app/session/SessionProvider.tsx';
import type { LoginResponse, TokenResponse } from '../../contract/auth.ts';
import { VALIDATION_ERROR_TITLE } from '../../contract/errors.ts';
import type { CurrentIdentity } from '../../contract/identities.ts';
import { AppHarness } from '../support/AppHarness.tsx';

const admin: CurrentIdentity = {
  id: '5a1d1f3c-4f7e-4c55-8d6b-0b9f7f7d8a21',
  name: 'Avery Admin',
  identifier: 'avery@portal.example',
  identityType: 'Admin',
  clientId: null,
  role: 'admin',
  venueIds: [],
};
const clientUser: CurrentIdentity = {
  ...admin,
  id: '9c0e6a7e-2d33-4c4f-a0c3-7f4f8e2b61d5',
  name: 'Casey Client',
  identifier: 'casey@venue.example',
  identityType: 'ClientIdentity',
  clientId: '3f0c3b1e-9a3f-4d53-8a59-2f1c7d0e4b6a',
  role: 'client',
};

const never = <T,>() => new Promise<T>(() => {});
const apiError = (problem: object) => Object.assign(new Error('request failed'), { problem });

interface Stubs {
  identity?: () => Promise<CurrentIdentity>;
  login?: () => Promise<LoginResponse>;
  verifyTwoFactor?: () => Promise<TokenResponse>;
  logout?: () => Promise<void>;
}

/** The live session machine with the server replaced; storage side effects stay real (localStorage). */
function sessionWith(stubs: Stubs) {
  return liveSessionMachine.provide({
    actors: {
      fetchCurrentIdentity: fromPromise(stubs.identity ?? (async () => admin)),
      login: fromPromise(stubs.login ?? (async () => ({ token: 'story-token' }))),
      verifyTwoFactor: fromPromise(stubs.verifyTwoFactor ?? (async () => ({ token: 'story-token' }))),
      logout: fromPromise(stubs.logout ?? (async () => undefined)),
    },
    actions: { reportIdentityFailure: () => {} },
  });
}

const withStoredToken = () => {
  window.localStorage.setItem('token', '"story-token"');
  return () => window.localStorage.removeItem('token');
};
const withoutToken = () => {
  window.localStorage.removeItem('token');
};

async function logIn(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await userEvent.type(await page.findByLabelText('Email'), 'avery@portal.example');
  await userEvent.type(page.getByLabelText('Password'), 'whatever');
  await userEvent.click(page.getByRole('button', { name: 'Log in' }));
}

const meta = {
  title: 'Machines/Session',
  component: AppHarness,
  parameters: { layout: 'fullscreen' },
  beforeEach: withoutToken,
  args: { sessionMachine: sessionWith({}), path: '/login' },
} satisfies Meta<typeof AppHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** signedOut.idle: no token, the login form. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Log in' })).toBeVisible();
  },
};

/** signedOut, reached from a deep link: the address is kept for after login. */
export const SignedOutFromDeepLink: Story = {
  args: { path: '/venues' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Log in' })).toBeVisible();
  },
};

/** signingIn: the call is out; the button shows it. */
export const SigningIn: Story = {
  args: { sessionMachine: sessionWith({ login: never }) },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: /Log in/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** signedOut.failed with field errors from the server, mapped onto the form. */
export const LoginFieldErrors: Story = {
  args: {
    sessionMachine: sessionWith({
      login: async () => {
        throw apiError({
          title: VALIDATION_ERROR_TITLE,
          status: 400,
          errors: { Email: ['Please enter a valid email.'] },
        });
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expect(await within(canvasElement).findByText('Please enter a valid email.')).toBeVisible();
  },
};

/** signedOut.failed with a message for the whole form (wrong email or password). */
export const LoginRejected: Story = {
  args: {
    sessionMachine: sessionWith({
      login: async () => {
        throw apiError({ title: 'Invalid email or password.', status: 401 });
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Invalid email or password.');
  },
};

/** The password of an account with two-factor sign-in on: the server asks for the code. */
const challenged = async (): Promise<LoginResponse> => ({ twoFactorRequired: true, challenge: 'story-challenge' });

async function enterCode(canvasElement: HTMLElement, code: string) {
  const page = within(canvasElement);
  await userEvent.type(await page.findByLabelText('Code'), code);
  await userEvent.click(page.getByRole('button', { name: 'Verify' }));
}

/** twoFactor.idle: the password was right; the code step, loaded on demand. */
export const TwoFactorCode: Story = {
  args: { sessionMachine: sessionWith({ login: challenged }) },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  },
};

/** twoFactor.verifying: the code call is out; the button shows it. */
export const TwoFactorVerifying: Story = {
  args: { sessionMachine: sessionWith({ login: challenged, verifyTwoFactor: never }) },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await enterCode(canvasElement, '123456');
    await expect(within(canvasElement).getByRole('button', { name: /Verify/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** twoFactor.failed: the code was refused; the message is on the field. */
export const TwoFactorFailed: Story = {
  args: {
    sessionMachine: sessionWith({
      login: challenged,
      verifyTwoFactor: async () => {
        throw apiError({
          title: VALIDATION_ERROR_TITLE,
          status: 400,
          errors: { code: ['That code is not right. Check your authenticator app and try again.'] },
        });
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await enterCode(canvasElement, '000000');
    await expect(await within(canvasElement).findByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
  },
};

/** loadingIdentity: a token is stored and the identity is on its way: a centred spinner. */
export const LoadingIdentity: Story = {
  beforeEach: withStoredToken,
  args: { sessionMachine: sessionWith({ identity: never }), path: '/clients' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

/**
 * signedIn as an admin: every section in the side navigation. On /settings, a page that loads
 * nothing, so the story shows the signed-in shell rather than a list waiting for its data.
 */
export const SignedInAdmin: Story = {
  beforeEach: withStoredToken,
  args: { path: '/settings' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'User Settings', level: 1 })).toBeVisible();
    await expect(page.getAllByRole('link', { name: 'Venues' })[0]).toBeInTheDocument();
  },
};

/** signedIn as a client user: its client's sections, no Venues list (each role's navigation: Machines/Role navigation). */
export const SignedInClientUser: Story = {
  beforeEach: withStoredToken,
  args: { sessionMachine: sessionWith({ identity: async () => clientUser }), path: '/settings' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'User Settings', level: 1 })).toBeVisible();
    await expect(page.queryByRole('link', { name: 'Venues' })).toBeNull();
  },
};

/** signingOut: Logout was chosen and the call is out: the spinner until it settles. */
export const SigningOut: Story = {
  beforeEach: withStoredToken,
  args: { sessionMachine: sessionWith({ logout: never }), path: '/clients' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: /account/i }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(page.getByRole('status', { name: 'Loading' })).toBeVisible());
  },
};

/** Logged out: back on /login. */
export const LoggedOut: Story = {
  beforeEach: withStoredToken,
  args: { path: '/clients' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: /account/i }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Logout' }));
    await expect(await page.findByRole('heading', { name: 'Log in' })).toBeVisible();
  },
};
