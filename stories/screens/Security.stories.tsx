import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SecurityView, type SecurityViewProps } from '../../app/features/security/SecurityView.tsx';
import type { SessionSummary } from '../../contract/twoFactorSettings.ts';
import { phoneParameters } from '../support/phone.ts';
import { withRouter } from '../support/withRouter.tsx';

const NOW = new Date('2026-11-25T10:00:00Z');
const idle = { submitting: false, fieldErrors: {}, formError: null };

const sessions: SessionSummary[] = [
  {
    id: '0f9d7c1e-5a2b-4c3d-8e9f-1a2b3c4d5e6f',
    device: 'Chrome on macOS',
    address: '203.0.113.7',
    createdUtc: '2026-11-20T08:00:00Z',
    lastUsedUtc: '2026-11-25T09:59:00Z',
    current: true,
  },
  {
    id: '1a2b3c4d-5e6f-4a8b-9c0d-e1f2a3b4c5d6',
    device: 'Safari on iOS',
    address: '198.51.100.23',
    createdUtc: '2026-11-18T19:30:00Z',
    lastUsedUtc: '2026-11-24T21:12:00Z',
    current: false,
  },
];

const args: SecurityViewProps = {
  twoFactor: {
    status: { enabled: false, recoveryCodesLeft: 0, setupRequired: false },
    enrolment: null,
    recoveryCodes: null,
    starting: false,
    confirm: idle,
    disable: idle,
    onRetry: fn(),
    onStart: fn(),
    onConfirm: fn(),
    onCancelEnrolment: fn(),
    onRecoveryCodesSaved: fn(),
    onDisable: fn(),
  },
  sessions: { sessions, ending: null, endError: null, onRetry: fn(), onEnd: fn(), onEndOthers: fn(), now: NOW },
  admin: null,
};

/** Settings → Security: two-factor sign-in, sessions, and the admins' rule. */
const meta = {
  title: 'Screens/Security',
  component: SecurityView,
  decorators: [withRouter],
  parameters: { route: '/settings/security' },
  args,
} satisfies Meta<typeof SecurityView>;
export default meta;
type Story = StoryObj<typeof meta>;

const withTwoFactor = (twoFactor: Partial<SecurityViewProps['twoFactor']>) => ({ ...args.twoFactor, ...twoFactor });

/** Two-factor off; this session and one on a phone. */
export const TwoFactorOff: Story = {
  play: async ({ canvasElement, args: { twoFactor, sessions: list } }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await expect(twoFactor.onStart).toHaveBeenCalled();
    await expect(page.getByText('This session')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'End session: Safari on iOS, 198.51.100.23' }));
    await expect(list.onEnd).toHaveBeenCalledWith('1a2b3c4d-5e6f-4a8b-9c0d-e1f2a3b4c5d6');
  },
};

export const Loading: Story = {
  args: { twoFactor: withTwoFactor({ status: null }), sessions: { ...args.sessions, sessions: null } },
};

export const LoadFailed: Story = {
  args: { twoFactor: withTwoFactor({ status: 'error' }), sessions: { ...args.sessions, sessions: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** An admin the portal requires it of, with the admins' setting card. */
export const SetupRequired: Story = {
  args: {
    twoFactor: withTwoFactor({ status: { enabled: false, recoveryCodesLeft: 0, setupRequired: true } }),
    admin: { requireAdminTwoFactor: true, saving: false, error: null, onChange: fn() },
  },
  play: async ({ canvasElement, args: { admin } }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Two-factor sign-in is required for admins')).toBeVisible();
    await userEvent.click(page.getByRole('checkbox', { name: /Require two-factor sign-in for admins/ }));
    await expect(admin!.onChange).toHaveBeenCalledWith(false);
  },
};

/** Enrolling: the QR code, the key as text, and the code that confirms it. */
export const Enrolling: Story = {
  args: {
    twoFactor: withTwoFactor({
      enrolment: {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Venue%20Portal:avery%40arcadia.example?issuer=Venue%20Portal&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
      },
    }),
  },
  play: async ({ canvasElement, args: { twoFactor } }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    // Plain text in a group named Key: read when reached, never announced as a live region would.
    await expect(page.getByRole('group', { name: 'Key' })).toHaveTextContent('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await expect(page.queryByRole('status')).toBeNull();
    await userEvent.type(page.getByLabelText('Code'), '123456');
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    await expect(twoFactor.onConfirm).toHaveBeenCalledWith({ code: '123456' }, expect.anything());
  },
};

export const EnrolWrongCode: Story = {
  args: {
    twoFactor: withTwoFactor({
      enrolment: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Venue%20Portal:a?secret=JBSWY3DPEHPK3PXP' },
      confirm: { submitting: false, fieldErrors: { code: 'That code is not right. Check your authenticator app and try again.' }, formError: null },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
  },
};

const codes = ['k3f9q-2xm7d', 'p8z2w-6hn4c', 'b7r5t-9qk2m', 'x4v8n-3jd6p', 'm2c7h-8wq5z', 'e9k3r-5tb7x', 'h6p2d-4mz9w', 'q5w8c-7nr3k', 't3x6b-2pk8h', 'z7d4m-9ce5q'];
const codesText = `${codes.join('\n')}\n`;

/** Confirmed: the 10 recovery codes, shown this once, with Copy, Download and Print. */
export const RecoveryCodes: Story = {
  args: {
    twoFactor: withTwoFactor({
      recoveryCodes: codes,
      recoveryCodeActions: { copy: fn(async () => {}), download: fn(), print: fn() },
    }),
  },
  play: async ({ canvasElement, args: { twoFactor } }) => {
    const page = within(canvasElement);
    await expect(within(page.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(page.getByRole('button', { name: 'Download' }));
    await expect(twoFactor.recoveryCodeActions?.download).toHaveBeenCalledWith(codesText);
    await userEvent.click(page.getByRole('button', { name: 'Print' }));
    await expect(twoFactor.recoveryCodeActions?.print).toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Copy' }));
    await expect(twoFactor.recoveryCodeActions?.copy).toHaveBeenCalledWith(codesText);
    await expect(await page.findByText('Copied to clipboard')).toHaveAttribute('role', 'status');
    await userEvent.click(page.getByRole('button', { name: 'I have saved them' }));
    await expect(twoFactor.onRecoveryCodesSaved).toHaveBeenCalled();
  },
};

/** No clipboard (not HTTPS, or refused): Copy says so and points to Download and Print. */
export const RecoveryCodesCopyFailed: Story = {
  args: {
    twoFactor: withTwoFactor({
      recoveryCodes: codes,
      recoveryCodeActions: { copy: fn(async () => Promise.reject(new Error('NotAllowedError'))), download: fn(), print: fn() },
    }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Copy' }));
    await expect(await page.findByText('Could not copy to clipboard: download or print them instead')).toHaveAttribute('role', 'status');
  },
};

/** Two-factor on: turning it off asks for the password and a code. */
export const TwoFactorOn: Story = {
  args: { twoFactor: withTwoFactor({ status: { enabled: true, recoveryCodesLeft: 9, setupRequired: false } }) },
  play: async ({ canvasElement, args: { twoFactor } }) => {
    const page = within(canvasElement);
    await expect(page.getByText(/Recovery codes left: 9 of 10/)).toBeVisible();
    await userEvent.type(page.getByLabelText('Password'), 'Correct-Horse-9');
    await userEvent.type(page.getByLabelText('Code or recovery code'), '654321');
    await userEvent.click(page.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await expect(twoFactor.onDisable).toHaveBeenCalledWith({ password: 'Correct-Horse-9', code: '654321' }, expect.anything());
  },
};

/** Only this session: nothing to end. */
export const OnlyThisSession: Story = {
  args: { sessions: { ...args.sessions, sessions: sessions.slice(0, 1) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'End all other sessions' })).toBeNull();
  },
};

/** At 390 px: the QR code and each session stack, nothing scrolls sideways. */
export const EnrollingOnPhone: Story = {
  ...Enrolling,
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
