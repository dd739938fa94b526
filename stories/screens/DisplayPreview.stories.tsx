import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DisplayPreviewView } from '../../app/features/graphicsControllers/DisplayPreviewView.tsx';
import type { LayoutTree } from '../../contract/layout/tree.ts';

/** What a client user sees on opening a display: text and a group, no media fetched. */
const tree: LayoutTree = {
  assetId: 'layout-1',
  name: 'Bar Left',
  width: 1920,
  height: 1080,
  updatedUtc: '2026-02-20T10:00:00Z',
  placements: [
    { id: 't1', assetId: 'text', assetType: 'TEXT', assetName: 'Text', x: 80, y: 60, order: 0, config: { value: 'Happy hour 5–7 pm', typeface: 'Inter', fontSize: '120px' } },
    { id: 'i1', assetId: 'image', assetType: 'IMAGE', assetName: 'Image', x: 80, y: 400, order: 1, config: { width: '600px', height: '340px' }, media: { status: 'missing' } },
  ],
};

const meta = {
  title: 'Screens/Display preview',
  component: DisplayPreviewView,
  args: { load: { status: 'ready', tree } },
} satisfies Meta<typeof DisplayPreviewView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A client user's read-only view of a display: no editor, no Forbidden, no Try again. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByLabelText('Preview of Bar Left')).toBeVisible();
    await expect(page.getByText('Happy hour 5–7 pm')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** Its own layout is empty: the page points at its week, where what plays now is (not "nothing placed"). */
export const NothingPlaced: Story = {
  args: { load: { status: 'ready', tree: { ...tree, placements: [] } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No layout of its own')).toBeVisible();
    await expect(page.getByText('What this display plays now and next is in its week below.')).toBeVisible();
  },
};
