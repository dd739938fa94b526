import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Zone } from '../../contract/compliance.ts';
import { ZoneCard } from '../../app/features/compliance/ZoneCard.tsx';
import { heldSaves } from '../support/heldSaves.ts';

/** The save ChooseAndSave stands in for; its play function ends it. */
const saves = heldSaves();

/** The zone of a screen on its page (/screens/{id}): admins choose it, everyone else reads it. */
const meta = {
  title: 'Screens/Compliance/Zone',
  component: ZoneCard,
  args: { zone: 'bar', canEdit: true, saving: false, onZoneChange: fn() },
} satisfies Meta<typeof ZoneCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not set yet: the warning says what that means. */
export const Unset: Story = {
  args: { zone: 'unassigned' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('combobox', { name: 'Zone' })).toHaveTextContent('Not set');
    await expect(page.getByText('Set this screen’s zone')).toBeVisible();
    await expect(page.getByRole('note')).toHaveTextContent(/treated as seen from outside/);
  },
};

/** An admin chooses a zone with the keyboard; the choice is sent. */
export const Choose: Story = {
  args: { zone: 'unassigned' },
  render: function ZoneChooser(args) {
    const [zone, setZone] = useState<Zone>(args.zone);
    return (
      <ZoneCard
        {...args}
        zone={zone}
        onZoneChange={(next) => {
          setZone(next);
          args.onZoneChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const select = page.getByRole('combobox', { name: 'Zone' });
    select.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Seen from outside' }));
    await expect(args.onZoneChange).toHaveBeenCalledWith('external');
    await expect(select).toHaveTextContent('Seen from outside');
    await expect(page.queryByText('Set this screen’s zone')).toBeNull();
  },
};

/** Saving: the picker waits, and keeps the focus (disabled, it once dropped it to the top of the page). */
export const Saving: Story = {
  args: { zone: 'gaming-area', saving: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const select = page.getByRole('combobox', { name: 'Zone' });
    await expect(select).toHaveAttribute('aria-disabled', 'true');
    await expect(select).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('Saving…')).toBeVisible();
    select.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull();
    await expect(select).toHaveFocus();
  },
};

/** Chosen by keyboard, then saved: the focus stays on the picker through the save. */
export const ChooseAndSave: Story = {
  args: { zone: 'bar' },
  render: function ZoneSaving(args) {
    const [state, setState] = useState<{ zone: Zone; saving: boolean }>({ zone: args.zone, saving: false });
    return (
      <ZoneCard
        {...args}
        {...state}
        onZoneChange={(next) => {
          args.onZoneChange(next);
          setState({ zone: next, saving: true });
          saves.hold(() => setState({ zone: next, saving: false }));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const select = page.getByRole('combobox', { name: 'Zone' });
    select.focus();
    await userEvent.keyboard('{Enter}');
    await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onZoneChange).toHaveBeenCalledWith('cash-point');
    await expect(await page.findByText('Saving…')).toBeVisible();
    await expect(select).toHaveFocus();
    saves.endAll();
    await waitFor(() => expect(page.queryByText('Saving…')).toBeNull());
    await expect(select).toHaveFocus();
    await expect(select).toHaveTextContent('Seen from a cash point');
  },
};

/** Someone who is not an admin reads the zone. */
export const ReadOnly: Story = {
  args: { zone: 'gaming-area', canEdit: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('combobox')).toBeNull();
    await expect(page.getByText('Gaming area')).toBeVisible();
  },
};

/** Not set, read by someone who cannot set it: what that means, and no call to set it. */
export const UnsetReadOnly: Story = {
  args: { zone: 'unassigned', canEdit: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Not set')).toBeVisible();
    await expect(page.queryByText('Set this screen’s zone')).toBeNull();
    await expect(page.getByRole('note')).toHaveTextContent(/treated as seen from outside/);
  },
};
