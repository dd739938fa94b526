import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DisplaysView } from '../../app/features/graphicsControllers/DisplaysView.tsx';
import { withRouter } from '../support/withRouter.tsx';
import { leedsCentral, STORY_NOW } from './fixtures/clientsAndVenues.ts';
import { barPc, displays } from './fixtures/generationOne.tsx';
import { expectTablesToFit, phoneParameters } from '../support/phone.ts';

const controllerPath = `/clients/${leedsCentral.clientId}/${leedsCentral.id}/${barPc.id}`;

const meta = {
  title: 'Screens/Displays',
  component: DisplaysView,
  decorators: [withRouter],
  parameters: { route: controllerPath },
  args: {
    clientId: leedsCentral.clientId,
    venueId: leedsCentral.id,
    load: { status: 'ready', controller: barPc, displays: { status: 'ready', items: displays } },
    now: STORY_NOW,
  },
} satisfies Meta<typeof DisplaysView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The controller loaded, its displays still loading. */
export const DisplaysLoading: Story = {
  args: { load: { status: 'ready', controller: barPc, displays: { status: 'loading' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Bar PC - Displays', level: 1 })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { load: { status: 'ready', controller: barPc, displays: { status: 'ready', items: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No displays found')).toBeVisible();
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

/** Identifier, 'W w × H h', Active (default badge) or Inactive (secondary), status with last seen, Updated, Open. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Bar PC - Displays', level: 1 })).toBeVisible();
    await expect(page.getAllByText('1920 w × 1080 h')).toHaveLength(2);
    await expect(page.getByText('3840 w × 2160 h')).toBeVisible();
    await expect(page.getByText('Inactive')).toHaveAttribute('data-variant', 'secondary');
    await expect(page.getAllByText('Active')[0]).toHaveAttribute('data-variant', 'default');
    await expect(page.getAllByText('Online')).toHaveLength(2);
    await expect(page.getByText('Stale')).toHaveAttribute('data-variant', 'warning');
    await expect(page.getByText('Offline')).toHaveAttribute('data-variant', 'destructive');
    // Entrance Portrait: last seen and updated both two days ago.
    await expect(page.getAllByText('2 days ago')).toHaveLength(2);
    await expect(page.getByRole('link', { name: 'Open Jackpot Wall' })).toHaveAttribute('href', `${controllerPath}/${displays[2]?.id}`);
    // No control is a stub: a display's label is the device's own name for its window.
    await expect(page.queryByRole('button', { name: 'Edit Bar Left' })).toBeNull();
  },
};

/** A 390 px phone: each display is a block, its Open button at least 40 px high. */
export const FilledPhone: Story = {
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await expectTablesToFit(canvasElement);
    const open = within(canvasElement).getByRole('link', { name: 'Open Jackpot Wall' });
    await expect(open.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

