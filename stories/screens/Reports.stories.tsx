import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PlayReportRow } from '../../contract/fleet/plays.ts';
import type { ReportFields } from '../../app/features/reports/reportFilter.ts';
import { ReportsView } from '../../app/features/reports/ReportsView.tsx';
import { phoneParameters } from '../support/phone.ts';
import { pickZebraArcades, useClientSearchFixture, zebraArcades } from './fixtures/useClientSearchFixture.ts';

const CLIENT = '6d9f3c1e-58a4-4b6e-9b8a-3f0e2a7c1d01';
const VENUE = '6d9f3c1e-58a4-4b6e-9b8a-3f0e2a7c1d02';
const BAR = '6d9f3c1e-58a4-4b6e-9b8a-3f0e2a7c1d03';
const LOUNGE = '6d9f3c1e-58a4-4b6e-9b8a-3f0e2a7c1d04';

/** A week of plays on two displays of one venue: fixed numbers, so the screenshot never moves. */
const rows: PlayReportRow[] = [20, 21, 22, 23, 24, 25, 26].flatMap((day, index) => [
  // The bar's jackpot feed went quiet on the 23rd: some plays drew the fallback text.
  { key: BAR, name: 'Harbour Club – Bar', localDate: `2026-11-${day}`, localHour: null, plays: 120 + index * 15, seconds: (120 + index * 15) * 10, staleFallbackPlays: day === 23 ? 14 : 0 },
  { key: LOUNGE, name: 'Harbour Club – Lounge', localDate: `2026-11-${day}`, localHour: null, plays: 60 + ((index * 37) % 50), seconds: (60 + ((index * 37) % 50)) * 15, staleFallbackPlays: 0 },
]);

const meta = {
  title: 'Screens/Reports',
  component: ReportsView,
  args: {
    fields: { from: '2026-11-20', to: '2026-11-26', groupBy: 'display', interval: 'day' },
    onFieldsChange: fn(),
    clientFilter: { options: [{ value: CLIENT, label: 'Harbour Group' }], chosen: null, loading: false, onSearch: fn() },
    venueOptions: null,
    rangeError: null,
    status: 'ready',
    report: { rows: [], truncated: false },
    onRetry: fn(),
    exporting: false,
    onExport: fn(),
  },
} satisfies Meta<typeof ReportsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', report: null },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Plays per group and period' })).toHaveAttribute('aria-label');
  },
};

/** On a 390 px phone: the settings stack, the empty state under them. */
export const Empty: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No plays in this period')).toBeVisible();
    await expect(page.queryByRole('img', { name: /Plays over time/ })).toBeNull();
  },
};

/** A week per day by display: the bar chart (all displays added) over the table; CSV on the button. */
export const WithData: Story = {
  args: {
    report: { rows, truncated: false },
    clientFilter: { options: [], chosen: { value: CLIENT, label: 'Harbour Group' }, loading: false, onSearch: fn() },
    venueOptions: [{ value: VENUE, label: 'Harbour Club' }],
    fields: { from: '2026-11-20', to: '2026-11-26', groupBy: 'display', interval: 'day', clientId: CLIENT },
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    // The chosen client by its name (its own query names it), its venues beside it.
    await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue('Harbour Group');
    await expect(await page.findByRole('img', { name: 'Plays over time: 1,752 plays from 2026-11-20 to 2026-11-26' })).toBeVisible();
    // Which clock the days are counted in (each venue's own, not UTC).
    await expect(page.getByText(/^Days and hours are each venue's local time\./)).toBeVisible();
    // And that a player offline too long dropped plays these counts miss (its screen's page says how many).
    await expect(page.getByText(/drops its oldest plays, and its screen's page says how many\.$/)).toBeVisible();
    const table = page.getByRole('table', { name: 'Plays per group and period' });
    await expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('20 Nov 2026Harbour Club – Bar12020 min 00 s');
    await userEvent.click(page.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

export const LoadError: Story = {
  args: { status: 'error', report: null },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('The report could not be loaded');
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * An admin types part of a client's name: the server's search finds a client beyond the first 100
 * (a list would never hold it); choosing it lets go of the venue and offers that client's venues.
 */
export const FindAClient: Story = {
  args: { onFieldsChange: fn() },
  render: function ReportsFindingAClient(args) {
    const [fields, setFields] = useState<ReportFields>(args.fields);
    const clientFilter = useClientSearchFixture(fields.clientId);
    const onFieldsChange = (next: ReportFields) => {
      args.onFieldsChange(next);
      setFields(next);
    };
    const venueOptions = fields.clientId ? [{ value: VENUE, label: 'Zebra Arcades Leeds' }] : null;
    return <ReportsView {...args} fields={fields} onFieldsChange={onFieldsChange} clientFilter={clientFilter} venueOptions={venueOptions} />;
  },
  play: async ({ canvasElement, args }) => {
    await pickZebraArcades(canvasElement);
    await expect(args.onFieldsChange).toHaveBeenLastCalledWith({ ...args.fields, clientId: zebraArcades.value, venueId: undefined });
  },
};

/** Part of a name typed: the server's answer lists the client no first page holds. */
export const SearchingClients: Story = {
  ...FindAClient,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('combobox', { name: 'Client' }));
    // With no text, the first clients by name.
    await expect(await within(document.body).findByRole('option', { name: 'Client 001' })).toBeVisible();
    await userEvent.type(page.getByRole('combobox', { name: 'Client' }), 'zeb');
    await expect(await within(document.body).findByRole('option', { name: 'Zebra Arcades' })).toBeVisible();
    await expect(within(document.body).queryByRole('option', { name: 'Client 001' })).toBeNull();
  },
};

/** The same at 390 px: the filters stack, the chosen client's name fits its field. */
export const FindAClientPhone: Story = {
  ...FindAClient,
  parameters: phoneParameters,
  play: async (context) => {
    await FindAClient.play!(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
