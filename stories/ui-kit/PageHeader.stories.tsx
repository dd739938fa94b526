import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Icon, PageHeader } from '../../ui-kit/index.ts';

const meta = {
  title: 'UI Kit/PageHeader',
  component: PageHeader,
  args: { title: 'Venues', description: 'Every venue of every client, with when its screens were last seen.' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TitleOnly: Story = { args: { description: undefined, title: 'User Settings' } };

export const WithActions: Story = {
  args: {
    title: 'Clients',
    description: 'Clients and their venues. Use the search at the top to find one quickly.',
    actions: (
      <>
        <Button variant="outline">
          <Icon name="file" />
          Upload CSV
        </Button>
        <Button>Add client</Button>
      </>
    ),
  },
};
