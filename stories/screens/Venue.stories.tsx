import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GMV_TAKEN_TITLE } from '../../contract/venues.ts';
import { GenerationOneSectionFixture } from './fixtures/generationOne.tsx';
import { VenueView } from '../../app/features/venues/VenueView.tsx';
import { withRouter } from '../support/withRouter.tsx';
import { leedsCentral, openHours, regions } from './fixtures/clientsAndVenues.ts';
import { venueSections } from './fixtures/sections.tsx';
import { openedDialog } from '../support/dialogFocus.ts';

const closedDialog = { open: false, submitting: false, fieldErrors: {} };

/** The whole filled page fits the window, so the dialog's fixed overlay covers all of it in the full-page screenshot. */
const dialogParameters = { visual: { viewport: { width: 1280, height: 1520 } } };

const meta = {
  title: 'Screens/Venue',
  component: VenueView,
  decorators: [withRouter],
  parameters: { route: `/clients/${leedsCentral.clientId}/${leedsCentral.id}` },
  args: {
    load: { status: 'ready', venue: leedsCentral },
    canDelete: true,
    canEdit: true,
    regionOptions: regions.map((region) => ({ value: region.id, label: region.name })),
    openHours: { status: 'ready', hours: openHours, onEdit: fn() },
    editDialog: closedDialog,
    onEditOpen: fn(),
    onEditClose: fn(),
    onEditSubmit: fn(),
    deleteDialog: closedDialog,
    onDeleteOpen: fn(),
    onDeleteClose: fn(),
    onDeleteConfirm: fn(),
    ...venueSections('filled'),
    generationOneSection: <GenerationOneSectionFixture />,
  },
} satisfies Meta<typeof VenueView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** Open hours never saved: every day Closed; no logo and nothing uploaded. */
export const Empty: Story = {
  args: {
    ...venueSections('empty'),
    openHours: {
      status: 'ready',
      hours: {
        mondayOpen: null,
        mondayClose: null,
        tuesdayOpen: null,
        tuesdayClose: null,
        wednesdayOpen: null,
        wednesdayClose: null,
        thursdayOpen: null,
        thursdayClose: null,
        fridayOpen: null,
        fridayClose: null,
        saturdayOpen: null,
        saturdayClose: null,
        sundayOpen: null,
        sundayClose: null,
      },
      onEdit: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getAllByText('Closed')).toHaveLength(7);
    await expect(page.getByText('No logo uploaded')).toBeVisible();
    await expect(page.getByText('No posters uploaded')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { load: { status: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error', { exact: true })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { load: { status: 'notFound' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Not Found' })).toBeVisible();
  },
};

/** 'name (gmv)', Settings, Open hours with Closed and LATE, Logo, Reveal and Generation One filled. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Leeds Central (LEE-01)', level: 1 })).toBeVisible();
    await expect(page.getByText('Midlands')).toBeVisible();
    await expect(page.getAllByText('09:00 - 22:00')).toHaveLength(3);
    await expect(page.getAllByText('10:00 - LATE')).toHaveLength(2);
    await expect(page.getByText('Closed')).toBeVisible();
    for (const title of ['Reveal', 'Generation One', 'Graphics Controllers', 'Logo']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await userEvent.click(page.getByRole('button', { name: 'Delete venue' }));
    await expect(args.onDeleteOpen).toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Edit venue details' }));
    await expect(args.onEditOpen).toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Edit open hours' }));
    await expect(args.openHours.onEdit).toHaveBeenCalled();
    await expect(page.getByRole('img', { name: 'Logo of Leeds Central' })).toBeVisible();
    await expect(page.getAllByText('Inherited from client')).toHaveLength(4);
    await expect(page.getByRole('link', { name: 'Open the public venue site' })).toBeVisible();
    // The screenshot shows the page at rest, not the focus ring of the button just clicked.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The first drawing once the venue has loaded: its name and first cards, before the sections below
 * them (Reveal, Generation One, the schedule, History), which the route draws just after
 * (app/routes/venue/VenueRoute.tsx) so the first screen paints without waiting for them.
 */
export const BeforeLowerSections: Story = {
  args: { revealSection: null, generationOneSection: null },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Leeds Central (LEE-01)', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Logo' })).toBeVisible();
    await expect(page.queryByRole('heading', { name: 'Reveal' })).toBeNull();
    await expect(page.queryByRole('heading', { name: 'Generation One' })).toBeNull();
  },
};

/** A client user: no Delete venue (docs/product.md#roles); open hours and the sections still loading. */
export const ForClientUser: Story = {
  args: { canDelete: false, openHours: { status: 'loading', hours: null, onEdit: fn() }, ...venueSections('loading') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Delete venue' })).toBeNull();
  },
};

/**
 * A viewer, who only reads (docs/permissions.md): the venue's details, hours, logo, Reveal media
 * and controllers, with no Edit, Upload, Add, Save, Link or Delete; the display mode as text.
 */
export const ForViewer: Story = {
  args: {
    canDelete: false,
    canEdit: false,
    openHours: { status: 'ready', hours: openHours, onEdit: undefined },
    ...venueSections('filled', false),
    generationOneSection: <GenerationOneSectionFixture canEdit={false} />,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Leeds Central (LEE-01)', level: 1 })).toBeVisible();
    for (const name of ['Edit venue details', 'Edit open hours', 'Replace logo', 'Delete logo', 'Save', 'Link Graphics Controller', 'Delete venue']) {
      await expect(page.queryByRole('button', { name })).toBeNull();
    }
    await expect(page.queryAllByRole('button', { name: /^(Add reveal|Delete )/ })).toHaveLength(0);
    await expect(page.getByText('Inherit (client: Dark)')).toBeVisible();
    await expect(page.getAllByRole('link', { name: /^View / }).length).toBeGreaterThan(0);
  },
};

/** docs/product.md#validation-messages, Venue details messages in the Edit dialog. */
export const EditDialog: Story = {
  parameters: dialogParameters,
  args: { editDialog: { ...closedDialog, open: true } },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Edit venue'));
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.type(dialog.getByLabelText('Name'), 'L');
    await userEvent.clear(dialog.getByLabelText('GMV'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(dialog.getByText('Please enter a GMV.')).toBeVisible();
    await expect(args.onEditSubmit).not.toHaveBeenCalled();
  },
};

/** The server's field errors land on the dialog's fields. */
export const EditDialogServerErrors: Story = {
  parameters: dialogParameters,
  args: { editDialog: { open: true, submitting: false, fieldErrors: { gmv: 'GMV must not be longer than 30 characters.' } } },
  play: async () => {
    const dialog = within(await openedDialog('Edit venue'));
    await expect(await dialog.findByText('GMV must not be longer than 30 characters.')).toBeVisible();
  },
};

/** A GMV already in use (409): the route's dialog machine puts the answer on the GMV field. */
export const EditDialogGmvTaken: Story = {
  parameters: dialogParameters,
  args: { editDialog: { open: true, submitting: false, fieldErrors: { gmv: GMV_TAKEN_TITLE } } },
  play: async () => {
    const dialog = within(await openedDialog('Edit venue'));
    await waitFor(() => expect(dialog.getByLabelText('GMV')).toHaveAttribute('aria-invalid', 'true'));
    await expect(dialog.getByText(GMV_TAKEN_TITLE)).toBeVisible();
  },
};

export const DeleteConfirm: Story = {
  parameters: dialogParameters,
  args: { deleteDialog: { ...closedDialog, open: true } },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Delete venue?'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete venue' }));
    await expect(args.onDeleteConfirm).toHaveBeenCalled();
  },
};
