import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FleetDisplayView } from '../../app/features/fleet/FleetDisplayView.tsx';
import { STORY_NOW } from './fixtures/clientsAndVenues.ts';
import { fleetDisplayDetail, fleetDisplays, minutesAgo } from './fixtures/fleet.ts';
import { expectTablesToFit, phoneParameters } from '../support/phone.ts';
import { withRouter } from '../support/withRouter.tsx';

const meta = {
  title: 'Screens/Fleet display',
  component: FleetDisplayView,
  decorators: [withRouter],
  parameters: { route: `/screens/${fleetDisplayDetail.id}` },
  args: { status: 'ready', display: fleetDisplayDetail, sending: null, onCommand: fn(), now: STORY_NOW },
} satisfies Meta<typeof FleetDisplayView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', display: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading display' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', display: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error', { exact: true })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { status: 'notFound', display: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(/not found/i);
  },
};

/** Media failed: the reason, the failing file, and the commands with their states (sent, done, failed). */
export const MediaFailed: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Sports wall', level: 1 })).toBeVisible();
    await expect(page.getByText('Out of date: media failed')).toBeVisible();
    await expect(page.getByText(/match-day\.mp4: 404 Not Found/)).toBeVisible();
    await expect(page.getByText('734.0 MB')).toBeVisible();
    const rows = within(page.getByRole('table', { name: 'Commands sent' })).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Re-download mediaSent'),
      expect.stringContaining('IdentifyDone'),
      expect.stringContaining('Reload playerFailed The display did not pick it up within 10 minutes.'),
    ]);
    await userEvent.click(page.getByRole('button', { name: 'Reload player' }));
    await expect(args.onCommand).toHaveBeenCalledWith('reload');
  },
};

/** Up to date and no commands yet. */
export const UpToDate: Story = {
  args: { display: { ...fleetDisplayDetail, ...fleetDisplays[0]!, lastMediaError: null, commands: [] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Online')).toBeVisible();
    await expect(page.queryByText(/Out of date/)).toBeNull();
    await expect(page.getByText('Uptime (7 days)').nextElementSibling).toHaveTextContent(/^\d+(\.\d)? %$/);
    await expect(page.getByText('No commands yet')).toBeVisible();
  },
};

/** A viewer or an approver (no fleet.edit, docs/permissions.md): the commands sent, none offered. */
export const ForViewer: Story = {
  args: { onCommand: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('table', { name: 'Commands sent' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Reload player' })).toBeNull();
  },
};

/** Its computer calls in (online) but this screen's player sends no reports: named so, not "offline". */
export const PlayerNotReporting: Story = {
  // Its last report came 40 minutes ago, its computer's heartbeat half a minute ago.
  args: {
    display: { ...fleetDisplayDetail, ...fleetDisplays[0]!, status: 'online', outOfDate: 'offline', reportedUtc: minutesAgo(40), lastMediaError: null, commands: [] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Online')).toBeVisible();
    await expect(page.getByText('Out of date: player not reporting')).toBeVisible();
    await expect(page.queryByText('Out of date: offline')).toBeNull();
    await expect(page.getByText('Last report').nextElementSibling).toHaveTextContent('40 minutes ago');
    const note = page.getByRole('note');
    await expect(note).toHaveTextContent(/this screen's player has not reported for more than two heartbeats/);
    // Apart from the facts above it, not flush under their last line.
    const factsBottom = page.getByText('Last media error').getBoundingClientRect().bottom;
    await expect(note.getBoundingClientRect().top - factsBottom).toBeGreaterThanOrEqual(12);
  },
};

/** Back after weeks offline: the player's queue dropped its oldest plays, and the page says how many reports miss. */
export const PlaysLost: Story = {
  args: { display: { ...fleetDisplayDetail, ...fleetDisplays[0]!, lastMediaError: null, commands: [], playsDropped: 1234 } },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent('Plays lost while offline');
    await expect(note).toHaveTextContent(/1,234 plays were lost while this screen was offline too long: .* Proof-of-play reports miss them\./);
  },
};

export const MediaFailedPhone: Story = {
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await expectTablesToFit(canvasElement);
  },
};

/** On a phone too: the venue and the display's layout and schedule page are linked from the header. */
export const LinksPhone: Story = {
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const { clientId, venueId, graphicsControllerId, id, venueName } = fleetDisplayDetail;
    await expect(page.getByRole('link', { name: venueName })).toHaveAttribute('href', `/clients/${clientId}/${venueId}`);
    const layout = page.getByRole('link', { name: 'Layout and schedule' });
    await expect(layout).toHaveAttribute('href', `/clients/${clientId}/${venueId}/${graphicsControllerId}/${id}`);
    await expect(layout).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Its layout has a newer version waiting for approval: Shows says so beside what plays (the approved version). */
export const AwaitingApproval: Story = {
  args: { display: { ...fleetDisplayDetail, ...fleetDisplays[0]!, lastMediaError: null, commands: [], awaitingApproval: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Shows').nextElementSibling).toHaveTextContent('Awaiting approval');
  },
};

