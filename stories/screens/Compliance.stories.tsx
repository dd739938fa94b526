import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ComplianceReportItem } from '../../contract/complianceReport.ts';
import { CompliancePrintView } from '../../app/features/compliance/report/CompliancePrintView.tsx';
import { ComplianceReportView } from '../../app/features/compliance/report/ComplianceReportView.tsx';
import { expectTablesToFit, phoneParameters } from '../support/phone.ts';

const CLIENT = '6d9f3c1e-58a4-4b6e-9b8a-3f0e2a7c1d01';
const VENUE = '6d9f3c1e-58a4-4b6e-9b8a-3f0e2a7c1d02';
const FLOOR = '6d9f3c1e-58a4-4b6e-9b8a-3f0e2a7c1d03';
const WINDOW = '6d9f3c1e-58a4-4b6e-9b8a-3f0e2a7c1d04';
const FITZROY = '6d9f3c1e-58a4-4b6e-9b8a-3f0e2a7c1d05';
const GLENELG = '6d9f3c1e-58a4-4b6e-9b8a-3f0e2a7c1d06';

const day = (date: string, display: 'floor' | 'window', played: number, status: ComplianceReportItem['status'], forbiddenPlays = 0): ComplianceReportItem => ({
  date,
  displayId: display === 'floor' ? FLOOR : WINDOW,
  displayLabel: display === 'floor' ? 'Gaming floor' : 'Street window',
  venueId: VENUE,
  venueName: 'Harbour Club',
  zone: display === 'floor' ? 'gaming-area' : 'external',
  openMinutes: 720,
  mandatorySecondsRequired: display === 'floor' ? 720 : 0,
  mandatorySecondsPlayed: played,
  forbiddenPlays,
  status,
});

/** Three days of two screens: ok, short and no data on the gaming floor, a forbidden play at the window. Fixed, so screenshots never move. */
const items: ComplianceReportItem[] = [
  day('2026-11-24', 'floor', 720, 'ok'),
  day('2026-11-25', 'floor', 705, 'short'),
  day('2026-11-26', 'floor', 0, 'no-data'),
  day('2026-11-24', 'window', 0, 'ok'),
  day('2026-11-25', 'window', 0, 'ok', 2),
  day('2026-11-26', 'window', 0, 'ok'),
];

const meta = {
  title: 'Screens/Compliance',
  component: ComplianceReportView,
  args: {
    fields: { from: '2026-11-24', to: '2026-11-26', rows: 'all' },
    onFieldsChange: fn(),
    clientFilter: { options: [], chosen: { value: CLIENT, label: 'Harbour Group' }, loading: false, onSearch: fn() },
    venueOptions: [{ value: VENUE, label: 'Harbour Club' }],
    rangeError: null,
    status: 'ready',
    items: [],
    onRetry: fn(),
    exporting: false,
    onExport: fn(),
    onPrintView: fn(),
  },
} satisfies Meta<typeof ComplianceReportView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', items: null },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Compliance per screen and day' })).toHaveAttribute('aria-label');
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No screens in this report')).toBeVisible();
  },
};

/** OK, short and no data in words beside their colour; a forbidden play named; a chart of the venue; CSV and print on buttons. */
export const WithData: Story = {
  args: { items, fields: { from: '2026-11-24', to: '2026-11-26', clientId: CLIENT, venueId: VENUE, rows: 'all' } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('img', { name: 'Harbour Club: responsible-gambling seconds required and played per day from 2026-11-24 to 2026-11-26' }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Compliance per screen and day' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(items.length + 1);
    await expect(rows[1]).toHaveTextContent('24 Nov 2026Harbour Club – Gaming floorGaming area12 h 00 min12 min 00 s of 12 min 00 sNoneOK');
    await expect(rows[2]).toHaveTextContent('Short');
    await expect(rows[3]).toHaveTextContent('No data');
    await expect(rows[5]).toHaveTextContent('2 forbidden');
    await expect(page.getByText('4 ok, 1 short, 1 with no data; 2 forbidden plays.')).toBeVisible();
    await expect(page.queryByText(/no chart/)).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    await userEvent.click(page.getByRole('button', { name: 'Printable view' }));
    await expect(args.onPrintView).toHaveBeenCalledOnce();
  },
};

/** Closed every day and nothing reported: no empty chart, a line says why; the summary counts the days with no data. */
export const NothingRequired: Story = {
  args: {
    items: ['2026-11-24', '2026-11-25', '2026-11-26'].map((date) => ({ ...day(date, 'window', 0, 'no-data'), openMinutes: 0 })),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('One venue required and played no responsible-gambling seconds in this period, so it has no chart.')).toBeVisible();
    await expect(page.queryByRole('img', { name: /responsible-gambling seconds required and played/ })).toBeNull();
    await expect(page.getByText('0 ok, 0 short, 3 with no data; 0 forbidden plays.')).toBeVisible();
    await expect(within(page.getByRole('table', { name: 'Compliance per screen and day' })).getAllByRole('row')).toHaveLength(4);
  },
};

/** On a 390 px phone: filters stack, the chart fits, each row stacks its cells with their labels. */
export const WithDataPhone: Story = {
  ...WithData,
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('img', { name: /Harbour Club: responsible-gambling seconds/ });
    await expectTablesToFit(canvasElement);
  },
};

/** The rows filtered to one kind (the address's `rows`): the options count each kind; choosing another asks the route to change the address. */
export const FilteredShort: Story = {
  args: { items, fields: { from: '2026-11-24', to: '2026-11-26', clientId: CLIENT, venueId: VENUE, rows: 'short' } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const rows = within(page.getByRole('table', { name: 'Compliance per screen and day' })).getAllByRole('row');
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent('25 Nov 2026');
    await expect(page.getByText('Showing 1 of 1')).toBeVisible();
    // The summary still counts the whole report.
    await expect(page.getByText('4 ok, 1 short, 1 with no data; 2 forbidden plays.')).toBeVisible();
    await userEvent.click(page.getByRole('combobox', { name: 'Show' }));
    await expect(await within(document.body).findByRole('option', { name: 'Every row (6)' })).toBeVisible();
    await userEvent.click(within(document.body).getByRole('option', { name: 'With forbidden plays (1)' }));
    await expect(args.onFieldsChange).toHaveBeenCalledWith({ from: '2026-11-24', to: '2026-11-26', clientId: CLIENT, venueId: VENUE, rows: 'forbidden' });
  },
};

/** The filter above the table on a 390 px phone: it fits beside nothing, under the summary. */
export const FilteredShortPhone: Story = {
  args: FilteredShort.args,
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Show' })).toBeVisible();
    await expectTablesToFit(canvasElement);
  },
};

/** A filter no row matches: says so and how to see them all, instead of an empty table. */
export const NoMatchingRows: Story = {
  args: { items: items.filter((item) => item.status !== 'short'), fields: { from: '2026-11-24', to: '2026-11-26', rows: 'short' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No rows to show')).toBeVisible();
    await expect(page.getByText('None of this report’s rows are of this kind. Choose Every row to see them all.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveTextContent('Short (0)');
  },
};

/** Two screens over 31 days: 25 rows, then Show more adds 25 (a venue group's week is hundreds of rows). */
export const ManyRows: Story = {
  args: {
    items: Array.from({ length: 31 }, (_, index) => `2026-10-${String(index + 1).padStart(2, '0')}`).flatMap((date) => [
      day(date, 'floor', 720, 'ok'),
      day(date, 'window', 0, 'ok'),
    ]),
    fields: { from: '2026-10-01', to: '2026-10-31', rows: 'all' },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = page.getByRole('table', { name: 'Compliance per screen and day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
    await expect(page.getByText('Showing 25 of 62')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Show more' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(51);
    await expect(page.getByText('Showing 50 of 62')).toBeVisible();
  },
};

/**
 * The filter as the page drives it (the fields kept as the route keeps them), by keyboard alone:
 * choosing keeps the focus on the filter, and another filter starts again at the first 25 rows.
 */
export const FilterByKeyboard: Story = {
  args: {
    // The last day's gaming floor short of its slots: one row of 62 for the Short filter.
    items: (ManyRows.args?.items ?? []).map((item, index) => (index === 60 ? { ...item, mandatorySecondsPlayed: 600, status: 'short' as const } : item)),
    fields: { from: '2026-10-01', to: '2026-10-31', rows: 'all' },
  },
  render: function FilterByKeyboard(args) {
    const [fields, setFields] = useState(args.fields);
    return <ComplianceReportView {...args} fields={fields} onFieldsChange={setFields} />;
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = page.getByRole('table', { name: 'Compliance per screen and day' });
    await userEvent.click(page.getByRole('button', { name: 'Show more' }));
    await expect(page.getByText('Showing 50 of 62')).toBeVisible();
    const filter = page.getByRole('combobox', { name: 'Show' });
    filter.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByRole('option', { name: 'Short (1)' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveFocus();
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveTextContent('Short (1)');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Every row (62)' }));
    await expect(page.getByText('Showing 25 of 62')).toBeVisible();
  },
};

/** The same three days at three venues of a group: Fitzroy Arms short one day, Glenelg Jetty closed (no chart). */
const groupItems: ComplianceReportItem[] = [
  ...items.map((item) => ({ ...item, status: 'ok' as const, mandatorySecondsPlayed: item.mandatorySecondsRequired })),
  ...items.map((item) => ({ ...item, venueId: FITZROY, venueName: 'Fitzroy Arms', displayId: `${item.displayId.slice(0, -2)}f${item.displayId.slice(-1)}` })),
  ...items.map((item) => ({ ...item, venueId: GLENELG, venueName: 'Glenelg Jetty', displayId: `${item.displayId.slice(0, -2)}a${item.displayId.slice(-1)}`, openMinutes: 0, mandatorySecondsRequired: 0, mandatorySecondsPlayed: 0, status: 'ok' as const, forbiddenPlays: 0 })),
];

/**
 * A group's report charts one venue at a time: it opens on the first venue with a short day, each
 * venue's option says its short days, and another is chosen by keyboard (the page stays short on a phone).
 */
export const SeveralVenues: Story = {
  args: { items: groupItems, fields: { from: '2026-11-24', to: '2026-11-26', clientId: CLIENT, rows: 'all' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Responsible-gambling seconds per day' })).toBeVisible();
    await expect(await page.findByRole('img', { name: /^Fitzroy Arms: responsible-gambling seconds required and played/ })).toBeVisible();
    await expect(page.getAllByRole('img', { name: /responsible-gambling seconds required and played/ })).toHaveLength(1);
    await expect(page.getByText('One venue required and played no responsible-gambling seconds in this period, so it has no chart.')).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Chart of' });
    await expect(picker).toHaveTextContent('Fitzroy Arms – short on one day');
    picker.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByRole('option', { name: 'Harbour Club' })).toBeVisible();
    await expect(within(document.body).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(await page.findByRole('img', { name: /^Harbour Club: responsible-gambling seconds required and played/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Chart of' })).toHaveFocus();
  },
};

/** The group's report on a 390 px phone: one chart, then the table. */
export const SeveralVenuesPhone: Story = {
  args: SeveralVenues.args,
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('img', { name: /^Fitzroy Arms: responsible-gambling seconds/ })).toBeVisible();
    await expectTablesToFit(canvasElement);
  },
};

export const LoadError: Story = {
  args: { status: 'error', items: null },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('The report could not be loaded');
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const RangeTooLong: Story = {
  args: { rangeError: 'Choose at most 93 days', fields: { from: '2026-01-01', to: '2026-06-30', rows: 'all' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Choose at most 93 days')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  },
};

const printArgs = { from: '2026-11-24', to: '2026-11-26', status: 'ready' as const, items, generatedAt: '27 Nov 2026, 09:00 AEDT', onPrint: fn(), onBack: fn() };

/** The printable view for an inspector: black on white, no navigation, headed with venue, period and generation time. */
export const PrintView: StoryObj<typeof CompliancePrintView> = {
  render: (args) => <CompliancePrintView {...args} />,
  args: printArgs,
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Compliance report: Harbour Club', level: 1 })).toBeVisible();
    await expect(page.getByText('From 24 Nov 2026 to 26 Nov 2026')).toBeVisible();
    await expect(page.getByText('Generated 27 Nov 2026, 09:00 AEDT')).toBeVisible();
    await expect(page.getByText('4 ok, 1 short, 1 with no data; 2 forbidden plays.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

export const PrintViewPhone: StoryObj<typeof CompliancePrintView> = {
  render: (args) => <CompliancePrintView {...args} />,
  args: printArgs,
  parameters: phoneParameters,
};

export const PrintViewLoading: StoryObj<typeof CompliancePrintView> = {
  render: (args) => <CompliancePrintView {...args} />,
  args: { ...printArgs, status: 'loading', items: null },
};
