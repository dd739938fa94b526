import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileInput } from '../../ui-kit/index.ts';
import { Stack } from './storySupport.tsx';

/** Files made in the story (no network): a small logo image, a CSV and a video stand-in. */
const logoFile = () =>
  new File(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#0f766e"/><path d="M16 44 32 16l16 28z" fill="#ccfbf1"/></svg>',
    ],
    'royal-oak-logo.svg',
    { type: 'image/svg+xml' },
  );
const csvFile = () =>
  new File(['client,venue,region,gmv\n' + 'Northern Leisure,Royal Oak Hotel,North,GMV-001\n'.repeat(40)], 'clients-and-venues.csv', {
    type: 'text/csv',
  });
/**
 * Dispatches a drag event carrying a real DataTransfer, as a drag from the desktop does
 * (fireEvent would copy the DataTransfer's own properties, of which it has none, and lose the file).
 */
const drag = (target: HTMLElement, type: 'dragover' | 'drop', file: File) => {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
};
const pdfFile = () => new File(['%PDF-1.4'], 'brochure.pdf', { type: 'application/pdf' });

const meta = {
  title: 'UI Kit/FileInput',
  component: FileInput,
  args: {
    label: 'Logo',
    accept: 'image/*',
    acceptDescription: 'PNG, JPG or SVG',
    disabled: false,
    onValueChange: fn(),
    onReject: fn(),
  },
  argTypes: { value: { control: false }, progress: { control: { type: 'range', min: 0, max: 100 } } },
  decorators: [(Story) => <Stack $width={420}>{Story()}</Stack>],
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screenshot waits for the thumbnail to be decoded. */
const thumbnailLoaded = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const image = canvasElement.querySelector<HTMLImageElement>('img[data-preview]');
    return expect(Boolean(image?.complete && image.naturalWidth > 0)).toBe(true);
  });

export const Playground: Story = {};

export const Empty: Story = {};

/** An image shows as a thumbnail (an object URL, revoked when the file changes). */
export const WithImage: Story = {
  args: { value: logoFile() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('royal-oak-logo.svg')).toBeVisible();
    await thumbnailLoaded(canvasElement);
  },
};

/** Anything else shows an icon, its name and size (the client CSV upload). */
export const WithDocument: Story = {
  args: { label: 'Clients and venues CSV file', accept: '.csv,text/csv', acceptDescription: 'CSV', value: csvFile() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.9 KB')).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { value: logoFile(), progress: 45 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await thumbnailLoaded(canvasElement);
  },
};

/** docs/product.md#validation-messages: the Logo form's message. */
export const WithError: Story = {
  args: { error: 'Logo is required' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Logo')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Choosing through the picker (keyboard: Tab to the input), then removing it again. */
export const ChooseAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Logo');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const file = logoFile();
    await userEvent.upload(input, file);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(file);
    await expect(canvas.getByText('royal-oak-logo.svg')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove file' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText('Drag a file here, or click to choose')).toBeVisible();
  },
};

/** Dropping a matching file chooses it; a file that does not match `accept` goes to onReject. */
export const DragAndDrop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvasElement.querySelector<HTMLElement>('[data-file-input]');
    if (!zone) throw new Error('no drop zone');
    const pdf = pdfFile();
    drag(zone, 'dragover', pdf);
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
    drag(zone, 'drop', pdf);
    await expect(args.onReject).toHaveBeenCalledWith(pdf);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await waitFor(() => expect(zone).not.toHaveAttribute('data-dragging'));
    const logo = logoFile();
    drag(zone, 'drop', logo);
    await expect(args.onValueChange).toHaveBeenCalledWith(logo);
    await expect(await canvas.findByText('royal-oak-logo.svg')).toBeVisible();
    await thumbnailLoaded(canvasElement);
  },
};
