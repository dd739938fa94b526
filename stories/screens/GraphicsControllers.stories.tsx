import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fleetDisplayHref, fleetVenueHref } from '../../app/features/fleet/screenshots/fleetLinks.ts';
import { VenueScreenshotsCard } from '../../app/features/fleet/screenshots/VenueScreenshotsCard.tsx';
import { GenerationOneSectionView } from '../../app/features/graphicsControllers/GenerationOneSectionView.tsx';
import { withRouter } from '../support/withRouter.tsx';
import { leedsCentral, STORY_NOW } from './fixtures/clientsAndVenues.ts';
import { barPc, closedLinking, controllers, generationOneArgs, uptime } from './fixtures/generationOne.tsx';
import { expectTablesToFit } from '../support/phone.ts';
import { openedDialog } from '../support/dialogFocus.ts';

const defaults = generationOneArgs();

const meta = {
  title: 'Screens/Graphics controllers',
  component: GenerationOneSectionView,
  decorators: [withRouter],
  parameters: { route: `/clients/${leedsCentral.clientId}/${leedsCentral.id}`, visual: { viewport: { width: 1280, height: 560 } } },
  args: defaults,
} satisfies Meta<typeof GenerationOneSectionView>;
export default meta;
type Story = StoryObj<typeof meta>;


export const Loading: Story = {
  args: { card: { ...defaults.card, status: 'loading', controllers: [] } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getByRole('heading', { name: 'Graphics Controllers' })).toBeVisible();
    await expect(section.getByText('Loading')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { card: { ...defaults.card, controllers: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No graphics controllers linked')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { card: { ...defaults.card, status: 'error', controllers: [] } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getByText('Error', { exact: true })).toBeVisible();
    await expect(section.queryByRole('table')).toBeNull();
  },
};

/**
 * Name, status with last seen, Updated, View and Delete per controller, and the venue's uptime;
 * Link Graphics Controller opens the dialog.
 */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement);
    for (const controller of controllers) {
      await expect(section.getByRole('link', { name: controller.name })).toBeVisible();
    }
    await expect(section.getByRole('link', { name: `View ${barPc.name}` })).toHaveAttribute(
      'href',
      `/clients/${leedsCentral.clientId}/${leedsCentral.id}/${barPc.id}`,
    );
    await expect(section.getByText('3 minutes ago')).toBeVisible();
    // Online, stale (two heartbeats missed) and offline (never seen), each with its last-seen time.
    await expect(section.getByText('Online')).toBeVisible();
    await expect(section.getByText('Stale')).toBeVisible();
    await expect(section.getByText('Offline')).toBeVisible();
    await expect(section.getByText('1 minute ago')).toBeVisible();
    await expect(section.getByText('Never')).toBeVisible();
    await expect(section.getByText('Uptime in open hours, last 7 days: 98.6% (1 outage)')).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: `Delete ${barPc.name}` }));
    await expect(args.card.onDelete).toHaveBeenCalledWith(barPc);
    await userEvent.click(section.getByRole('button', { name: 'Link Graphics Controller' }));
    await expect(args.card.onLink).toHaveBeenCalled();
    // The screenshot shows the list at rest, without a focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** With the displays' screenshots under the controllers, as on a venue's page: two cards spaced as the page's others. */
export const WithScreenshots: Story = {
  args: {
    screenshots: (
      <VenueScreenshotsCard
        displays={[{ displayId: 'c0000000-0000-4000-8000-000000000001', label: 'Bar', graphicsControllerId: barPc.id, graphicsControllerName: barPc.name, latestScreenshot: null }]}
        displayHref={fleetDisplayHref}
        screensHref={fleetVenueHref(leedsCentral.id)}
        now={STORY_NOW}
      />
    ),
  },
  parameters: { visual: { viewport: { width: 1280, height: 900 } } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getByText('No screenshot yet')).toBeVisible();
    const cardOf = (title: string) => section.getByText(title).closest('[data-card]')!.getBoundingClientRect();
    await expect(cardOf('What the screens show').top - cardOf('Graphics Controllers').bottom).toBeGreaterThanOrEqual(16);
  },
};

/** A controller just linked (from the dialog or a QR code): scrolled to and highlighted. */
export const JustLinked: Story = {
  args: { card: { ...defaults.card, justLinkedId: barPc.id } },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('link', { name: barPc.name }).closest('tr');
    await expect(row).toHaveAttribute('data-just-linked');
  },
};

/** Controllers, but no open hours counted yet: the true reason, not "no open hours or no controllers" (edge 8). */
export const UptimeNoFigure: Story = {
  args: { card: { ...defaults.card, uptime: { ...uptime, uptimePercent: null, openMinutes: 0, offlineMinutes: 0, outages: [] } } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Uptime in open hours, last 7 days: no figure yet (the venue has not been open since its first controller was linked)'),
    ).toBeVisible();
  },
};

/**
 * On a 390 px phone (Storybook's 16 px padding is the page's margin there): every Delete is on
 * screen, nothing scrolls sideways.
 */
export const FilledPhone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 640 } } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    for (const controller of controllers) {
      const button = section.getByRole('button', { name: `Delete ${controller.name}` });
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(390 - 16);
    }
    await expectTablesToFit(canvasElement);
  },
};

/** The confirmation before a controller is unlinked. */
export const DeleteConfirm: Story = {
  args: { deleting: { controller: barPc, submitting: false } },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Delete graphics controller?'));
    await expect(dialog.getByText(/Bar PC will be unlinked/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteConfirm).toHaveBeenCalled();
  },
};

/** The link dialog's code step, as the machine shows it (its steps: Machines/Controller linking). */
export const LinkDialogCode: Story = {
  args: { linking: { ...closedLinking, open: true, code: 'AB12' } },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Link Graphics Controller'));
    await expect(dialog.getByLabelText('Code')).toHaveValue('AB12');
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(args.linkHandlers.onNext).toHaveBeenCalled();
  },
};

/** The code step after Next with too short a code: the field says why nothing was looked up. */
export const LinkDialogCodeTooShort: Story = {
  args: { linking: { ...closedLinking, open: true, code: 'AB12', codeError: 'GraphicsController code must be 6 characters' } },
  play: async () => {
    const dialog = within(await openedDialog('Link Graphics Controller'));
    await expect(dialog.getByText('GraphicsController code must be 6 characters')).toBeVisible();
  },
};

/** The name step with the suggested name and Back. */
export const LinkDialogName: Story = {
  args: { linking: { ...closedLinking, open: true, step: 'name', code: 'AB12CD' } },
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Link Graphics Controller'));
    await expect(dialog.getByLabelText('Name')).toHaveValue('Generation One PC');
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(args.linkHandlers.onBack).toHaveBeenCalled();
  },
};
