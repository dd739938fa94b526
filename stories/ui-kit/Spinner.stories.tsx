import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CenteredSpinner, Spinner } from '../../ui-kit/index.ts';
import { Row } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/Spinner',
  component: Spinner,
  args: { size: 'md', label: 'Loading' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: () => (
    <Row $gap={24}>
      <Spinner size="sm" label="Loading small" />
      <Spinner size="md" label="Loading medium" />
      <Spinner size="lg" label="Loading large" />
    </Row>
  ),
};

/** The full-page state while the session loads (docs/product.md#signed-in-area): a status named "Loading". */
export const Centered: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <CenteredSpinner />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};
