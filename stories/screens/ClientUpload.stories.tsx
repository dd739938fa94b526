import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CLIENT_UPLOAD_TEMPLATE_CSV, type ClientUploadResult } from '../../contract/clientUpload.ts';
import { ClientUploadView, type ClientUploadViewProps } from '../../app/features/clients/upload/ClientUploadView.tsx';
import { withRouter } from '../support/withRouter.tsx';

const csvFile = new File([CLIENT_UPLOAD_TEMPLATE_CSV], 'clients-and-venues.csv', { type: 'text/csv' });

const withRowErrors: ClientUploadResult = {
  applied: false,
  rows: 4,
  clients: { created: 0, updated: 0 },
  venues: { created: 0, updated: 0 },
  rowErrors: [
    { row: 3, messages: ['Unknown region: use a region name as listed in the portal.'] },
    { row: 5, messages: ['Please enter a GMV.', 'Venue name must be at least 2 characters.'] },
  ],
};

const applied: ClientUploadResult = {
  applied: true,
  rows: 2,
  clients: { created: 1, updated: 0 },
  venues: { created: 2, updated: 0 },
  rowErrors: [],
};

/** The view as the route shows it (the form holds the chosen file). */
function ClientUpload(props: ClientUploadViewProps) {
  return <ClientUploadView {...props} />;
}

const meta = {
  title: 'Screens/Client upload',
  component: ClientUpload,
  decorators: [withRouter],
  parameters: { route: '/clients/upload' },
  args: {
    defaultFile: null,
    onFileChange: fn(),
    progress: null,
    uploading: false,
    fileError: null,
    formError: null,
    result: null,
    onSubmit: fn(),
  },
} satisfies Meta<typeof ClientUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyForm: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Upload Clients', level: 1 })).toBeVisible();
    await expect(page.getByLabelText('Clients and venues CSV')).toHaveAttribute('accept', '.csv,text/csv');
    await expect(page.getByRole('link', { name: 'Download CSV template' })).toHaveAttribute('download');
  },
};

/** docs/product.md#validation-messages: Upload without a file. */
export const ValidationError: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Upload' }));
    await expect(await page.findByText('Clients and venues CSV file is required.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const UploadingWithProgress: Story = {
  args: { defaultFile: csvFile, uploading: true, progress: 42 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    await expect(page.getByRole('button', { name: /Upload/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server's message about the file lands under it. */
export const ServerFileError: Story = {
  args: { defaultFile: csvFile, fileError: 'The first row must name the columns clientName, venueName, gmv and region.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/The first row must name the columns/)).toBeVisible();
  },
};

/** Nothing applied: the rows to fix, then the answer as JSON. */
export const ResultWithRowErrors: Story = {
  args: { defaultFile: csvFile, result: withRowErrors },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const rows = within(page.getByRole('region', { name: 'Rows with errors' }));
    await expect(rows.getByText(/Unknown region/)).toBeVisible();
    await expect(rows.getByText(/Please enter a GMV\., Venue name must be at least 2 characters\./)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Upload result' })).toHaveTextContent('"applied": false');
  },
};

export const ResultApplied: Story = {
  args: { defaultFile: csvFile, result: applied },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(/2 rows applied: 1 created and 0 updated clients, 2 created and 0 updated venues\./)).toBeVisible();
    await expect(page.queryByRole('region', { name: 'Rows with errors' })).toBeNull();
  },
};
