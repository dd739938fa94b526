import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, ErrorView } from '../../ui-kit/index.ts';

/** A fixed stack, so the screenshot does not change with the build's file names. */
const sampleError = new Error('Request failed with status 500');
sampleError.stack = [
  'Error: Request failed with status 500',
  '    at request (app/api/client.ts:48:11)',
  '    at async fetchVenue (app/api/venues.ts:21:18)',
  '    at async VenueRoute (app/routes/venue/VenueRoute.tsx:14:5)',
].join('\n');

const meta = {
  title: 'UI Kit/ErrorView',
  component: ErrorView,
  args: { error: sampleError },
  argTypes: { error: { control: false } },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

/** Show Error reveals the message and stack; the button then reads Hide Error, and back. */
export const TogglesDetails: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Show Error' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(page.getByRole('button', { name: 'Hide Error' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Request failed with status 500/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Hide Error' }));
    await expect(page.queryByText(/Request failed with status 500/)).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Show Error' }));
  },
};

export const WithRetry: Story = {
  args: { actions: <Button>Try again</Button>, defaultShowDetails: true },
};

/** Anything thrown, not only Errors, is shown as text. */
export const NonErrorValue: Story = {
  args: { error: { status: 503, title: 'Service Unavailable' }, defaultShowDetails: true },
};
