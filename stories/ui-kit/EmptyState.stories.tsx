import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Card, EmptyState, Icon } from '../../ui-kit/index.ts';

const meta = {
  title: 'UI Kit/EmptyState',
  component: EmptyState,
  args: { title: 'No venues found', description: 'Create a venue to get started', size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    icon: { control: false },
    action: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TitleOnly: Story = { args: { title: 'No files uploaded', description: undefined } };

export const WithIcon: Story = {
  args: { icon: <Icon name="palette" size="lg" />, title: 'No themes found', description: 'Create a theme to get started' },
};

const onCreate = fn();

/** With an action that resolves the emptiness. */
export const WithAction: Story = {
  args: {
    icon: <Icon name="map-pin" size="lg" />,
    action: (
      <Button size="sm" onClick={onCreate}>
        Add Venue
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onCreate.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Venue' }));
    await expect(onCreate).toHaveBeenCalledOnce();
  },
};

export const Small: Story = { args: { size: 'sm', title: 'No displays found', description: undefined } };

/** Inside a card, as on /venues. */
export const InCard: Story = {
  render: (args) => (
    <Card>
      <EmptyState {...args} icon={<Icon name="map-pin" size="lg" />} />
    </Card>
  ),
};
