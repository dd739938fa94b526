import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AssetPreviewView } from '../../app/features/assetEditor/AssetPreviewView.tsx';
import { treeOfVersion } from '../../app/features/approvals/versionTree.ts';
import { waitingVersion } from './fixtures/approvals.ts';

/** The waiting version of the Friday jackpot promotion as the layout's page draws it (text and panels, no media fetched). */
const tree = treeOfVersion(waitingVersion);

/**
 * /assets/{id} for those who may read layouts but not change them (an approver,
 * docs/permissions.md#in-the-browser): the layout drawn read-only, one story per state.
 */
const meta = {
  title: 'Screens/Asset preview',
  component: AssetPreviewView,
  args: { load: { status: 'ready', tree }, onRetry: fn() },
} satisfies Meta<typeof AssetPreviewView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The layout at its proportions with its size and Full screen; no toolbar, library, properties or Save. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByLabelText('Preview of Friday jackpot')).toBeVisible();
    await expect(page.getByText('Mega jackpot')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(page.queryByRole('toolbar')).toBeNull();
  },
};

export const Loading: Story = { args: { load: { status: 'loading' } } };

export const NotFound: Story = {
  args: { load: { status: 'notFound' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Asset not found')).toBeVisible();
  },
};

/** As the editor: the failure, and Try again asks the server again. */
export const LoadError: Story = {
  args: { load: { status: 'error' } },
  play: async ({ canvasElement, args: shown }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(shown.onRetry).toHaveBeenCalled();
  },
};
