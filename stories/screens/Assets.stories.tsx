import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AssetsView } from '../../app/routes/assets/AssetsView.tsx';
import type { Asset } from '../../contract/assets.ts';
import { withRouter } from '../support/withRouter.tsx';
import { expectTablesToFit, phoneParameters } from '../support/phone.ts';
import { STORY_NOW } from './fixtures/clientsAndVenues.ts';

const asset = (id: string, name: string, updatedUtc: string): Asset => ({
  id,
  name,
  type: 'GROUP',
  themeId: null,
  configSchema: '{}',
  width: 'auto',
  height: 'auto',
  updatedUtc,
  placements: [],
});

const meta = {
  title: 'Screens/Assets',
  component: AssetsView,
  decorators: [withRouter],
  parameters: { route: '/assets' },
  args: { status: 'ready', assets: [], now: STORY_NOW },
} satisfies Meta<typeof AssetsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading' } };

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No assets found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Asset' })).toHaveAttribute('href', '/assets/create');
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error')).toBeVisible();
  },
};

export const List: Story = {
  args: {
    assets: [
      asset('a1', 'Lobby welcome', new Date(new Date(STORY_NOW).getTime() - 3_600_000).toISOString()),
      asset('a2', 'Bar specials', new Date(new Date(STORY_NOW).getTime() - 86_400_000 * 3).toISOString()),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('link', { name: 'Open Lobby welcome' })).toHaveAttribute('href', '/assets/a1');
    await expect(page.getByText('1 hour ago')).toBeVisible();
  },
};

/** A 390 px phone: each asset is a block with its name, type, last update and Open. */
export const ListPhone: Story = {
  args: List.args,
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await expectTablesToFit(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Open Lobby welcome' })).toBeVisible();
  },
};
