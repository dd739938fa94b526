import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { InviteOutcomeView } from '../../app/features/invite/InviteOutcomeView.tsx';
import { ToastProvider, useToast } from '../../app/toasts/ToastProvider.tsx';
import { HELD_TOAST_MS } from '../support/heldToasts.ts';
import type { TokenResponse } from '../../contract/auth.ts';
import { VALIDATION_ERROR_TITLE } from '../../contract/errors.ts';
import type { SignupInvitation } from '../../contract/invitations.ts';
import { inviteOutcomeMachine } from '../../machines/inviteOutcome.machine.ts';
import { selectInviteOutcome } from '../../machines/inviteOutcome.selectors.ts';
import { withRouter } from '../support/withRouter.tsx';

/** The page opened at a fixed moment, so the expiry check never depends on today's date. */
const NOW = Date.parse('2026-03-01T12:00:00Z');

const INVITE_TOKEN = 'story-invite-token';

/** What GET /api/signup/invitations/{inviteToken} answers for a pending invitation. */
const pending: SignupInvitation = {
  email: 'jordan@venue.example',
  clientName: 'Lucky Star Venues',
  state: 'Pending',
  expiresUtc: '2026-03-06T09:00:00Z',
};

const never = <T,>() => new Promise<T>(() => {});
const apiError = (problem: object) => Object.assign(new Error('request failed'), { problem });

interface InvitePageProps {
  /** Stands in for GET /api/signup/invitations/{token}. */
  load: () => Promise<SignupInvitation | null>;
  /** Stands in for POST /api/signup/invitations/{token}. */
  accept?: () => Promise<TokenResponse>;
}

/** The invite outcome machine with the server stubbed, driving the page view as the route will. */
function InvitePage({ load, accept = async () => ({ token: 'story-token' }) }: InvitePageProps) {
  const showToast = useToast();
  const actor = useActorRef(
    inviteOutcomeMachine.provide({
      actors: { loadInvitation: fromPromise(load), acceptInvitation: fromPromise(accept) },
      actions: { showToast: (_, toast) => showToast(toast) },
    }),
    { input: { inviteToken: INVITE_TOKEN, now: NOW } },
  );
  const outcome = useSelector(actor, selectInviteOutcome);
  return <InviteOutcomeView outcome={outcome} onAccept={(form) => actor.send({ type: 'invite.accept', form })} />;
}

const meta = {
  title: 'Machines/Invite outcome',
  component: InvitePage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <ToastProvider toastDurationMs={HELD_TOAST_MS}>
        <Story />
      </ToastProvider>
    ),
    withRouter,
  ],
  args: { load: async (): Promise<SignupInvitation | null> => pending },
} satisfies Meta<typeof InvitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillSignup(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await userEvent.type(await page.findByLabelText('Name'), 'Jordan Lee');
  await userEvent.type(page.getByLabelText('Password'), 'Sup3r-secret');
  await userEvent.type(page.getByLabelText('Confirm password'), 'Sup3r-secret');
  await userEvent.click(page.getByRole('button', { name: 'Accept Invitation' }));
}

/** loading: the invitation is on its way. */
export const Loading: Story = {
  args: { load: never },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

/** invalid: no invitation has this token. */
export const Invalid: Story = {
  args: { load: async () => null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Invalid invitation')).toBeVisible();
  },
};

/** alreadyAccepted. */
export const AlreadyAccepted: Story = {
  args: { load: async () => ({ ...pending, state: 'Accepted' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Already accepted')).toBeVisible();
  },
};

/** revoked. */
export const Revoked: Story = {
  args: { load: async () => ({ ...pending, state: 'Revoked' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Revoked invitation')).toBeVisible();
  },
};

/** expired: still Pending, but the expiry time is before the page opened. */
export const Expired: Story = {
  args: { load: async () => ({ ...pending, expiresUtc: '2026-02-28T09:00:00Z' }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Expired invitation')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
  },
};

/** signup: the form with the invitation's email prefilled. */
export const SignupForm: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Email')).toHaveValue(pending.email);
  },
};

/** signup again after a failed attempt: the server's field errors on the form, and the toast. */
export const SignupFieldErrors: Story = {
  args: {
    accept: async () => {
      throw apiError({
        title: VALIDATION_ERROR_TITLE,
        status: 400,
        errors: { Name: ['Name must be at least 2 characters.'] },
      });
    },
  },
  play: async ({ canvasElement }) => {
    await fillSignup(canvasElement);
    await expect(await within(canvasElement).findByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(await within(document.body).findByText('Invite acceptance failed!')).toBeVisible();
  },
};

/** accepting: the signup is posted; the button shows it. */
export const Accepting: Story = {
  args: { accept: never },
  play: async ({ canvasElement }) => {
    await fillSignup(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: /Accept Invitation/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** accepted: the token is stored and the app is on its way home; a spinner meanwhile. */
export const Accepted: Story = {
  play: async ({ canvasElement }) => {
    await fillSignup(canvasElement);
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

/** signup failed for another reason: the form stays, with the destructive toast. */
export const Failed: Story = {
  args: {
    accept: async () => {
      throw apiError({ title: 'Internal Server Error', status: 500 });
    },
  },
  play: async ({ canvasElement }) => {
    await fillSignup(canvasElement);
    await expect(await within(document.body).findByText('Invite acceptance failed!')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Accept Invitation' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
