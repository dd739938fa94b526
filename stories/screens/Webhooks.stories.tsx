import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { webhookFormOf } from '../../app/features/webhooks/webhookForm.ts';
import { WebhooksView, type WebhooksViewProps } from '../../app/features/webhooks/WebhooksView.tsx';
import { expectTablesToFit, phoneParameters } from '../support/phone.ts';
import { deliveriesArgs, openWebhookDialog, WEBHOOK_SECRET, webhookDeliveries, webhookEndpoints, webhooksArgs } from './fixtures/webhooks.ts';
import { openedDialog } from '../support/dialogFocus.ts';

/** /webhooks (docs/integrations.md): one story per state of the list, the log and each dialog. */
const meta = {
  title: 'Screens/Webhooks',
  component: WebhooksView,
  parameters: { visual: { viewport: { width: 1280, height: 1000 } } },
  args: webhooksArgs('filled'),
} satisfies Meta<typeof WebhooksView>;
export default meta;
type Story = StoryObj<typeof meta>;

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

function filledWith(change: (args: WebhooksViewProps) => void): WebhooksViewProps {
  const args = webhooksArgs('filled');
  change(args);
  return args;
}

export const Loading: Story = {
  args: webhooksArgs('loading'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    await expect(page.getByText('Loading webhook endpoints')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: webhooksArgs('empty'),
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No webhook endpoints')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Add endpoint' }));
    await expect(args.endpoints.onCreate).toHaveBeenCalled();
  },
};

export const LoadError: Story = {
  args: webhooksArgs('error'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error', { exact: true })).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** On, failing since a day, off; each row's actions reached with the keyboard alone. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const table = within(page.getByRole('table', { name: 'Webhook endpoints' }));
    const [first, failing, off] = table.getAllByRole('row').slice(1) as HTMLElement[];
    await expect(within(first!).getByText('On')).toBeVisible();
    await expect(within(first!).getByText('Venue offline, Venue back online, Invitation accepted')).toBeVisible();
    await expect(within(failing!).getByText('Failing')).toBeVisible();
    await expect(failing).toHaveTextContent(/Failing\s*since yesterday/);
    await expect(within(off!).getByText('Off')).toBeVisible();
    await expect(within(off!).getByRole('button', { name: /^Turn on / })).toBeVisible();
    // Keyboard: Tab from Add endpoint reaches the first row's Deliveries; Enter opens its log.
    page.getByRole('button', { name: 'Add endpoint' }).focus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Deliveries of Arcadia CRM' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.endpoints.onShowDeliveries).toHaveBeenCalledWith(webhookEndpoints[0]);
    await userEvent.click(within(failing!).getByRole('button', { name: 'Turn off On-call pager' }));
    await expect(args.endpoints.onToggle).toHaveBeenCalledWith(webhookEndpoints[1]);
    blur();
  },
};

/** Turning an endpoint off: its button waits for the answer. */
export const Toggling: Story = {
  args: filledWith((args) => {
    args.endpoints.togglingId = webhookEndpoints[0]?.id ?? null;
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Turn off Arcadia CRM' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The chosen endpoint's log: each state of a delivery; Send again waits while one is still being tried. */
export const Deliveries: Story = {
  args: filledWith((args) => {
    args.endpoints.selectedId = webhookEndpoints[0]?.id ?? null;
    args.deliveries = deliveriesArgs('filled');
  }),
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Deliveries of Arcadia CRM' })).toHaveAttribute('aria-pressed', 'true');
    const log = within(page.getByRole('table', { name: 'Deliveries' }));
    const [header, delivered, pending, failed] = log.getAllByRole('row') as HTMLElement[];
    for (const column of ['Time', 'Event', 'Status', 'Duration', 'Tries']) {
      await expect(within(header!).getByText(column)).toBeInTheDocument();
    }
    await expect(within(delivered!).getByText('Delivered · 200')).toBeVisible();
    await expect(within(delivered!).getByText('84 ms')).toBeVisible();
    await expect(within(pending!).getByText('Trying · 500')).toBeVisible();
    await expect(within(pending!).getByRole('button', { name: 'Send again venue.offline' })).toBeDisabled();
    await expect(within(failed!).getByText('No answer within 10 s')).toBeVisible();
    await userEvent.click(within(failed!).getByRole('button', { name: 'Send again venue.online' }));
    await expect(args.deliveries?.onResend).toHaveBeenCalledWith(webhookDeliveries[2]);
    await expect(within(failed!).getByRole('button', { name: '7 tries of venue.online' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Showing 5 of 14')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Show more' }));
    await expect(args.deliveries?.onShowMore).toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Send test event' }));
    await expect(args.deliveries?.onSendTest).toHaveBeenCalled();
    blur();
  },
};

/**
 * A delivery's every try, as Svix and Stripe list them: its tries button (reached by keyboard) opens
 * them under its row, newest first, with when, the answer, how long and why it failed; again closes.
 * A delivery not tried yet has no button.
 */
export const DeliveryTries: Story = {
  args: filledWith((args) => {
    args.endpoints.selectedId = webhookEndpoints[0]?.id ?? null;
    args.deliveries = deliveriesArgs('filled');
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const log = within(page.getByRole('table', { name: 'Deliveries' }));
    const pendingTries = log.getByRole('button', { name: '2 tries of venue.offline' });
    pendingTries.focus();
    await userEvent.keyboard('{Enter}');
    await expect(pendingTries).toHaveAttribute('aria-expanded', 'true');
    const pending = within(page.getByRole('list', { name: 'Tries of venue.offline' }));
    await expect(pending.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Try 2.*Answered 500.*312 ms$/),
      expect.stringMatching(/^Try 1.*No answer.*10000 ms.*No answer within 10 s$/),
    ]);
    await userEvent.keyboard('{Enter}');
    await expect(page.queryByRole('list', { name: 'Tries of venue.offline' })).toBeNull();
    await userEvent.keyboard('{Enter}');

    await userEvent.click(log.getByRole('button', { name: '7 tries of venue.online' }));
    const failed = within(page.getByRole('list', { name: 'Tries of venue.online' }));
    const items = failed.getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-webhook-try'))).toEqual(['7', '6', '5', '4', '3', '2', '1']);
    await expect(within(items[2]!).getByText('Address refused (unresolved)')).toBeVisible();
    await expect(within(items[0]!).getByText('2 hours ago')).toBeVisible();
    // The delivery written a moment ago has had no try: nothing to open.
    const fresh = log.getAllByRole('row').find((row) => row.getAttribute('data-webhook-delivery') === webhookDeliveries[4]?.id);
    await expect(within(fresh!).queryByRole('button', { name: /tries of/ })).toBeNull();
    blur();
  },
};

export const DeliveriesEmpty: Story = {
  args: filledWith((args) => {
    args.endpoints.selectedId = webhookEndpoints[0]?.id ?? null;
    args.deliveries = { ...deliveriesArgs('empty'), sendingTest: true };
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No deliveries yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send test event' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const DeliveriesLoading: Story = {
  args: filledWith((args) => {
    args.endpoints.selectedId = webhookEndpoints[0]?.id ?? null;
    args.deliveries = deliveriesArgs('loading');
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading deliveries')).toBeInTheDocument();
  },
};

/** The checks first (no URL, no event), then URL, description and two events by keyboard, then Add. */
export const AddEndpoint: Story = {
  args: filledWith((args) => {
    args.endpointDialog.dialog = openWebhookDialog;
  }),
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Add webhook endpoint'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('URL is required.')).toBeVisible();
    await expect(dialog.getByText('Choose at least one event.')).toBeVisible();
    await userEvent.click(dialog.getByLabelText('URL'));
    await userEvent.keyboard('ftp://files.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('Enter a web address starting with http:// or https://.')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('URL'));
    await userEvent.keyboard('https://crm.example.com/hooks');
    await userEvent.tab();
    await userEvent.keyboard('CRM');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(dialog.getByRole('checkbox', { name: /Venue offline/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Display offline/ })).toBeChecked();
    // Enter on a checkbox does not submit a form: the dialog's Add button does.
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(args.endpointDialog.onSubmit).toHaveBeenCalledWith(
        { url: 'https://crm.example.com/hooks', description: 'CRM', events: ['venue.offline', 'display.offline'], enabled: true },
        expect.anything(),
      ),
    );
    blur();
  },
};

/** The server's answer on the field it concerns (a private address). */
export const AddEndpointServerError: Story = {
  args: filledWith((args) => {
    args.endpointDialog.dialog = { ...openWebhookDialog, fieldErrors: { url: 'This address is in a private, loopback or link-local range.' } };
  }),
  play: async () => {
    const dialog = within(await openedDialog('Add webhook endpoint'));
    await expect(await dialog.findByText('This address is in a private, loopback or link-local range.')).toBeVisible();
    await expect(dialog.getByLabelText('URL')).toHaveAttribute('aria-invalid', 'true');
    blur();
  },
};

/** The signing secret, once, with a copy button; Done closes (and the machine forgets it). */
export const SecretShown: Story = {
  args: filledWith((args) => {
    args.endpointDialog.dialog = openWebhookDialog;
    args.endpointDialog.secret = WEBHOOK_SECRET;
  }),
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Webhook endpoint added'));
    await expect(dialog.getByRole('group', { name: 'Signing secret' })).toHaveTextContent(WEBHOOK_SECRET);
    await userEvent.click(dialog.getByRole('button', { name: 'Copy signing secret' }));
    await expect(args.endpointDialog.copyHandlers.copy).toHaveBeenCalledWith(WEBHOOK_SECRET);
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.endpointDialog.onClose).toHaveBeenCalled();
    blur();
  },
};

/** Editing starts from the endpoint's values; unticking an event and saving sends the rest. */
export const EditEndpoint: Story = {
  args: filledWith((args) => {
    const endpoint = webhookEndpoints[1]!;
    args.endpointDialog = { ...args.endpointDialog, mode: 'edit', dialog: openWebhookDialog, initial: webhookFormOf(endpoint) };
  }),
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Edit webhook endpoint'));
    await expect(dialog.getByLabelText('URL')).toHaveValue(webhookEndpoints[1]?.url);
    await expect(dialog.getByRole('checkbox', { name: /Display offline/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Venue back online/ })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: /Takeover ended/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.endpointDialog.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ events: ['venue.offline', 'display.offline', 'takeover.started'], enabled: true }),
        expect.anything(),
      ),
    );
    blur();
  },
};

export const DeleteEndpoint: Story = {
  args: filledWith((args) => {
    args.deleteDialog = { ...args.deleteDialog, dialog: openWebhookDialog, endpointName: 'On-call pager' };
  }),
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Delete webhook endpoint'));
    await expect(dialog.getByText(/On-call pager/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.deleteDialog.onConfirm).toHaveBeenCalled();
    blur();
  },
};

/** 390 px: rows stack, long URLs wrap, a delivery's tries open under it, nothing scrolls sideways. */
export const Phone: Story = {
  args: filledWith((args) => {
    args.endpoints.selectedId = webhookEndpoints[1]?.id ?? null;
    args.deliveries = { ...deliveriesArgs('filled'), endpointName: 'On-call pager' };
  }),
  parameters: { visual: { viewport: { ...phoneParameters.visual.viewport, height: 2400 } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Add endpoint' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '7 tries of venue.online' }));
    await expect(page.getByRole('list', { name: 'Tries of venue.online' })).toBeVisible();
    await expectTablesToFit(canvasElement);
    blur();
  },
};
