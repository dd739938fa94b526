import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DataSource } from '../../contract/dataSources.ts';
import { dataSourceKeys } from '../../app/api/dataSources.ts';
import { AssetConfigDialog, type AssetConfigDialogProps } from '../../app/features/assetEditor/AssetConfigDialog.tsx';
import { openedDialog } from '../support/dialogFocus.ts';

/**
 * The data widgets' config (docs/live-data.md): pick a source, then one of its fields of the types
 * the widget reads (a data value: number, currency or text; a data list: list).
 */
const SCHEMA = JSON.stringify({
  dataSourceId: { type: 'dataSource', required: true },
  key: { type: 'dataKey', required: true },
  format: { type: 'choice', required: false, options: ['currency', 'number', 'text'], default: 'currency' },
  template: { type: 'text', required: false, hint: '{value} is replaced by the value, e.g. Major jackpot {value}' },
  fallbackText: { type: 'text', required: true, default: 'Unavailable', hint: "Shown instead of a value older than its source's limit" },
  showAge: { type: 'choice', required: false, options: ['false', 'true'], default: 'false' },
});

/** The data list widget's config, as migration 0039 seeds it. */
const LIST_SCHEMA = JSON.stringify({
  dataSourceId: { type: 'dataSource', required: true },
  key: { type: 'dataKey', required: true, options: ['list'] },
  style: { type: 'choice', required: false, options: ['table', 'ticker'], default: 'table' },
  columns: { type: 'dataColumns', required: false, hint: 'key:Label, separated by commas, e.g. team:Team, odds:Odds (blank: every column of the rows)' },
  maxRows: { type: 'number', required: false, default: '10', hint: 'Rows drawn at most (1 to 200); the rest are left out' },
  fallbackText: { type: 'text', required: true, default: 'Unavailable', hint: "Shown instead of a list older than its source's limit" },
});

const at = '2026-11-25T23:05:05.000Z';
const source = (id: string, name: string, fields: DataSource['fields']): DataSource => ({
  id,
  name,
  clientId: null,
  kind: 'push',
  url: null,
  intervalSeconds: null,
  headerNames: [],
  staleAfterSeconds: 120,
  fields,
  values: fields.map((field) =>
    field.type === 'list'
      ? { key: field.key, type: field.type, value: [{ race: 'R1', time: '19:05', odds: 2.5 }], updatedUtc: at, stale: false }
      : { key: field.key, type: field.type, value: null, updatedUtc: null, stale: true },
  ),
  lastFetchUtc: null,
  lastError: null,
  createdUtc: at,
  updatedUtc: at,
});
const JACKPOTS = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
const sources = [
  source(JACKPOTS, 'Jackpots', [
    { key: 'major', type: 'currency' },
    { key: 'minor', type: 'currency' },
    { key: 'fixtures', type: 'list' },
  ]),
  source('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', 'Bar prices', [{ key: 'beer', type: 'currency' }]),
];

function Picker(props: AssetConfigDialogProps) {
  const [client] = useState(() => {
    const preloaded = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    preloaded.setQueryData(dataSourceKeys.list(), { items: sources });
    return preloaded;
  });
  return (
    <QueryClientProvider client={client}>
      <AssetConfigDialog {...props} />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Layout/Data value picker',
  component: Picker,
  parameters: { visual: { viewport: { width: 800, height: 900 } } },
  args: { dialog: { open: true, configSchema: SCHEMA, assetName: 'Data value' }, files: [], onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof Picker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the field waits for a source; Save waits for both. */
export const Empty: Story = {
  play: async () => {
    const dialog = within(await openedDialog('Configure Data value'));
    await expect(await dialog.findByText('Choose a data source first')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Source, then field (a list field is not offered), a template, then Save: the config as chosen. */
export const Chosen: Story = {
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Configure Data value'));
    await userEvent.click(await dialog.findByRole('combobox', { name: 'Data source' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Jackpots' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Field' }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['major (currency)', 'minor (currency)']);
    await userEvent.click(options[0]!);
    await userEvent.click(dialog.getByLabelText('Template'));
    await userEvent.keyboard('Major jackpot {{value}');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ dataSourceId: JACKPOTS, key: 'major', format: 'currency', template: 'Major jackpot {value}', fallbackText: 'Unavailable', showAge: 'false' }),
    );
  },
};

const listDialog = { open: true, configSchema: LIST_SCHEMA, assetName: 'Data list' };

/** A data list: a source without a list field says so; the field waits for a source first. */
export const ListNoListField: Story = {
  args: { dialog: listDialog },
  play: async () => {
    const dialog = within(await openedDialog('Configure Data list'));
    await expect(await dialog.findByText('Choose a data source first')).toBeVisible();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Data source' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Bar prices' }));
    await expect(await dialog.findByText('This source has no list field')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** A data list: only list fields are offered; the columns' hint names those its list holds now; ticker chosen, then Save. */
export const ListChosen: Story = {
  args: { dialog: listDialog },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Configure Data list'));
    await userEvent.click(await dialog.findByRole('combobox', { name: 'Data source' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Jackpots' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Field' }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['fixtures (list)']);
    await userEvent.click(options[0]!);
    await expect(await dialog.findByText(/Its columns now: race, time, odds\./)).toBeVisible();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Style' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Ticker (the rows scrolling in one line)' }));
    await userEvent.click(dialog.getByLabelText('Columns'));
    await userEvent.keyboard('race:Race, time:Time');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ dataSourceId: JACKPOTS, key: 'fixtures', style: 'ticker', columns: 'race:Race, time:Time', maxRows: '10', fallbackText: 'Unavailable' }),
    );
  },
};
