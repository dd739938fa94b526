import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FleetView } from '../../app/features/fleet/FleetView.tsx';
import { expectTablesToFit, phoneParameters } from '../support/phone.ts';
import { withRouter } from '../support/withRouter.tsx';
import { withStoryScreenshots } from '../support/withStoryScreenshots.tsx';
import { STORY_NOW } from './fixtures/clientsAndVenues.ts';
import { fleetDisplays, fleetViewArgs } from './fixtures/fleet.ts';

const meta = {
  title: 'Screens/Fleet',
  component: FleetView,
  decorators: [withRouter, withStoryScreenshots],
  parameters: { route: '/screens' },
  args: fleetViewArgs(),
} satisfies Meta<typeof FleetView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Screens', level: 1 })).toBeVisible();
    await expect(page.getByText('Loading displays')).toBeInTheDocument();
  },
};

/** How much wider inside than out the Displays card, or the table's scroller in it, is: 0 when nothing scrolls sideways. */
function displaysCardOverflow(canvasElement: HTMLElement): number {
  const card = within(canvasElement).getByRole('heading', { name: 'Displays', level: 2 }).closest<HTMLElement>('[data-card]');
  const scroller = card?.querySelector('table')?.parentElement;
  if (!card || !scroller) throw new Error('expected the Displays card with its table');
  return Math.max(0, card.scrollWidth - card.clientWidth, scroller.scrollWidth - scroller.clientWidth);
}

/**
 * While loading at 1280 × 800 (the app's main column: 1280 − 240 navigation − 2 × 32 padding), the
 * placeholder rows fit the card: the kit's placeholder bars once widened the ten columns to about
 * 1,570 px, and the card scrolled sideways while it loaded.
 */
export const LoadingLaptop: Story = {
  ...Loading,
  parameters: { visual: { viewport: { width: 1280, height: 800 } } },
  decorators: [
    (Story) => (
      <div style={{ width: '976px' }}>
        <Story />
      </div>
    ),
  ],
  play: async (context) => {
    await Loading.play?.(context);
    await expect(displaysCardOverflow(context.canvasElement)).toBe(0);
  },
};

/** While loading on a 390 px phone the placeholder rows stack as the loaded rows do; nothing scrolls sideways. */
export const LoadingPhone: Story = {
  ...Loading,
  parameters: phoneParameters,
  play: async (context) => {
    await Loading.play?.(context);
    await expect(displaysCardOverflow(context.canvasElement)).toBe(0);
    await expectTablesToFit(context.canvasElement);
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No displays yet')).toBeVisible();
  },
};

/** Filters and a search that match nothing say so, not "no displays yet". */
export const FilteredToNothing: Story = {
  args: { fields: { outOfDateOnly: true, inAlertOnly: true, status: 'stale', q: 'terrace' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No displays match')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Out of date only' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Venues in alert only' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('terrace');
  },
};

/**
 * A client user: no client filter, and no order by client (all theirs): the list reads by venue.
 * They cannot set zones (compliance.edit, docs/permissions.md): an unset one reads "Not set", with
 * no call to set it.
 */
export const ClientUser: Story = {
  args: { clientFilter: null, displays: fleetDisplays, total: fleetDisplays.length, canSetZone: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByText('Set this screen’s zone')).toBeNull();
    await expect(within(page.getAllByRole('row')[3]!).getByText('Not set')).toBeVisible();
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sortBy).toHaveTextContent('Venue, A to Z');
    await userEvent.click(sortBy);
    const options = await within(canvasElement.ownerDocument.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).not.toContain('Client, A to Z');
    await expect(options.map((option) => option.textContent)).toContain('Venue, Z to A');
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('combobox', { name: 'Client' })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error', { exact: true })).toBeVisible();
  },
};

/**
 * Online and up to date, an old layout, media failed, stale, offline and never reported, side by
 * side, sorted by last seen (newest first), with when the page last refreshed itself.
 */
export const MixedStatuses: Story = {
  args: { displays: fleetDisplays, total: 24, fields: { sort: 'lastSeen', direction: 'desc' }, refreshedAt: STORY_NOW, onFieldsChange: fn() },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const rows = page.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(fleetDisplays.length);
    await expect(rows[0]).toHaveTextContent('Friday promotion');
    await expect(rows[1]).toHaveTextContent('Evening loop (playlist)');
    await expect(rows[2]).toHaveTextContent('Out of date: old layout');
    await expect(rows[3]).toHaveTextContent('Out of date: media failed');
    await expect(rows[4]).toHaveTextContent('Stale');
    await expect(rows[5]).toHaveTextContent('Not reported yet');
    await expect(rows[1]).toHaveTextContent('99.6 %');
    // The last screenshot of each, with its time; none yet for the others.
    await expect(within(rows[0]!).getByRole('img', { name: /^Screenshot of Bar/ })).toBeVisible();
    await expect(rows[2]).toHaveTextContent('No screenshot yet');
    await expect(page.getByRole('link', { name: 'Bar' })).toHaveAttribute('href', `/screens/${fleetDisplays[0]!.id}`);
    await expect(page.getByText('Showing 6 of 24')).toBeVisible();
    await expect(page.getByText(/Refreshed/)).toBeVisible();
    // Nothing chosen: the commands wait.
    await expect(page.getByRole('button', { name: 'Reload player' })).toBeDisabled();
    // Sortable headers say their order; the keyboard turns it round or sorts by another column.
    await expect(page.getByRole('columnheader', { name: /Last seen/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('columnheader', { name: /Venue/ })).toHaveAttribute('aria-sort', 'none');
    page.getByRole('button', { name: /Last seen/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFieldsChange).toHaveBeenLastCalledWith({ sort: 'lastSeen', direction: 'asc' });
    page.getByRole('button', { name: /Venue/ }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onFieldsChange).toHaveBeenLastCalledWith({ sort: 'venue', direction: 'asc' });
  },
};

/** A viewer or an approver (no fleet.edit, docs/permissions.md): every display, no choosing and no commands. */
export const ForViewer: Story = {
  args: { displays: fleetDisplays, total: 24, fields: { sort: 'lastSeen', direction: 'desc' }, refreshedAt: STORY_NOW, onCommand: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getAllByRole('row').slice(1)).toHaveLength(fleetDisplays.length);
    await expect(page.queryByRole('group', { name: 'Commands for the chosen displays' })).toBeNull();
    await expect(page.queryAllByRole('checkbox', { name: /^Choose / })).toHaveLength(0);
  },
};

/** Choosing rows (one by one, or all shown) enables the commands; a command goes to the chosen ids. */
export const SelectionWithCommands: Story = {
  args: { displays: fleetDisplays, total: fleetDisplays.length, onCommand: fn() },
  render: function FleetWithSelection(args) {
    const [selectedIds, setSelectedIds] = useState<string[]>([]);
    return <FleetView {...args} selectedIds={selectedIds} onSelectedIdsChange={setSelectedIds} />;
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('checkbox', { name: 'Choose Entrance at Leeds Central' }));
    await userEvent.click(page.getByRole('checkbox', { name: 'Choose Sports wall at York Riverside' }));
    await expect(page.getByText('2 chosen')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Select all shown' })).toBePartiallyChecked();
    await userEvent.click(page.getByRole('button', { name: 'Re-download media' }));
    await expect(args.onCommand).toHaveBeenCalledWith('redownload');
    // Select all on the page, then clear, by keyboard alone.
    page.getByRole('checkbox', { name: 'Select all shown' }).focus();
    await userEvent.keyboard(' ');
    await expect(page.getByText(`${fleetDisplays.length} chosen`)).toBeVisible();
    page.getByRole('button', { name: 'Clear selection' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(page.getByText('None chosen')).toBeVisible();
    await userEvent.click(page.getByRole('checkbox', { name: 'Choose Entrance at Leeds Central' }));
  },
};

/** A command on its way: its button is busy, the others wait. */
export const Sending: Story = {
  args: { displays: fleetDisplays, total: fleetDisplays.length, selectedIds: [fleetDisplays[2]!.id], sending: 'reload' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: /Identify/ })).toBeDisabled();
    await expect(page.getByText('1 chosen')).toBeVisible();
  },
};

/** A 390 px phone: each display stacks its cells; the commands wrap; nothing scrolls sideways. */
export const MixedStatusesPhone: Story = {
  ...MixedStatuses,
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await expectTablesToFit(canvasElement);
    const page = within(canvasElement);
    await expect(page.getByRole('link', { name: 'Sports wall' })).toBeVisible();
    // The stacked rows hide the header row: its sort buttons are out of the tab order too (a
    // keyboard user would land on controls with no focus ring); the phone sorts by "Sort by".
    for (const header of canvasElement.querySelectorAll<HTMLElement>('thead button')) {
      header.focus();
      await expect(header).not.toHaveFocus();
    }
    page.getByRole('checkbox', { name: 'Select all shown' }).focus();
    await userEvent.tab();
    const firstRow = page.getByRole('checkbox', { name: 'Choose Bar at Leeds Central' });
    await expect(firstRow).toHaveFocus();
    firstRow.blur();
  },
};

/**
 * The mixed list in the app's main column on a laptop of `width` px (its navigation 240 px, the
 * page's sides 2 × 32), whose table has `tableWidth` px: every column fits, nothing scrolls sideways.
 */
function mixedStatusesOnLaptop(width: number, height: number, tableWidth: number): Story {
  return {
    ...MixedStatuses,
    parameters: { visual: { viewport: { width, height } } },
    decorators: [
      (Story) => (
        <div style={{ width: `${width - 240 - 2 * 32}px` }}>
          <Story />
        </div>
      ),
    ],
    play: async ({ canvasElement }) => {
      const scroller = canvasElement.querySelector('table')?.parentElement;
      if (!scroller) throw new Error('expected the table inside its scroller');
      await expect(scroller.clientWidth).toBe(tableWidth);
      await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    },
  };
}

/** A 1366 × 768 laptop: the table has 1012 px (a cut "Last seen" and a scrollbar under the rows are what it was). */
export const MixedStatusesLaptop = mixedStatusesOnLaptop(1366, 768, 1012);

/**
 * A 1280 × 800 laptop: the table has 926 px; a long out-of-date reason and the unset zone's warning
 * wrap inside their badges, where on one line they took the table to 1,009 px.
 */
export const MixedStatusesSmallLaptop = mixedStatusesOnLaptop(1280, 800, 926);

/**
 * A 1024 × 768 tablet or small window: the table's 670 px cannot hold the ten columns (824 px), so
 * its rows stack, two named cells a line, every value in sight; the table had scrolled sideways in
 * its card with Uptime and Last seen out of sight.
 */
export const MixedStatusesTablet: Story = {
  ...MixedStatuses,
  parameters: { visual: { viewport: { width: 1024, height: 768 } } },
  decorators: [
    (Story) => (
      <div style={{ width: `${1024 - 240 - 2 * 32}px` }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Displays' });
    const scroller = table.parentElement;
    if (!scroller) throw new Error('expected the table inside its scroller');
    await expect(scroller.clientWidth).toBe(670);
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    await expect(canvasElement.querySelector('thead')?.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    // Every row's last sighting inside the card, not past its right edge.
    const right = scroller.getBoundingClientRect().right;
    const lastSeen = [...table.querySelectorAll('td[data-label="Last seen"]')];
    await expect(lastSeen).toHaveLength(fleetDisplays.length);
    for (const cell of lastSeen) await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    // Two named cells a line: a row's Display and Venue side by side, its Region under its Display.
    const [first] = within(table).getAllByRole('row').slice(1);
    if (!first) throw new Error('expected a display');
    const cell = (label: string) => first.querySelector(`td[data-label="${label}"]`)?.getBoundingClientRect();
    await expect(cell('Venue')?.top).toBe(cell('Display')?.top);
    await expect(cell('Venue')?.left).toBeGreaterThan(cell('Display')?.right ?? Infinity);
    await expect(cell('Region')?.top).toBeGreaterThan(cell('Display')?.top ?? Infinity);
  },
};

/**
 * A phone folds every filter but the search behind "More filters", which counts those set, so the
 * displays start on the first screen; opened, the filters stack and the button folds them again.
 */
export const FiltersFoldedPhone: Story = {
  args: { displays: fleetDisplays, total: fleetDisplays.length, fields: { zone: 'gaming-area', outOfDateOnly: true } },
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('combobox', { name: 'Zone' })).toBeNull();
    const toggle = page.getByRole('button', { name: 'More filters (2 set)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Sports wall' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(page.getByRole('button', { name: 'Fewer filters' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: 'Zone' })).toHaveTextContent('Gaming area');
    await expect(page.getByRole('checkbox', { name: 'Out of date only' })).toBeChecked();
    // Sorting on a phone, where the header row is hidden.
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  },
};

/** Each screen's zone is a column; an unset one asks for it; the Zone filter narrows the list. */
export const Zones: Story = {
  args: { displays: fleetDisplays, total: fleetDisplays.length, onFieldsChange: fn() },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const rows = page.getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('Bar');
    await expect(rows[2]).toHaveTextContent('Set this screen’s zone');
    await expect(rows[3]).toHaveTextContent('Gaming area');
    await expect(rows[4]).toHaveTextContent('Seen from outside');
    await userEvent.click(page.getByRole('combobox', { name: 'Zone' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Seen from outside' }));
    await expect(args.onFieldsChange).toHaveBeenLastCalledWith({ zone: 'external' });
  },
};

/** Filtered to one zone: the filter shows it. */
export const FilteredByZone: Story = {
  args: { displays: [fleetDisplays[4]!], total: 1, fields: { zone: 'external' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('combobox', { name: 'Zone' })).toHaveTextContent('Seen from outside');
    await expect(page.getAllByRole('row').slice(1)).toHaveLength(1);
  },
};

/** A screen whose layout has a newer version waiting for approval: it plays the approved one, and its row says so. */
export const AwaitingApproval: Story = {
  args: { displays: fleetDisplays.map((display, index) => (index === 0 ? { ...display, awaitingApproval: true } : display)), total: fleetDisplays.length },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    await expect(within(rows[0] as HTMLElement).getByText('Awaiting approval')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).queryByText('Awaiting approval')).toBeNull();
  },
};

