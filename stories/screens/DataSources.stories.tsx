import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DataSource } from '../../contract/dataSources.ts';
import { DataSourcesView, type DataSourcesViewProps } from '../../app/features/dataSources/DataSourcesView.tsx';
import { expectTablesToFit, phoneParameters } from '../support/phone.ts';
import { STORY_NOW } from './fixtures/clientsAndVenues.ts';

const now = Date.parse(STORY_NOW);
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
const TOKEN = 'q8Zt3pLw0vX2mK7nR4sB9yH1cJ6dF5gA_eT0uV-iO2k';

const jackpots: DataSource = {
  id: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
  name: 'Jackpots',
  clientId: null,
  kind: 'push',
  url: null,
  intervalSeconds: null,
  headerNames: [],
  staleAfterSeconds: 120,
  fields: [
    { key: 'major', type: 'currency' },
    { key: 'minor', type: 'currency' },
  ],
  values: [
    { key: 'major', type: 'currency', value: 12345.5, updatedUtc: ago(4), stale: false },
    { key: 'minor', type: 'currency', value: 250, updatedUtc: ago(4), stale: false },
  ],
  lastFetchUtc: null,
  lastError: null,
  createdUtc: ago(86_400),
  updatedUtc: ago(86_400),
};

const racing: DataSource = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Racing fixtures',
  clientId: null,
  kind: 'pull',
  url: 'https://feeds.example.com/racing.json',
  intervalSeconds: 30,
  headerNames: ['X-Api-Key'],
  staleAfterSeconds: 300,
  fields: [{ key: 'fixtures', path: '/races', type: 'list' }],
  values: [{ key: 'fixtures', type: 'list', value: [{ race: 'R1 Randwick', time: '13:05' }], updatedUtc: ago(420), stale: true }],
  lastFetchUtc: ago(15),
  lastError: 'No answer within 10 s',
  createdUtc: ago(86_400),
  updatedUtc: ago(86_400),
};

const staleJackpots: DataSource = {
  ...jackpots,
  values: jackpots.values.map((value) => ({ ...value, updatedUtc: ago(600), stale: true })),
};

function args(change: Partial<DataSourcesViewProps> = {}): DataSourcesViewProps {
  return { status: 'ready', sources: [jackpots, racing], isAdmin: true, shownToken: null, renewingId: null, now, onRenewToken: fn(), onCopied: fn(), onCopyError: fn(), ...change };
}

/** /data-sources (docs/live-data.md): one story per state of the page. */
const meta = {
  title: 'Screens/Data sources',
  component: DataSourcesView,
  parameters: { visual: { viewport: { width: 1280, height: 1000 } } },
  args: args(),
} satisfies Meta<typeof DataSourcesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A push source just given a new token: the URL, token and a curl example, shown once. */
export const Push: Story = {
  args: args({ sources: [jackpots], shownToken: { sourceId: jackpots.id, token: TOKEN, pushUrl: `https://portal.example.com/api/data-sources/${jackpots.id}/values` } }),
  play: async ({ canvasElement, args: shown }) => {
    const page = within(canvasElement);
    await expect(page.getByText('$12,345.50')).toBeVisible();
    await expect(page.getByText('Copy the push token now: it is shown only once')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Example (curl)' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'New push token for Jackpots' }));
    await expect(shown.onRenewToken).toHaveBeenCalledWith(jackpots);
  },
};

/** A pull source whose fetches fail: the last error, and its field gone stale. */
export const PullFailing: Story = {
  args: args({ sources: [racing] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No answer within 10 s')).toBeVisible();
    await expect(page.getByText('Stale')).toBeVisible();
    await expect(page.getByText('1 row')).toBeVisible();
  },
};

/** Values past their limit: every field marked stale. */
export const Stale: Story = {
  args: args({ sources: [staleJackpots] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Stale')).toHaveLength(2);
  },
};

/** A client user reads, and renews nothing. */
export const ClientUser: Story = {
  args: args({ isAdmin: false }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /New push token/ })).toBeNull();
  },
};

export const Loading: Story = { args: args({ status: 'loading', sources: [] }) };

export const Empty: Story = {
  args: args({ sources: [] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data sources')).toBeVisible();
  },
};

export const LoadError: Story = { args: args({ status: 'error', sources: [], error: new Error('Network down') }) };

export const Phone: Story = {
  args: args(),
  parameters: { visual: { viewport: { ...phoneParameters.visual.viewport, height: 1400 } } },
  play: async ({ canvasElement }) => {
    await expectTablesToFit(canvasElement);
  },
};
