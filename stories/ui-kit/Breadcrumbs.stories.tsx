import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from '../../ui-kit/index.ts';
import { storyRenderLink } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    renderLink: storyRenderLink,
    items: [
      { label: 'Clients', href: '/clients' },
      { label: 'Crown Leisure Group', href: '/clients/1' },
      { label: 'Royal Oak Hotel (RO-1042)' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every entry but the last is a link; the last is the current page. */
export const VenuePage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/clients', '/clients/1']);
    await expect(within(nav).getByText('Royal Oak Hotel (RO-1042)')).toHaveAttribute('aria-current', 'page');
  },
};

export const AssetPage: Story = {
  args: { items: [{ label: 'Assets', href: '/assets' }, { label: 'View Asset' }] },
};
