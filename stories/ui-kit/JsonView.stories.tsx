import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JsonView } from '../../ui-kit/index.ts';
import { Stack } from './storySupport.tsx';

/** The shape of a client CSV upload result, as the upload dialog shows it. */
const uploadResult = {
  clientsCreated: 2,
  venuesCreated: 5,
  skipped: [{ line: 7, reason: 'Venue name must be at least 2 characters.' }],
  clients: [
    { name: 'Northern Leisure', venues: ['Royal Oak Hotel', 'The Crown', 'Station Tavern'] },
    { name: 'Harbour Bars', venues: ['Quayside', 'The Anchor'] },
  ],
};

const meta = {
  title: 'UI Kit/JsonView',
  component: JsonView,
  args: { label: 'Upload result', value: uploadResult, copyable: false, maxHeight: 320 },
  argTypes: { value: { control: 'object' }, copy: { control: false } },
  decorators: [(Story) => <Stack $width={520}>{Story()}</Stack>],
} satisfies Meta<typeof JsonView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Upload result' });
    await expect(region.tagName).toBe('PRE');
    await expect(region.textContent).toContain('"clientsCreated": 2');
  },
};

/** The copy button copies the formatted text; the app toasts on onCopied. */
export const Copyable: Story = {
  args: { copyable: true, copy: fn(async () => undefined), onCopied: fn(), onCopyError: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy' }));
    const text = JSON.stringify(uploadResult, null, 2);
    await expect(args.copy).toHaveBeenCalledWith(text);
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith(text));
  },
};

/** Taller than maxHeight: it scrolls inside its box and can be scrolled from the keyboard. */
export const Scrolling: Story = {
  args: {
    maxHeight: 160,
    value: Array.from({ length: 12 }, (_, index) => ({ line: index + 2, venue: `Venue ${index + 1}`, status: 'created' })),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Upload result' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};
