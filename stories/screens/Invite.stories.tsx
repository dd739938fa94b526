import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { clearToken, readToken } from '../../app/api/tokenStorage.ts';
import { liveSessionMachine } from '../../app/session/SessionProvider.tsx';
import { VALIDATION_ERROR_TITLE } from '../../contract/errors.ts';
import type { CurrentIdentity } from '../../contract/identities.ts';
import type { SignupInvitation } from '../../contract/invitations.ts';
import { AppHarness } from '../support/AppHarness.tsx';

/**
 * The real /invite/{inviteCode} route inside the app (router, session, toasts) with fetch stubbed:
 * what the Machines/Invite outcome stories do not cover is the API module and the hand-off of the
 * won token to the session. Every outcome card is in those stories; here only a few states.
 */
const INVITE_PATH = '/invite/story-invite-token';
const SIGNUP_URL = '/api/signup/invitations/story-invite-token';

const pending: SignupInvitation = {
  email: 'jordan@venue.example',
  clientName: 'Lucky Star Venues',
  state: 'Pending',
  // Far ahead: the route compares with the real clock.
  expiresUtc: '2099-01-01T00:00:00Z',
};

const clientUser: CurrentIdentity = {
  id: '9c0e6a7e-2d33-4c4f-a0c3-7f4f8e2b61d5',
  name: 'Jordan Lee',
  identifier: 'jordan@venue.example',
  identityType: 'ClientIdentity',
  clientId: '3f0c3b1e-9a3f-4d53-8a59-2f1c7d0e4b6a',
  role: 'client',
  venueIds: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answer = () => Promise<Response>;
const never: Answer = () => new Promise<Response>(() => {});

/** Replaces fetch for one story: GET and POST of the signup address; anything else never answers. */
function stubFetch(answers: { get: Answer; post?: Answer }) {
  return () => {
    const realFetch = window.fetch;
    clearToken();
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith(SIGNUP_URL)) {
        return init?.method === 'POST' ? (answers.post ?? (async () => json(200, { token: 'story-token' })))() : answers.get();
      }
      return never();
    };
    return () => {
      window.fetch = realFetch;
      clearToken();
    };
  };
}

/** The session with its identity call stubbed; storing the token stays real (localStorage). */
const session = liveSessionMachine.provide({
  actors: { fetchCurrentIdentity: fromPromise(async () => clientUser) },
  actions: { reportIdentityFailure: () => {} },
});

const meta = {
  title: 'Screens/Invite',
  component: AppHarness,
  parameters: { layout: 'fullscreen' },
  args: { sessionMachine: session, path: INVITE_PATH },
} satisfies Meta<typeof AppHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillSignup(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await userEvent.type(await page.findByLabelText('Name'), 'Jordan Lee');
  await userEvent.type(page.getByLabelText('Password'), 'Sup3r-secret');
  await userEvent.type(page.getByLabelText('Confirm password'), 'Sup3r-secret');
  await userEvent.click(page.getByRole('button', { name: 'Accept Invitation' }));
}

/** GET still out: a spinner. */
export const Loading: Story = {
  beforeEach: stubFetch({ get: never }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

/** GET answered 404: Invalid invitation, with Go back to /. */
export const Invalid: Story = {
  beforeEach: stubFetch({ get: async () => json(404, { title: 'Not Found', status: 404 }) }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Invalid invitation')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
  },
};

/** GET answered an accepted invitation: Log in beside Go back. */
export const AlreadyAccepted: Story = {
  beforeEach: stubFetch({ get: async () => json(200, { ...pending, state: 'Accepted' }) }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Already accepted')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
  },
};

/** GET answered a pending invitation: the signup form with its email. */
export const SignupForm: Story = {
  beforeEach: stubFetch({ get: async () => json(200, pending) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Email')).toHaveValue(pending.email);
  },
};

/** POST answered 400: the server's field error on the form and the destructive toast. */
export const ServerFieldErrors: Story = {
  beforeEach: stubFetch({
    get: async () => json(200, pending),
    post: async () =>
      json(400, {
        title: VALIDATION_ERROR_TITLE,
        status: 400,
        errors: { email: ['Email must be the email the invitation was sent to.'] },
      }),
  }),
  play: async ({ canvasElement }) => {
    await fillSignup(canvasElement);
    const page = within(canvasElement);
    await expect(await page.findByText('Email must be the email the invitation was sent to.')).toBeVisible();
    await expect(await within(document.body).findByText('Invite acceptance failed!')).toBeVisible();
  },
};

/** POST answered a token: stored as a login's would be, and the app leaves the invite page signed in. */
export const AcceptedSignsIn: Story = {
  beforeEach: stubFetch({ get: async () => json(200, pending) }),
  // The app behind / is other screens' business (and waits for their never-answered calls).
  parameters: { visual: { skip: 'shows the signed-in screens, covered by their own stories' } },
  play: async ({ canvasElement }) => {
    await fillSignup(canvasElement);
    await waitFor(() => expect(readToken()).toBe('story-token'));
    await waitFor(() => expect(within(canvasElement).queryByRole('heading', { name: 'Accept Invitation' })).toBeNull());
  },
};
