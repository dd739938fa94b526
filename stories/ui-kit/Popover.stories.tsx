import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Icon, Popover, TextField } from '../../ui-kit/index.ts';
import { OverlayFrame } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/Popover',
  component: Popover,
  args: {
    label: 'Venue details',
    placement: 'bottom-start',
    defaultOpen: false,
    onOpenChange: fn(),
    trigger: (
      <Button variant="outline">
        Details
        <Icon name="chevron-down" />
      </Button>
    ),
    children: (
      <div style={{ display: 'grid', gap: 12, width: 280 }}>
        <p style={{ margin: 0 }}>Royal Oak Hotel shows the North region&apos;s content on 4 screens.</p>
        <TextField label="Display name" defaultValue="Royal Oak" />
        <Button size="sm">Save</Button>
      </div>
    ),
  },
  argTypes: {
    placement: { control: 'select', options: ['bottom-start', 'bottom-end', 'bottom', 'top-start', 'top-end', 'top'] },
    trigger: { control: false },
    children: { control: false },
  },
  decorators: [(Story) => <OverlayFrame>{Story()}</OverlayFrame>],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Playground: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Venue details' });
    await expect(dialog).toHaveAttribute('data-side', 'bottom');
  },
};

/** Click opens it and focus moves in; Escape closes it and focus returns to the trigger. */
export const ClickAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Details' });
    await userEvent.click(trigger);
    const dialog = await page().findByRole('dialog', { name: 'Venue details' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(dialog).getByLabelText('Display name')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const OutsideClickCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Details' });
    await userEvent.click(trigger);
    await page().findByRole('dialog');
    await userEvent.click(document.body);
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Tab moves through the content; tabbing past the last element closes it and focus goes back. */
export const TabPastTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Details' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page().findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('Display name')).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpensAbove: Story = {
  args: { defaultOpen: true, placement: 'top-start' },
  decorators: [(Story) => <div style={{ paddingTop: 220 }}>{Story()}</div>],
};
