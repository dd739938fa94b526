import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AssetsView } from '../../app/features/assets/AssetsView.tsx';
import { ASSET_IN_USE_TITLE, BASE_ASSET_IDS, type Asset, type AssetPlacement, type AssetUse } from '../../contract/assets.ts';
import type { Category } from '../../contract/compliance.ts';
import { withRouter } from '../support/withRouter.tsx';
import { expectTablesToFit, phoneParameters } from '../support/phone.ts';
import { STORY_NOW } from './fixtures/clientsAndVenues.ts';
import { dialogFocusSettled, openedDialog } from '../support/dialogFocus.ts';
import { openDialog, recordDialogArgs } from '../support/dialogs.ts';

const placement = (id: string, type: AssetPlacement['asset']['type'], config: Record<string, string>, x: number, y: number, order: number): AssetPlacement => ({
  id,
  asset: { id: BASE_ASSET_IDS[type as keyof typeof BASE_ASSET_IDS], type, name: type },
  config,
  x: `${x}px`,
  y: `${y}px`,
  order,
});

const asset = (id: string, name: string, updatedUtc: string, placements: AssetPlacement[] = [], category: Category = 'general'): Asset => ({
  id,
  name,
  type: 'GROUP',
  themeId: null,
  configSchema: '{}',
  category,
  width: '1920px',
  height: '1080px',
  updatedUtc,
  placements,
});

const hoursAgo = (hours: number) => new Date(new Date(STORY_NOW).getTime() - hours * 3_600_000).toISOString();

/** Two layouts drawn by the renderer in their thumbnails: a gold headline on a panel, and a ticker. */
const lobby = asset('a1', 'Lobby welcome', hoursAgo(1), [
  placement('p1', 'PANEL', { color: '#1e3a8a', radius: '48px', width: '1600px', height: '760px' }, 160, 160, 0),
  placement('p2', 'TEXT', { value: 'Happy hour 5–7', fontSize: '180px', color: '#ffd700', typeface: 'Inter', fontWeight: '700' }, 260, 380, 1),
]);
const bar = asset('a2', 'Bar specials', hoursAgo(72), [
  placement('p3', 'PANEL', { color: '#b91c1c', width: '1920px', height: '300px' }, 0, 780, 0),
  placement('p4', 'TICKER', { value: 'Two-for-one schooners until 7 pm', fontSize: '140px', speed: '120', width: '1920px', height: '220px' }, 0, 820, 1),
], 'liquor-promotion');

const meta = {
  title: 'Screens/Assets',
  component: AssetsView,
  decorators: [withRouter],
  parameters: { route: '/assets' },
  args: {
    status: 'ready',
    assets: [],
    now: STORY_NOW,
    canEdit: true,
    duplicatingId: null,
    onDuplicate: fn(),
    remove: { ...recordDialogArgs<Asset>(), refusal: null },
    onCategoryChange: fn(),
  },
} satisfies Meta<typeof AssetsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading' } };

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No assets found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Asset' })).toHaveAttribute('href', '/assets/create');
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error')).toBeVisible();
  },
};

/** Each asset with its thumbnail (drawn by the renderer, still), Open, Duplicate and Delete. */
export const List: Story = {
  args: { assets: [lobby, bar] },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('link', { name: 'Open Lobby welcome' })).toHaveAttribute('href', '/assets/a1');
    await expect(page.getByText('1 hour ago')).toBeVisible();
    // The thumbnail is the renderer's drawing, scaled down by a transform: 96 px for 1920.
    const thumbnail = page.getByRole('img', { name: 'Thumbnail of Lobby welcome' });
    await waitFor(() => expect(thumbnail.querySelector('[data-layout-surface]')).not.toBeNull());
    await expect(thumbnail.querySelector<HTMLElement>('[data-layout-surface]')?.style.transform).toBe('scale(0.05)');
    await expect(thumbnail).toHaveTextContent('Happy hour 5–7');
    await userEvent.click(page.getByRole('button', { name: 'Duplicate Bar specials' }));
    await expect(args.onDuplicate).toHaveBeenCalledWith(bar);
    await userEvent.click(page.getByRole('button', { name: 'Delete Lobby welcome' }));
    await expect(args.remove.open).toHaveBeenCalledWith(lobby);
  },
};

/**
 * Layouts whose category needs approval show their state beside it (docs/permissions.md#approvals):
 * the liquor promotion waits for a decision; the general layout needs none and says nothing.
 */
export const ApprovalStates: Story = {
  args: {
    assets: [
      { ...lobby, approval: { state: 'draft', version: 1, approvedVersion: null, lastEditorId: null, required: false } },
      { ...bar, approval: { state: 'pending', version: 5, approvedVersion: 4, lastEditorId: null, required: true } },
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    await expect(within(rows[1] as HTMLElement).getByText('Pending approval')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).queryByText('Draft')).toBeNull();
  },
};

/**
 * Filtered by category (docs/compliance.md#the-model), as `?category=` keeps it: only the layouts
 * of that category; Any shows them all again.
 */
export const FilteredByCategory: Story = {
  args: { assets: [lobby, bar], category: 'liquor-promotion' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('link', { name: 'Open Bar specials' })).toBeVisible();
    await expect(page.queryByRole('link', { name: 'Open Lobby welcome' })).toBeNull();
    await expect(page.getByText('Liquor promotion', { selector: 'td *, td' })).toBeVisible();
    const select = page.getByRole('combobox', { name: 'Category' });
    select.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Any' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith(undefined);
  },
};

/** No layout of the chosen category: the list says so, not "create one". */
export const FilteredEmpty: Story = {
  args: { assets: [lobby, bar], category: 'jackpot' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No assets found')).toBeVisible();
    await expect(page.getByText('No layout is in the category Jackpot')).toBeVisible();
  },
};

/** A 390 px phone: each asset is a block with its thumbnail, name, type, category, last update and actions. */
export const ListPhone: Story = {
  args: List.args,
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await expectTablesToFit(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Open Lobby welcome' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Delete Bar specials' })).toBeVisible();
  },
};

/** An approver, who reads layouts but may not change them (no content.edit, docs/permissions.md): Open only, no Create Asset, Duplicate or Delete. */
export const ForApprover: Story = {
  args: { assets: [lobby, bar], canEdit: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('link', { name: 'Open Lobby welcome' })).toHaveAttribute('href', '/assets/a1');
    await expect(page.getByRole('link', { name: 'Open Bar specials' })).toHaveAttribute('href', '/assets/a2');
    await expect(page.queryByRole('link', { name: 'Create Asset' })).toBeNull();
    await expect(page.queryAllByRole('button', { name: /^(Duplicate|Delete) / })).toHaveLength(0);
    await waitFor(() => expect(page.getByRole('img', { name: 'Thumbnail of Lobby welcome' }).querySelector('[data-layout-surface]')).not.toBeNull());
  },
};

/** Delete asks first. */
export const DeleteConfirm: Story = {
  args: { assets: [lobby, bar], remove: { ...recordDialogArgs(bar, openDialog), refusal: null } },
  play: async ({ args }) => {
    const dialogElement = await within(document.body).findByRole('dialog', { name: 'Delete asset?' });
    const dialog = within(dialogElement);
    await expect(dialog.getByText('“Bar specials” will be deleted. This cannot be undone.')).toBeVisible();
    await dialogFocusSettled(dialogElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.remove.submit).toHaveBeenCalled();
  },
};

/** The lobby layout's Delete, refused by the server (409) with where it is used. */
const refusedDeleteArgs = (usedBy: AssetUse[]): Story['args'] => ({
  assets: [lobby, bar],
  remove: { ...recordDialogArgs(lobby, openDialog), refusal: { title: ASSET_IN_USE_TITLE, usedBy } },
});

/** The server refused (409): the dialog gives its title and where the asset is used, and no Delete. */
export const DeleteRefused: Story = {
  args: refusedDeleteArgs([
    { kind: 'display', name: 'Bar Left' },
    { kind: 'playlist', name: 'Evening loop' },
    { kind: 'schedule', name: 'Happy hour' },
  ]),
  play: async () => {
    const dialog = within(await openedDialog('Delete asset?'));
    await expect(dialog.getByText('This asset is in use and cannot be deleted.')).toBeVisible();
    await expect(dialog.getByText('Playlist: Evening loop')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** A responsible-gambling layout two rule sets name for their slots: refused (409), naming the rule sets by place. */
export const DeleteRefusedBySlots: Story = {
  args: refusedDeleteArgs([
    { kind: 'rules', name: 'AU-NSW' },
    { kind: 'rules', name: 'AU-VIC' },
  ]),
  play: async () => {
    const dialog = within(await openedDialog('Delete asset?'));
    await expect(dialog.getByText('Responsible-gambling slots: New South Wales, in Compliance rules')).toBeVisible();
    await expect(dialog.getByText('Responsible-gambling slots: Victoria, in Compliance rules')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};
