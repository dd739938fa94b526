import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Card, Grid } from '../../ui-kit/index.ts';

const files = ['Winter poster.png', 'Menu board.mp4', 'Logo.svg', 'Spring promo.jpg', 'Background.png', 'Welcome.mp4'];

const Cells = () =>
  files.map((file) => (
    <Card key={file}>
      <div style={{ padding: 16, display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: 14 }}>
        <span>{file}</span>
        <Badge variant="secondary">{file.endsWith('.mp4') ? 'Video' : 'Image'}</Badge>
      </div>
    </Card>
  ));

const meta = {
  title: 'UI Kit/Grid',
  component: Grid,
  args: { gap: 'md', minItemWidth: 'md' },
  argTypes: {
    gap: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    minItemWidth: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => (
    <Grid {...args}>
      <Cells />
    </Grid>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const columnsOf = (grid: HTMLElement) => getComputedStyle(grid).gridTemplateColumns.split(' ').length;

/** A wide container: 4 columns, never more. */
export const FourColumns: Story = {
  decorators: [(Story) => <div style={{ width: 1200 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByText('Logo.svg').closest<HTMLElement>('[data-gap]');
    if (!grid) throw new Error('no grid');
    await expect(columnsOf(grid)).toBe(4);
  },
};

export const TwoColumns: Story = {
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByText('Logo.svg').closest<HTMLElement>('[data-gap]');
    if (!grid) throw new Error('no grid');
    await expect(columnsOf(grid)).toBe(2);
  },
};

export const OneColumn: Story = {
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByText('Logo.svg').closest<HTMLElement>('[data-gap]');
    if (!grid) throw new Error('no grid');
    await expect(columnsOf(grid)).toBe(1);
  },
};
