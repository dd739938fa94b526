import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Icon } from '../../ui-kit/index.ts';
import { Stack } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/Card',
  component: Card,
  decorators: [(Story) => <Stack $width={520}>{Story()}</Stack>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = <p>Rows, tables and forms go here; the card gives them a border, a title and room to breathe.</p>;

export const Playground: Story = {
  render: () => (
    <Card>
      <CardHeader title="Current Venues" description="Venues of every client, newest first." />
      <CardContent>{body}</CardContent>
    </Card>
  ),
};

export const WithActions: Story = {
  render: () => (
    <Card>
      <CardHeader
        title="Graphics Controllers"
        description="PCs driving the screens of this venue."
        actions={
          <Button size="sm" variant="outline">
            <Icon name="monitor" />
            Link controller
          </Button>
        }
      />
      <CardContent>{body}</CardContent>
    </Card>
  ),
};

export const WithFooter: Story = {
  render: () => (
    <Card>
      <CardHeader title="Personal Details" description="Your name and email address." />
      <CardContent>{body}</CardContent>
      <CardFooter>
        <Button variant="ghost">Cancel</Button>
        <Button>Save</Button>
      </CardFooter>
    </Card>
  ),
};

/** The parts composed by hand: CardTitle takes a heading level. */
export const Composed: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle level="h3">Open hours</CardTitle>
        <CardDescription>Monday to Sunday.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  ),
};
