import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountMenu } from '../../ui-kit/index.ts';
import { OverlayFrame, storyRenderLink } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/AccountMenu',
  component: AccountMenu,
  args: { onLogout: fn(), renderLink: storyRenderLink, placement: 'bottom-start', userName: 'Avery Admin', userEmail: 'admin@example.com' },
  decorators: [(Story) => <OverlayFrame>{Story()}</OverlayFrame>],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Playground: Story = {};

export const Closed: Story = {};

/** docs/product.md#signed-in-area: heading My Account (the saved name, the email under it), a Settings link to /settings, and Logout. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await page().findByRole('menu', { name: 'My Account' });
    await expect(within(menu).getByText('My Account')).toBeVisible();
    const name = within(menu).getByText('Avery Admin');
    const email = within(menu).getByText('admin@example.com');
    await expect(name.getBoundingClientRect().bottom).toBeLessThanOrEqual(email.getBoundingClientRect().top);
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};

export const WithoutUserLabel: Story = { args: { defaultOpen: true, userName: undefined, userEmail: undefined } };

export const Logout: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(page().queryByRole('menu')).not.toBeInTheDocument());
  },
};
