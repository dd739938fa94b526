import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { shippedRuleSet } from '../../contract/complianceRules.ts';
import { MANDATORY_LAYOUT_NOT_APPROVED } from '../../contract/mandatoryLayoutTexts.ts';
import type { HomeSummary } from '../../contract/home.ts';
import { may, type Permission, type Role } from '../../contract/permissions.ts';
import { HomeView } from '../../app/features/home/HomeView.tsx';
import { phoneParameters } from '../support/phone.ts';
import { withRouter } from '../support/withRouter.tsx';
import { activityRecords } from './fixtures/activity.ts';
import { STORY_NOW } from './fixtures/clientsAndVenues.ts';

const clientId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const venueId = '7e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
const graphicsControllerId = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const displayId = '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f';
/** What a role may do, by the one matrix, as the signed-in layout answers the home page. */
const asRole = (role: Role) => (permission: Permission) => may(role, permission);

const venue = { id: venueId, clientId, name: 'Lucky Star Bar', clientName: 'Lucky Star Hotels' };
const controller = { clientId, venueId, graphicsControllerId };
const display = { ...controller, displayId };

const nothingDone: HomeSummary = {
  checklist: { client: null, venue: null, venueWithOpenHours: null, controller: null, designedDisplay: null, playingDisplay: null },
  venuesInAlert: { items: [], total: 0 },
  screensOutOfDate: 0,
  screensShort: { date: '2026-11-26', count: 0 },
  screensUnzoned: 0,
  staleDataSources: [],
};

const halfWay: HomeSummary = {
  checklist: { ...nothingDone.checklist, client: { id: clientId, name: 'Lucky Star Hotels' }, venue, venueWithOpenHours: venue },
  venuesInAlert: { items: [], total: 0 },
  screensOutOfDate: 0,
  screensShort: { date: '2026-11-26', count: 0 },
  screensUnzoned: 0,
  staleDataSources: [],
};

const alertNames = ['Bondi Beach Club', 'Harbour Tavern', 'Lucky Star Bar', 'Riverside Inn', 'The Crown'];
const established: HomeSummary = {
  checklist: {
    client: { id: clientId, name: 'Lucky Star Hotels' },
    venue,
    venueWithOpenHours: venue,
    controller,
    designedDisplay: display,
    playingDisplay: display,
  },
  venuesInAlert: {
    items: alertNames.map((name, n) => ({ ...venue, id: `7e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5${n}`, name })),
    total: 8,
  },
  screensOutOfDate: 3,
  screensShort: { date: '2026-11-26', count: 2 },
  screensUnzoned: 1,
  staleDataSources: [{ id: '7e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4b01', name: 'Major jackpot' }],
};

const meta = {
  title: 'Screens/Home',
  component: HomeView,
  decorators: [withRouter],
  args: {
    name: 'Avery Admin',
    may: asRole('admin'),
    welcome: false,
    summary: { status: 'ready', data: halfWay },
    recent: { status: 'ready', records: activityRecords.slice(0, 3) },
    ownClientHref: null,
    now: STORY_NOW,
  },
} satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { summary: { status: 'loading', data: undefined }, recent: { status: 'loading', records: [] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading your home page' })).toBeInTheDocument();
    // The cards come in together once the summary is in, so none is pushed down by another.
    await expect(page.queryByText('Recent changes')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { summary: { status: 'error', data: undefined }, recent: { status: 'error', records: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Error', { exact: true })).toHaveLength(2);
  },
};

/** A new admin's first arrival (`?welcome=true`): greeted by name, nothing done, the first step links to Create Client. */
export const WelcomeFirstRun: Story = {
  args: { welcome: true, summary: { status: 'ready', data: nothingDone }, recent: { status: 'ready', records: [] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Welcome, Avery!', level: 1 })).toBeVisible();
    await expect(page.getByText('0 of 6 done')).toBeVisible();
    const steps = within(page.getByRole('list', { name: 'First steps' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(6);
    await expect(within(steps[0] as HTMLElement).getByRole('link', { name: /Add a client/ })).toHaveAttribute('href', '/clients/create');
    // Steps that need an earlier one are not links yet.
    await expect(within(steps[2] as HTMLElement).queryByRole('link')).toBeNull();
    await expect(page.getByText('No venue is in alert', { exact: false })).toBeVisible();
    await expect(page.getByText('No activity found')).toBeVisible();
  },
};

/** Keyboard alone: Tab reaches the next step to take, which leads to the venue's page. */
export const HalfWay: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('3 of 6 done')).toBeVisible();
    const done = page.getByRole('link', { name: "Set a venue's open hours (done)" });
    await expect(done).toHaveAttribute('href', `/clients/${clientId}/${venueId}`);
    const next = page.getByRole('link', { name: 'Link a screen (to do)' });
    await expect(next).toHaveAttribute('href', `/clients/${clientId}/${venueId}`);
    await userEvent.click(page.getByRole('heading', { name: 'Home', level: 1 }));
    for (let tab = 0; tab < 10 && document.activeElement !== next; tab += 1) await userEvent.tab();
    await expect(next).toHaveFocus();
  },
};

/**
 * An established portal: the checklist folds to one line; the venues in alert are named, the rest
 * counted; the screens out of date link to /screens filtered to them, those short on responsible
 * gambling yesterday to /compliance of that day, those with no zone to /screens filtered to them,
 * and a live data source stale on an open venue's screen to /data-sources.
 */
export const VenuesInAlert: Story = {
  args: { summary: { status: 'ready', data: established } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByText('8 venues in alert · 3 screens out of date · 2 screens short on responsible gambling · 1 screen has no zone · Live data stale: Major jackpot'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '3 screens out of date' })).toHaveAttribute('href', '/screens?outOfDate=true');
    await expect(page.getByRole('link', { name: '2 screens short on responsible gambling' })).toHaveAttribute('href', '/compliance?from=2026-11-26&to=2026-11-26&rows=short');
    await expect(page.getByRole('link', { name: '1 screen has no zone' })).toHaveAttribute('href', '/screens?zone=unassigned');
    await expect(page.getByRole('link', { name: 'Live data stale: Major jackpot' })).toHaveAttribute('href', '/data-sources');
    const named = within(page.getByRole('list', { name: 'Venues in alert' })).getAllByRole('link');
    await expect(named.map((link) => link.textContent)).toEqual(alertNames);
    await expect(page.getByText('and 3 more.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show all in alert' })).toHaveAttribute('href', '/venues?inAlert=true');
    await expect(page.getByText('6 of 6 done')).toBeVisible();
    await expect(page.queryByRole('list', { name: 'First steps' })).toBeNull();
  },
};

/**
 * A designer: the attention lines whose pages it may not open (screens, compliance) are said without
 * a link, the stale data source still links to /data-sources, no Recent changes card (it may not
 * read the activity log), and no first-run checklist: it may take none of its steps (add a client
 * or a venue, link a screen, set a display's layout).
 */
export const Designer: Story = {
  args: {
    name: 'Dee Designer',
    may: asRole('designer'),
    summary: { status: 'ready', data: established },
    recent: null,
    opens: { screens: false, compliance: false, dataSources: true },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('3 screens out of date')).toBeVisible();
    await expect(page.queryByRole('link', { name: '3 screens out of date' })).toBeNull();
    await expect(page.queryByRole('link', { name: '2 screens short on responsible gambling' })).toBeNull();
    await expect(page.queryByRole('link', { name: '1 screen has no zone' })).toBeNull();
    await expect(page.getByRole('link', { name: 'Live data stale: Major jackpot' })).toHaveAttribute('href', '/data-sources');
    await expect(page.queryByText('Recent changes')).toBeNull();
    await expect(page.queryByText('Get a screen playing')).toBeNull();
  },
};

/** A client user: its venue's steps (an admin designs layouts), and its own client page for the rest. */
export const ClientUser: Story = {
  args: {
    name: 'Casey Client',
    may: asRole('client'),
    welcome: true,
    ownClientHref: `/clients/${clientId}`,
    summary: { status: 'ready', data: { ...halfWay, venuesInAlert: { items: [venue], total: 1 } } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Welcome, Casey!', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Your venues' })).toHaveAttribute('href', `/clients/${clientId}`);
    await expect(page.getByText('1 of 3 done')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show all in alert' })).toHaveAttribute('href', `/clients/${clientId}`);
    await expect(page.queryByText(/Add a client|Design the screen/)).toBeNull();
  },
};

export const Phone: Story = {
  args: { summary: { status: 'ready', data: { ...halfWay, venuesInAlert: established.venuesInAlert } } },
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Link a screen (to do)' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * An admin or approver, where the default rule set's responsible-gambling slots have no approved
 * layout to play (docs/compliance.md#approval): the warning leads the page, with the way to the rules.
 */
export const MandatoryLayoutNotApproved: Story = {
  args: {
    ruleSets: [
      { jurisdiction: 'default', isDefault: true, rules: shippedRuleSet('default'), mandatoryLayout: { assetId: '4f2b8d5e-0a7c-4b1d-8e4f-5a6b7c8d9e0f', playable: false } },
      { jurisdiction: 'AU-VIC', isDefault: true, rules: shippedRuleSet('AU-VIC'), mandatoryLayout: { assetId: '4f2b8d5e-0a7c-4b1d-8e4f-5a6b7c8d9e0f', playable: true } },
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const warning = page.getByText(MANDATORY_LAYOUT_NOT_APPROVED).closest('[role="alert"]') as HTMLElement;
    await expect(warning).toBeVisible();
    await expect(warning).toHaveTextContent('Default (regions without a jurisdiction)');
    await expect(warning).not.toHaveTextContent('Victoria');
    await expect(within(warning).getByRole('link', { name: 'Compliance rules' })).toHaveAttribute('href', '/settings/compliance');
  },
};

/** Every rule set's slots have a layout to play: no warning. */
export const MandatoryLayoutApproved: Story = {
  args: {
    ruleSets: [{ jurisdiction: 'default', isDefault: true, rules: shippedRuleSet('default'), mandatoryLayout: { assetId: '4f2b8d5e-0a7c-4b1d-8e4f-5a6b7c8d9e0f', playable: true } }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(MANDATORY_LAYOUT_NOT_APPROVED)).toBeNull();
  },
};
