import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SideNav, TOUCH_TARGET_PX } from '../../ui-kit/index.ts';
import { expectTouchTarget } from '../support/touchTarget.ts';
import { adminNavItems, mobileNavItems, phone, settingsNavItems, storyRenderLink } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/SideNav',
  component: SideNav,
  parameters: { layout: 'fullscreen' },
  args: { items: adminNavItems, secondaryItems: settingsNavItems, mobileItems: mobileNavItems, renderLink: storyRenderLink },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rail at the width AppShell gives it. */
const railFrame: Story['decorators'] = [(Story) => <div style={{ width: 240, height: '100vh' }}>{Story()}</div>];

export const Playground: Story = { decorators: railFrame };

/** An admin sees every section; the current one has aria-current="page". */
export const Admin: Story = {
  decorators: railFrame,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Client Portal' })).toHaveAttribute('href', '/');
    await expect(within(nav).getAllByRole('link')).toHaveLength(8);
  },
};

/** A client identity sees only Clients and Settings (docs/product.md#signed-in-area). */
export const ClientUser: Story = {
  decorators: railFrame,
  args: { items: adminNavItems.slice(0, 1), mobileItems: undefined },
};

/** Below 768 px the rail becomes a menu button listing Clients, Venues, Users, Files and Settings. */
export const SmallScreenMenu: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    // The menu button is a 44 px touch target; then each row of the menu is one.
    await expectTouchTarget(within(canvasElement).getByRole('button', { name: 'Open navigation menu' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open navigation menu' }));
    const menu = await within(document.body).findByRole('menu', { name: 'Main' });
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(names).toEqual(['Clients', 'Venues', 'Users', 'Files', 'Settings']);
    for (const item of within(menu).getAllByRole('menuitem')) await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
  },
};
