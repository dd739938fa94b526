import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from '../../ui-kit/index.ts';
import { Row } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/Logo',
  component: Logo,
  args: { size: 'lg', label: 'Client Portal' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: () => (
    <Row $gap={24}>
      <Logo size="sm" label="Small logo" />
      <Logo size="md" label="Medium logo" />
      <Logo size="lg" label="Large logo" />
    </Row>
  ),
};
