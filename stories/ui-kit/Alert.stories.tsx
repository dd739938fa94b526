import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert, FormError } from '../../ui-kit/index.ts';
import { Stack } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/Alert',
  component: Alert,
  args: { variant: 'default', title: 'Heads up', children: 'Use the search at the top to find a venue by name or GMV.' },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'destructive'] } },
  decorators: [(Story) => <Stack $width={480}>{Story()}</Stack>],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {};

export const Destructive: Story = {
  args: { variant: 'destructive', title: 'Error loading venue', children: 'The server did not answer. Try again in a moment.' },
};

/** The form-level error above login fields: a destructive alert, role=alert. */
export const FormLevelError: Story = {
  render: () => <FormError>Invalid email or password.</FormError>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid email or password.');
  },
};

export const WithLink: Story = {
  render: () => (
    <FormError>
      This reset link has expired. <a href="#forgot-password">Request a new link</a>
    </FormError>
  ),
};
