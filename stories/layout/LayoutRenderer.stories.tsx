import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LayoutRenderer } from '../../renderer/LayoutRenderer.tsx';
import type { LayoutTree } from '../../contract/layout/tree.ts';

/** A layout with every kind of node and every media placeholder (no media is fetched). */
const tree: LayoutTree = {
  assetId: 'layout-1',
  name: 'Lobby',
  width: 1920,
  height: 1080,
  updatedUtc: '2026-02-20T10:00:00Z',
  placements: [
    { id: 't1', assetId: 'text', assetType: 'TEXT', assetName: 'Text', x: 80, y: 60, order: 0, config: { value: 'Welcome to the Harbour', typeface: 'Inter', fontSize: '96px' } },
    { id: 'i1', assetId: 'image', assetType: 'IMAGE', assetName: 'Image', x: 80, y: 300, order: 1, config: { width: '400px', height: '225px' }, media: { status: 'invalid' } },
    { id: 'i2', assetId: 'image', assetType: 'IMAGE', assetName: 'Image', x: 540, y: 300, order: 2, config: { width: '400px', height: '225px' }, media: { status: 'missing' } },
    { id: 'v1', assetId: 'video', assetType: 'VIDEO', assetName: 'Video', x: 1000, y: 300, order: 3, config: { width: '400px', height: '225px' }, media: { status: 'invalid' } },
    { id: 'v2', assetId: 'video', assetType: 'VIDEO', assetName: 'Video', x: 1460, y: 300, order: 4, config: { width: '400px', height: '225px' }, media: { status: 'missing' } },
    {
      id: 'g1',
      assetId: 'footer',
      assetType: 'GROUP',
      assetName: 'Footer',
      x: 80,
      y: 700,
      order: 5,
      config: {},
      children: [
        { id: 'g1-a', assetId: 'text', assetType: 'TEXT', assetName: 'Text', x: 0, y: 0, order: 0, config: { value: 'Open daily', typeface: 'Georgia' } },
        { id: 'g1-b', assetId: 'text', assetType: 'TEXT', assetName: 'Text', x: 0, y: 80, order: 1, config: { value: '10 am – late', fontSize: '64px' } },
      ],
    },
  ],
};

const meta = {
  title: 'Layout/Renderer',
  component: LayoutRenderer,
  parameters: { layout: 'centered' },
  args: { tree, scale: 0.4, 'aria-label': 'Lobby layout' },
} satisfies Meta<typeof LayoutRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text in its typeface and size, the four product placeholders, and a group drawn as its own placements. */
export const AllKinds: Story = {
  play: async ({ canvasElement }) => {
    const layout = within(canvasElement);
    for (const text of ['Invalid image file', 'Image file not found', 'Invalid video file', 'Video file not found', 'Open daily']) {
      await expect(layout.getByText(text)).toBeVisible();
    }
  },
};

/** The same layout at a quarter of its size: positions scale, nothing moves relative to the rest. */
export const QuarterScale: Story = { args: { scale: 0.25 } };
