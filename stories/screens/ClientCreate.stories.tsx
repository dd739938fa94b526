import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClientCreateView } from '../../app/features/clients/ClientCreateView.tsx';
import { CLIENT_NAME_TAKEN_TITLE } from '../../contract/clients.ts';
import { withRouter } from '../support/withRouter.tsx';

/** autoFocus lands on the name field only when the page has focus: leave no focus for a stable screenshot. */
function blurActiveElement() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

const meta = {
  title: 'Screens/Client create',
  component: ClientCreateView,
  decorators: [withRouter],
  parameters: { route: '/clients/create' },
  args: { submitting: false, fieldErrors: {}, formError: null, onSubmit: fn() },
} satisfies Meta<typeof ClientCreateView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Create Client', level: 1 })).toBeVisible();
    await expect(page.getByLabelText('Name')).toHaveValue('');
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/clients');
    blurActiveElement();
  },
};

/** docs/product.md#validation-messages, Client create: 2 to 30 characters. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Create Client' }));
    await expect(await page.findByText('Client name must be at least 2 characters.')).toBeVisible();
    await userEvent.type(page.getByLabelText('Name'), 'A very long client name that goes on');
    await expect(await page.findByText('Client name must not be longer than 30 characters.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Name'), 'Arcadia Group');
    await userEvent.click(page.getByRole('button', { name: 'Create Client' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Arcadia Group' }, expect.anything());
  },
};

export const Loading: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Create Client/ })).toHaveAttribute('aria-busy', 'true');
    blurActiveElement();
  },
};

/** A 409 shows its title over the form; a 400 puts the server's message on the field. */
export const ServerErrors: Story = {
  args: { formError: CLIENT_NAME_TAKEN_TITLE, fieldErrors: { name: 'Client name must be at least 2 characters.' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent(CLIENT_NAME_TAKEN_TITLE);
    await expect(await page.findByText('Client name must be at least 2 characters.')).toBeVisible();
    blurActiveElement();
  },
};
