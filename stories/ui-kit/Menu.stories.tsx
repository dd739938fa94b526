import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Icon, Menu, MenuItem, MenuLabel, MenuSeparator } from '../../ui-kit/index.ts';
import { OverlayFrame, storyRenderLink } from './storySupport.tsx';

const onEdit = fn();
const onDuplicate = fn();
const onDelete = fn();

const meta = {
  title: 'UI Kit/Menu',
  component: Menu,
  args: {
    label: 'Venue actions',
    placement: 'bottom-start',
    defaultOpen: false,
    onOpenChange: fn(),
    trigger: (
      <Button variant="outline">
        Actions
        <Icon name="chevron-down" />
      </Button>
    ),
    children: (
      <>
        <MenuLabel>Royal Oak Hotel</MenuLabel>
        <MenuItem icon="settings" onSelect={onEdit}>
          Edit details
        </MenuItem>
        <MenuItem icon="layers" onSelect={onDuplicate}>
          Duplicate
        </MenuItem>
        <MenuItem
          icon="map-pin"
          textValue="Open venue page"
          render={({ ref, children, ...props }) => storyRenderLink({ ...props, ref, href: '/clients/1/2', children })}
        >
          Open venue page
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon="x" variant="destructive" onSelect={onDelete}>
          Delete venue
        </MenuItem>
        <MenuItem icon="file" disabled>
          Export (soon)
        </MenuItem>
      </>
    ),
  },
  argTypes: {
    placement: { control: 'select', options: ['bottom-start', 'bottom-end', 'bottom', 'top-start', 'top-end'] },
    trigger: { control: false },
    children: { control: false },
  },
  decorators: [(Story) => <OverlayFrame>{Story()}</OverlayFrame>],
  beforeEach: () => {
    onEdit.mockClear();
    onDuplicate.mockClear();
    onDelete.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Playground: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await page().findByRole('menu', { name: 'Venue actions' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    await expect(within(menu).getByRole('menuitem', { name: 'Open venue page' })).toHaveAttribute('href', '/clients/1/2');
    await expect(within(menu).getByRole('menuitem', { name: 'Export (soon)' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Enter opens on the first item, ArrowDown moves, Enter selects and closes; focus returns to the trigger. */
export const KeyboardSelect: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page().findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit details' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onDuplicate).toHaveBeenCalledOnce();
    await waitFor(() => expect(page().queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** ArrowDown on the trigger opens the menu too; arrows skip disabled items and wrap around. */
/**
 * A quick keyboard user: Enter, ArrowDown and Enter in one go, before the open menu can have taken
 * the focus. The keys on the trigger count (Menu holds the active item), so Duplicate is chosen.
 */
export const KeysBeforeFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}', { delay: null });
    await waitFor(() => expect(onDuplicate).toHaveBeenCalledOnce());
    await expect(onEdit).not.toHaveBeenCalled();
    await waitFor(() => expect(page().queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ArrowKeysWrap: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Actions' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page().findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit details' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Delete venue' })).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    await page().findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Typing a letter jumps to the next item starting with it. */
export const Typeahead: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Actions' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page().findByRole('menu');
    // Enter opens on the first item; type once the menu has the focus (a key before that, on the
    // trigger, is not the menu's yet).
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('o');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Open venue page' })).toHaveFocus());
  },
};

export const OpensAbove: Story = {
  args: { defaultOpen: true, placement: 'top-start' },
  decorators: [(Story) => <div style={{ paddingTop: 260 }}>{Story()}</div>],
};
