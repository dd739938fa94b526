import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORYBOOK_NOT_BUILT } from '../../contract/storybook.ts';
import { SettingsView } from '../../app/features/settings/SettingsView.tsx';
import { withRouter } from '../support/withRouter.tsx';

/** Leave no focus behind for a stable screenshot. */
function blurActiveElement() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

const meta = {
  title: 'Screens/Settings',
  component: SettingsView,
  decorators: [withRouter],
  parameters: { route: '/settings' },
  args: {
    details: {
      initialValues: { name: 'Avery Admin', email: 'avery@arcadia.example' },
      submitting: false,
      fieldErrors: {},
      formError: null,
      onSubmit: fn(),
    },
    password: { submitting: false, fieldErrors: {}, formError: null, savedCount: 0, onSubmit: fn() },
  },
} satisfies Meta<typeof SettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The details come filled from the signed-in identity; the password fields start empty. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'User Settings', level: 1 })).toBeVisible();
    await expect(page.getByLabelText('Name')).toHaveValue('Avery Admin');
    await expect(page.getByLabelText('Email')).toHaveValue('avery@arcadia.example');
    await expect(page.getByLabelText('Existing password')).toHaveValue('');
  },
};

/** docs/product.md#validation-messages, Personal details: name 2 to 30 characters. */
export const DetailsValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.clear(page.getByLabelText('Name'));
    await userEvent.click(page.getByRole('button', { name: 'Save Details' }));
    await expect(await page.findByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(args.details.onSubmit).not.toHaveBeenCalled();
    blurActiveElement();
  },
};

/** docs/product.md#validation-messages, Change password: the confirmation must match, the message sits on the confirm field. */
export const PasswordMismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Existing password'), 'Old-pass1');
    await userEvent.type(page.getByLabelText('New password'), 'New-pass1!');
    await userEvent.type(page.getByLabelText('Confirm new password'), 'New-pass2!');
    await userEvent.click(page.getByRole('button', { name: 'Save Password' }));
    await expect(await page.findByText('Passwords do not match.')).toBeVisible();
    await expect(page.getByLabelText('Confirm new password')).toHaveAccessibleDescription(/Passwords do not match\./);
    await expect(args.password.onSubmit).not.toHaveBeenCalled();
    blurActiveElement();
  },
};

/** docs/decisions.md#accounts: a new login email needs the current password, asked only while the email differs. */
export const EmailChangeNeedsPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.queryByLabelText('Current password')).toBeNull();
    await userEvent.clear(page.getByLabelText('Email'));
    await userEvent.type(page.getByLabelText('Email'), 'avery@stone.example');
    await userEvent.click(page.getByRole('button', { name: 'Save Details' }));
    await expect(await page.findByText('Existing password is required.')).toBeVisible();
    await expect(page.getByLabelText('Current password')).toHaveAccessibleDescription(/Existing password is required\./);
    await expect(args.details.onSubmit).not.toHaveBeenCalled();
    blurActiveElement();
  },
};

/** An admin reviews the design in the published Storybook: the button asks for its link. */
export const StorybookForAdmins: Story = {
  args: { storybook: { opening: false, error: null, onOpen: fn() } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const open = page.getByRole('button', { name: 'Open the Storybook' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.storybook?.onOpen).toHaveBeenCalledOnce();
    blurActiveElement();
  },
};

/** While the link is asked for, the button is busy and does not act twice. */
export const StorybookOpening: Story = {
  args: { storybook: { opening: true, error: null, onOpen: fn() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Open the Storybook' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A server built without its Storybook says how to build it. */
export const StorybookNotBuilt: Story = {
  args: { storybook: { opening: false, error: STORYBOOK_NOT_BUILT, onOpen: fn() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(STORYBOOK_NOT_BUILT)).toBeVisible();
  },
};

/** Those who may read the compliance rules (admins, approvers) reach /settings/compliance from here. */
export const ComplianceLink: Story = {
  args: { complianceLink: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Compliance rules' })).toHaveAttribute('href', '/settings/compliance');
  },
};
