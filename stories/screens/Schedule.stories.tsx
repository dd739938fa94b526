import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { assetKeys } from '../../app/api/assets.ts';
import { playlistKeys } from '../../app/api/playlists.ts';
import { scheduleKeys } from '../../app/api/schedules.ts';
import { ScheduleCard } from '../../app/features/scheduling/schedules/ScheduleCard.tsx';
import { ScheduleSection } from '../../app/features/scheduling/schedules/ScheduleSection.tsx';
import { AsRole } from '../support/AsRole.tsx';
import { openedDialog } from '../support/dialogFocus.ts';
import { phoneParameters } from '../support/phone.ts';
import { withRouter } from '../support/withRouter.tsx';
import { clientId, displayId, entries, layoutOptions, neverRunning, playlistOptions, rowsFor, skippedEntries, venueId } from './fixtures/schedules.ts';

const controllerId = '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a';

/** The Schedule card of the display, venue and client pages. */
const meta = {
  title: 'Screens/Schedule',
  component: ScheduleCard,
  args: {
    status: 'ready',
    rows: rowsFor(entries),
    reach: 'this display',
    fallback: 'When no entry runs, the display’s own layout plays.',
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ScheduleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading schedule' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Add entry' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  args: { status: 'error', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error loading schedule')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No schedule entries')).toBeVisible();
    await expect(within(canvasElement).getByText('When no entry runs, the display’s own layout plays.')).toBeVisible();
  },
};

/**
 * An admin on a display page: its own entry (Edit, Delete) first, then those inherited from the
 * venue and the client, read-only with where they come from; one of the venue's never runs.
 */
export const Filled: Story = {
  args: { rows: rowsFor([...entries, neverRunning]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const own = canvas.getByRole('listitem', { name: 'Happy hour' });
    await expect(within(own).getByText('Playlist: Happy hour promos')).toBeVisible();
    await expect(within(own).getByText('Thu–Sat · 17:00–19:00')).toBeVisible();
    await expect(within(own).getByText('Priority 5')).toBeVisible();
    const fromVenue = canvas.getByRole('listitem', { name: 'Members’ morning offers' });
    await expect(within(fromVenue).getByText('From the venue')).toBeVisible();
    await expect(within(fromVenue).queryByRole('button')).toBeNull();
    await expect(within(canvas.getByRole('listitem', { name: 'Evening sport' })).getByText('From the client')).toBeVisible();
    const never = canvas.getByRole('listitem', { name: 'Welcome while open' });
    await expect(within(never).getByRole('note')).toHaveTextContent('This entry never runs: the venue has no open hours.');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Happy hour' }));
    await expect(args.onDelete).toHaveBeenCalledWith(entries[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Happy hour' }));
    await expect(args.onEdit).toHaveBeenCalledWith(entries[0]);
  },
};

/**
 * After a zone or rule change forbade entries saved before: each says on how many screens the
 * compliance rules skip it and in which zones; an entry allowed everywhere says nothing.
 */
export const SkippedByRules: Story = {
  args: { rows: rowsFor([entries[0]!, ...skippedEntries], { venueId }), reach: 'every display of this venue', fallback: 'When no entry runs, each display plays its own layout.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const one = canvas.getByRole('listitem', { name: 'Members’ morning offers' });
    await expect(within(one).getByRole('note', { name: 'Skipped by the compliance rules' })).toHaveTextContent('Skipped on 1 screen: not allowed in zone Seen from outside');
    const several = canvas.getByRole('listitem', { name: 'Evening sport' });
    await expect(within(several).getByRole('note', { name: 'Skipped by the compliance rules' })).toHaveTextContent(
      'Skipped on 3 screens: not allowed in zones Seen from outside, Seen from a cash point',
    );
    await expect(within(canvas.getByRole('listitem', { name: 'Happy hour' })).queryByRole('note')).toBeNull();
  },
};

/** Nothing skipped anywhere: no entry carries the compliance mark. */
export const NoneSkipped: Story = {
  args: { rows: rowsFor(entries, { venueId }), reach: 'every display of this venue', fallback: 'When no entry runs, each display plays its own layout.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(entries.length);
    await expect(within(canvasElement).queryByRole('note', { name: 'Skipped by the compliance rules' })).toBeNull();
    await expect(within(canvasElement).queryByText(/Skipped on/)).toBeNull();
  },
};

/** A venue page lists its displays' entries too, read-only, and its own with Edit and Delete. */
export const OnVenuePage: Story = {
  args: { rows: rowsFor(entries, { venueId }), reach: 'every display of this venue', fallback: 'When no entry runs, each display plays its own layout.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('listitem', { name: 'Happy hour' })).getByText('Set on a display')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Members’ morning offers' })).toBeVisible();
  },
};

/**
 * A venue page with the names read: an entry set on one of its displays names that display and
 * venue, linked to the display's page where it is edited.
 */
export const OnVenuePageNamed: Story = {
  args: {
    rows: rowsFor(entries, { venueId }).map((row) =>
      row.origin === 'Set on a display'
        ? { ...row, origin: 'Set on Bar Left at Harbour Bar', originHref: `/clients/${clientId}/${venueId}/${controllerId}/${displayId}` }
        : row,
    ),
    reach: 'every display of this venue',
    fallback: 'When no entry runs, each display plays its own layout.',
  },
  decorators: [withRouter],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = within(canvas.getByRole('listitem', { name: 'Happy hour' })).getByRole('link', { name: 'Set on Bar Left at Harbour Bar' });
    await expect(link).toHaveAttribute('href', `/clients/${clientId}/${venueId}/${controllerId}/${displayId}`);
  },
};

/** A client user reads: no Add, Edit or Delete, and content by kind only (assets are admins'). */
export const ReadOnly: Story = {
  args: { rows: rowsFor(entries, undefined, false), onAdd: undefined, onEdit: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(within(canvas.getByRole('listitem', { name: 'Happy hour' })).getByText('Playlist')).toBeVisible();
  },
};

/**
 * The display's Schedule section as an approver sees it: an admin-side role that reads schedules and
 * content but does not hold schedules.edit (docs/permissions.md), so no Add, Edit or Delete; the
 * content is named from the layouts and playlists it may read.
 */
export const Approver: Story = {
  render: () => (
    <AsRole
      role="approver"
      answers={[
        [scheduleKeys.of({ displayId }), { items: entries, total: entries.length }],
        [assetKeys.list(), layoutOptions.map((option) => ({ id: option.value, name: option.label, type: 'GROUP' }))],
        [playlistKeys.list(), { items: playlistOptions.map((option) => ({ id: option.value, name: option.label })) }],
      ]}
    >
      <ScheduleSection target={{ displayId }} />
    </AsRole>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const happyHour = await canvas.findByRole('listitem', { name: 'Happy hour' });
    await expect(within(happyHour).getByText('Playlist: Happy hour promos')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A venue page's Schedule section as an admin sees it: Add entry and the own entries' Edit open the entry dialog. */
function AdminVenueSection() {
  return (
    <AsRole
      role="admin"
      answers={[
        [scheduleKeys.of({ venueId }), { items: entries, total: entries.length }],
        [assetKeys.list(), layoutOptions.map((option) => ({ id: option.value, name: option.label, type: 'GROUP' }))],
        [playlistKeys.list(), { items: playlistOptions.map((option) => ({ id: option.value, name: option.label })) }],
      ]}
    >
      <ScheduleSection target={{ venueId }} />
    </AsRole>
  );
}

const focusChecked = { visual: { skip: 'checks where focus goes; the card is pictured by OnVenuePage' } };

/** Opened by keyboard, closed by Escape, then by Cancel: focus is back on Add entry each time, not on the page. */
export const AddEntryReturnsFocus: Story = {
  render: () => <AdminVenueSection />,
  parameters: focusChecked,
  play: async ({ canvasElement }) => {
    const add = await within(canvasElement).findByRole('button', { name: 'Add entry' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await openedDialog('Add schedule entry'));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(add).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(await openedDialog('Add schedule entry')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(add).toHaveFocus());
  },
};

/** An own entry's Edit, opened by keyboard and closed by Escape: focus is back on that Edit. */
export const EditEntryReturnsFocus: Story = {
  render: () => <AdminVenueSection />,
  parameters: focusChecked,
  play: async ({ canvasElement }) => {
    const edit = await within(canvasElement).findByRole('button', { name: 'Edit Members’ morning offers' });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await openedDialog('Edit schedule entry'));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(edit).toHaveFocus());
  },
};

/** At 390 px the actions go under each entry and nothing scrolls sideways. */
export const Phone: Story = {
  args: { rows: rowsFor([...entries, neverRunning]) },
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit Happy hour' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
