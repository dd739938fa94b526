import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LogoCard, type LogoCardProps } from '../../app/features/logos/LogoCard.tsx';
import { logoCardArgs } from './fixtures/logo.ts';
import { pngFile, swatch } from './fixtures/reveal.ts';
import { dialogFocusSettled, openedDialog } from '../support/dialogFocus.ts';

const closed = { open: false, submitting: false, fieldErrors: {} };

const meta = {
  title: 'Screens/Logo card',
  component: LogoCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: logoCardArgs(),
} satisfies Meta<typeof LogoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The screenshot shows the card at rest, not the focus ring of the button just clicked. */
const blurActive = () => (document.activeElement as HTMLElement | null)?.blur();
const LOGO = swatch('#166534', 'Royal Oak');

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading logo')).toBeInTheDocument();
  },
};

/** No logo yet: Upload logo, no Delete. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No logo uploaded')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Delete logo' })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Upload logo' }));
    await expect(args.onUploadOpen).toHaveBeenCalled();
    blurActive();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error', { exact: true })).toBeVisible();
  },
};

/** A logo: Replace logo and Delete logo. */
export const Filled: Story = {
  args: { logoUrl: LOGO },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('img', { name: 'Logo of Royal Oak Hotels' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Replace logo' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Delete logo' }));
    await expect(args.onDeleteOpen).toHaveBeenCalled();
    blurActive();
  },
};

/** docs/product.md#validation-messages, Logo: submitting without a file says Logo is required. */
export const UploadValidation: Story = {
  args: { uploadDialog: { ...closed, open: true, progress: null } },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Upload logo'));
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await expect(await dialog.findByText('Logo is required.')).toBeVisible();
    await expect(args.onUploadSubmit).not.toHaveBeenCalled();
  },
};

/** The server's answer lands on the field (a file that is not an image). */
export const UploadServerError: Story = {
  args: { uploadDialog: { open: true, submitting: false, fieldErrors: { logo: 'Logo must be an image.' }, progress: null } },
  play: async () => {
    const dialog = within(await openedDialog('Upload logo'));
    await expect(await dialog.findByText('Logo must be an image.')).toBeVisible();
  },
};

function UploadingCard(props: LogoCardProps) {
  const [sending, setSending] = useState(false);
  return (
    <LogoCard
      {...props}
      uploadDialog={{ open: true, submitting: sending, fieldErrors: {}, progress: sending ? 60 : null }}
      onUploadSubmit={(file) => {
        props.onUploadSubmit(file);
        setSending(true);
      }}
    />
  );
}

/** Replacing a logo: the chosen file goes out with its progress shown in the picker. */
export const Uploading: Story = {
  args: { logoUrl: LOGO },
  render: (args) => <UploadingCard {...args} />,
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Replace logo'));
    const file = pngFile('royal-oak.png');
    await userEvent.upload(dialog.getByLabelText('Logo'), file);
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(args.onUploadSubmit).toHaveBeenCalledWith(file));
    await expect(await dialog.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '60');
  },
};

export const DeleteConfirm: Story = {
  args: { logoUrl: LOGO, deleteDialog: { ...closed, open: true } },
  play: async ({ args }) => {
    const dialogElement = await body().findByRole('dialog', { name: 'Delete logo?' });
    await dialogFocusSettled(dialogElement);
    await userEvent.click(within(dialogElement).getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteConfirm).toHaveBeenCalled();
    blurActive();
  },
};
