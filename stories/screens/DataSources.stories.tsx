import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DataSource } from '../../contract/dataSources.ts';
import { dataSourceFormOf, emptyDataSourceForm } from '../../app/features/dataSources/dataSourceForm.ts';
import { DataSourcesView, type DataSourcesViewProps } from '../../app/features/dataSources/DataSourcesView.tsx';
import { dataSourceKeys } from '../../app/api/dataSources.ts';
import { DataSourcesRoute } from '../../app/routes/dataSources/DataSourcesRoute.tsx';
import { AsRole } from '../support/AsRole.tsx';
import { openedDialog } from '../support/dialogFocus.ts';
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

const closedDialog = { open: false, submitting: false, fieldErrors: {} };
const openDialog = { ...closedDialog, open: true };
const PUSH_URL = `https://portal.example.com/api/data-sources/${jackpots.id}/values`;
const clients = [
  { id: '0c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f', name: 'Arcadia Gaming' },
  { id: '3f4a5b6c-7d8e-4f9a-8b0c-1d2e3f4a5b6c', name: 'Harbour Hotel' },
];
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

function args(change: Partial<DataSourcesViewProps> = {}): DataSourcesViewProps {
  return {
    status: 'ready',
    sources: [jackpots, racing],
    canEdit: true,
    shownToken: null,
    renewingId: null,
    now,
    onCreate: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onRenewToken: fn(),
    onCopied: fn(),
    onCopyError: fn(),
    sourceDialog: {
      mode: 'create',
      dialog: closedDialog,
      initial: emptyDataSourceForm,
      clients,
      issued: null,
      copyHandlers: { copy: fn(async () => undefined), onCopied: fn(), onCopyError: fn() },
      onSubmit: fn(),
      onClose: fn(),
    },
    deleteDialog: { dialog: closedDialog, sourceName: null, onConfirm: fn(), onClose: fn() },
    ...change,
  };
}

function withDialog(change: Partial<DataSourcesViewProps['sourceDialog']>): DataSourcesViewProps {
  const base = args();
  return { ...base, sourceDialog: { ...base.sourceDialog, dialog: openDialog, ...change } };
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
  args: args({ sources: [jackpots], shownToken: { sourceId: jackpots.id, token: TOKEN, pushUrl: PUSH_URL } }),
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
  args: args({ canEdit: false }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('button', { name: /New push token/ })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Add data source' })).toBeNull();
    await expect(page.queryByRole('button', { name: /^Edit / })).toBeNull();
  },
};

/**
 * The route as an approver sees it: an admin-side role that reads every source but does not hold
 * data.edit (docs/permissions.md), so no control that the server would answer with 403. Sources
 * without values yet, so that no age depends on the clock.
 */
export const Approver: Story = {
  render: () => (
    <AsRole role="approver" answers={[[dataSourceKeys.list(), { items: [{ ...jackpots, values: [] }, { ...racing, values: [], lastFetchUtc: null, lastError: null }] }]]}>
      <DataSourcesRoute />
    </AsRole>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Racing fixtures')).toBeVisible();
    await expect(page.getByText('Jackpots')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Add data source' })).toBeNull();
    await expect(page.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
    await expect(page.queryByRole('button', { name: /New push token/ })).toBeNull();
  },
};

export const Loading: Story = { args: args({ status: 'loading', sources: [] }) };

export const Empty: Story = {
  args: args({ sources: [] }),
  play: async ({ canvasElement, args: shown }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No data sources')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Add data source' }));
    await expect(shown.onCreate).toHaveBeenCalled();
  },
};

/** Each card's Edit and Delete, reached with the keyboard alone. */
export const Actions: Story = {
  play: async ({ canvasElement, args: shown }) => {
    const page = within(canvasElement);
    page.getByRole('button', { name: 'New push token for Jackpots' }).focus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Edit Jackpots' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(shown.onEdit).toHaveBeenCalledWith(jackpots);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(shown.onDelete).toHaveBeenCalledWith(jackpots);
    blur();
  },
};

/** The checks first (no name, no key), then a pull source typed by keyboard, then Add. */
export const AddFormErrors: Story = {
  args: withDialog({}),
  play: async ({ args: shown }) => {
    const dialog = within(await openedDialog('Add data source'));
    await userEvent.clear(dialog.getByLabelText('Stale after (seconds)'));
    await userEvent.keyboard('2');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('Name is required.')).toBeVisible();
    await expect(dialog.getByText('A key is 1 to 64 letters, digits, dashes or underscores.')).toBeVisible();
    await expect(dialog.getByText('The staleness limit must be at least 5 seconds.')).toBeVisible();
    await expect(shown.sourceDialog.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

/** A pull source: its address, interval and each field's JSON Pointer; a bad address and a twice-used key refused. */
export const AddPull: Story = {
  args: withDialog({ initial: { ...emptyDataSourceForm, kind: 'pull' } }),
  play: async ({ args: shown }) => {
    const dialog = within(await openedDialog('Add data source'));
    await userEvent.click(dialog.getByLabelText('Name'));
    await userEvent.keyboard('Jackpots feed');
    await userEvent.click(dialog.getByLabelText('URL'));
    await userEvent.keyboard('ftp://feeds.example.com');
    await userEvent.click(dialog.getByLabelText('Key of field 1'));
    await userEvent.keyboard('major');
    await userEvent.click(dialog.getByLabelText('Path of field 1'));
    await userEvent.keyboard('/jackpots/major');
    await userEvent.click(dialog.getByRole('button', { name: 'Add field' }));
    await userEvent.click(dialog.getByLabelText('Key of field 2'));
    await userEvent.keyboard('major');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('Enter a web address starting with http:// or https://.')).toBeVisible();
    await expect(dialog.getByText('Each key may be used once.')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('URL'));
    await userEvent.keyboard('https://feeds.example.com/jackpots.json');
    await userEvent.clear(dialog.getByLabelText('Key of field 2'));
    await userEvent.keyboard('minor');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(shown.sourceDialog.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Jackpots feed', kind: 'pull', url: 'https://feeds.example.com/jackpots.json', fields: [{ key: 'major', type: 'currency', path: '/jackpots/major' }, { key: 'minor', type: 'currency', path: '' }] }),
        expect.anything(),
      ),
    );
    blur();
  },
};

/** The server's answer on the field it concerns (a private address). */
export const AddServerError: Story = {
  args: withDialog({ initial: dataSourceFormOf(racing), dialog: { ...openDialog, fieldErrors: { url: 'This address is in a private, loopback or link-local range.' } } }),
  play: async () => {
    const dialog = within(await openedDialog('Add data source'));
    await expect(await dialog.findByText('This address is in a private, loopback or link-local range.')).toBeVisible();
    await expect(dialog.getByLabelText('URL')).toHaveAttribute('aria-invalid', 'true');
    blur();
  },
};

/** A push source just added: its URL, token and a curl example, once; Done closes. */
export const Added: Story = {
  args: withDialog({
    issued: { pushUrl: PUSH_URL, token: TOKEN, curl: `curl -X PUT '${PUSH_URL}' -H 'Authorization: Bearer ${TOKEN}' -H 'Content-Type: application/json' -d '{"values":{"major":12345.5}}'` },
  }),
  play: async ({ args: shown }) => {
    const dialog = within(await openedDialog('Data source added'));
    await expect(dialog.getByRole('group', { name: 'Push token' })).toHaveTextContent(TOKEN);
    await userEvent.click(dialog.getByRole('button', { name: 'Copy push token' }));
    await expect(shown.sourceDialog.copyHandlers.copy).toHaveBeenCalledWith(TOKEN);
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(shown.sourceDialog.onClose).toHaveBeenCalled();
    blur();
  },
};

/** Editing starts from the source's values. */
export const Edit: Story = {
  args: withDialog({ mode: 'edit', initial: dataSourceFormOf(racing) }),
  play: async ({ args: shown }) => {
    const dialog = within(await openedDialog('Edit data source'));
    await expect(dialog.getByLabelText('URL')).toHaveValue(racing.url);
    await expect(dialog.getByLabelText('Path of field 1')).toHaveValue('/races');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shown.sourceDialog.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Racing fixtures', intervalSeconds: '30' }), expect.anything()));
    blur();
  },
};

export const Delete: Story = {
  args: args({ deleteDialog: { dialog: openDialog, sourceName: 'Jackpots', onConfirm: fn(), onClose: fn() } }),
  play: async ({ args: shown }) => {
    const dialog = within(await openedDialog('Delete data source'));
    await expect(dialog.getByText(/Jackpots/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(shown.deleteDialog.onConfirm).toHaveBeenCalled();
    blur();
  },
};

export const LoadError: Story = { args: args({ status: 'error', sources: [], error: new Error('Network down') }) };

export const Phone: Story = {
  args: args({ shownToken: { sourceId: jackpots.id, token: TOKEN, pushUrl: PUSH_URL } }),
  parameters: { visual: { viewport: { ...phoneParameters.visual.viewport, height: 1400 } } },
  play: async ({ canvasElement }) => {
    await expectTablesToFit(canvasElement);
  },
};

/** 390 px: the form's field rows stack. */
export const PhoneForm: Story = {
  args: withDialog({ mode: 'edit', initial: dataSourceFormOf(racing) }),
  parameters: { visual: { viewport: { ...phoneParameters.visual.viewport, height: 1400 } } },
  play: async () => {
    const dialog = await openedDialog('Edit data source');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
    blur();
  },
};
