import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import {
  AccountMenu,
  AppShell,
  Breadcrumbs,
  Button,
  Card,
  CardContent,
  CardHeader,
  Icon,
  PageHeader,
  SearchBox,
  SideNav,
  ThemeMenu,
  type AppShellProps,
} from '../../ui-kit/index.ts';
import { adminNavItems, mobileNavItems, phone, settingsNavItems, storyRenderLink } from './storySupport.tsx';

const onLogout = fn();
const onThemeChange = fn();

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 16px;
`;

const Muted = styled.p`
  color: var(--color-text-muted);
`;

const sampleContent = (
  <>
    <PageHeader
      title="Royal Oak Hotel (RO-1042)"
      description="Crown Leisure Group · Region North"
      actions={
        <Button variant="destructive" size="sm">
          Delete venue
        </Button>
      }
    />
    <Cards>
      {['Settings', 'Logo', 'Open hours'].map((title) => (
        <Card key={title}>
          <CardHeader
            title={title}
            actions={
              <Button variant="ghost" size="icon" aria-label={`Edit ${title.toLowerCase()}`}>
                <Icon name="settings" />
              </Button>
            }
          />
          <CardContent>
            <Muted>Content of the {title.toLowerCase()} card.</Muted>
          </CardContent>
        </Card>
      ))}
    </Cards>
  </>
);

const shellArgs = (accountMenuOpen = false): AppShellProps => ({
  sideNav: (
    <SideNav items={adminNavItems} secondaryItems={settingsNavItems} mobileItems={mobileNavItems} renderLink={storyRenderLink} />
  ),
  breadcrumbs: (
    <Breadcrumbs
      renderLink={storyRenderLink}
      items={[
        { label: 'Clients', href: '/clients' },
        { label: 'Crown Leisure Group', href: '/clients/1' },
        { label: 'Royal Oak Hotel' },
      ]}
    />
  ),
  search: <SearchBox onValueChange={fn()} />,
  actions: (
    <>
      <ThemeMenu value="dark" onChange={onThemeChange} />
      <AccountMenu onLogout={onLogout} renderLink={storyRenderLink} userName="Avery Admin" userEmail="admin@example.com" defaultOpen={accountMenuOpen} />
    </>
  ),
  children: sampleContent,
});

const meta = {
  title: 'UI Kit/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: shellArgs(),
  argTypes: {
    sideNav: { control: false },
    breadcrumbs: { control: false },
    search: { control: false },
    actions: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in layout of docs/product.md#signed-in-area on a desktop. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const shell = within(canvasElement);
    await expect(shell.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(shell.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(shell.getByRole('main')).toBeInTheDocument();
    await expect(shell.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  },
};

export const AccountMenuOpen: Story = {
  args: shellArgs(true),
};

/** Tab first reaches the skip link, which jumps over the navigation. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  },
};

/** Below 768 px: the menu button replaces the rail and breadcrumbs hide. */
export const SmallScreen: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const shell = within(canvasElement);
    await expect(shell.getByRole('button', { name: 'Open navigation menu' })).toBeVisible();
    await expect(shell.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  },
};

/**
 * Below 768 px, scrolled down a long page: the menu button's part of the header stays with the rest,
 * opaque, and the header's bottom border runs the full width.
 */
export const SmallScreenScrolled: Story = {
  parameters: { visual: { viewport: { width: 390, height: 700 } } },
  globals: phone.globals,
  args: {
    children: (
      <>
        {sampleContent}
        {sampleContent}
        {sampleContent}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 600);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    const menuButton = within(canvasElement).getByRole('button', { name: 'Open navigation menu' });
    const box = menuButton.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(56);
    // What is drawn just right of the button's left edge at the header's height is the bar, not the page.
    const under = document.elementFromPoint(2, 28);
    await expect(under?.closest('header, [data-app-shell] > div')).not.toBeNull();
    const headerBottomLeft = document.elementFromPoint(1, 55);
    await expect(canvasElement.querySelector('main')?.contains(headerBottomLeft ?? null)).toBe(false);
  },
};

/** Below 768 px, a page chosen from the menu with the keyboard: the next Tab goes into the page, so focus is on its main area. */
export const SmallScreenMenuChoosesPage: Story = {
  ...phone,
  parameters: { visual: { ...phone.parameters.visual, skip: 'checks where focus goes; SmallScreen pictures the page' } },
  play: async ({ canvasElement }) => {
    const menuButton = within(canvasElement).getByRole('button', { name: 'Open navigation menu' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu', { name: 'Main' });
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(within(canvasElement).getByRole('main')).toHaveFocus());
  },
};

export const SmallScreenMenuOpen: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open navigation menu' }));
    await expect(await within(document.body).findByRole('menu', { name: 'Main' })).toBeVisible();
  },
};
