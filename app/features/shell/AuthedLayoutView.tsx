import type { ReactNode } from 'react';
import type { ThemePreference } from '../../../machines/theme.machine.ts';
import {
  AccountMenu,
  AppShell,
  Breadcrumbs,
  SearchBox,
  SideNav,
  ThemeMenu,
  type RenderLink,
  type SideNavItem,
} from '../../../ui-kit/index.ts';
import type { Crumb } from './breadcrumbs.ts';
import type { NavigationIcon, NavigationItem } from './navigation.ts';

/** One drawing a section: no two sections of the menu look alike. */
export const navigationIcons: Record<NavigationIcon, SideNavItem['icon']> = {
  clients: 'building',
  venues: 'map-pin',
  users: 'users',
  files: 'file',
  assets: 'layers',
  themes: 'palette',
  playlists: 'video',
  approvals: 'check',
  takeovers: 'zap',
  activity: 'info',
  fleet: 'monitor',
  reports: 'bar-chart',
  compliance: 'check-circle',
  data: 'database',
  settings: 'settings',
};

export interface AuthedLayoutViewProps {
  navigation: NavigationItem[];
  /** Who is signed in, shown under the account menu's heading: the saved name, the email under it. */
  account: { name: string; email: string };
  /** Path of the current page, to mark its section. */
  pathname: string;
  crumbs: Crumb[];
  themePreference: ThemePreference;
  onThemeChange: (preference: ThemePreference) => void;
  onLogout: () => void;
  renderLink?: RenderLink;
  /** The header's search (the app passes the live search panel); a plain search box by default. */
  search?: ReactNode;
  children: ReactNode;
}

function toSideNavItem(item: NavigationItem, pathname: string): SideNavItem {
  const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
  return { label: item.label, href: item.href, icon: navigationIcons[item.icon], active };
}

/** docs/product.md#signed-in-area: side navigation, a header with breadcrumbs, search, theme and account menus, content. */
export function AuthedLayoutView({
  navigation,
  account,
  pathname,
  crumbs,
  themePreference,
  onThemeChange,
  onLogout,
  renderLink,
  search = <SearchBox />,
  children,
}: AuthedLayoutViewProps) {
  const items = navigation.filter((item) => item.href !== '/settings').map((item) => toSideNavItem(item, pathname));
  const secondaryItems = navigation.filter((item) => item.href === '/settings').map((item) => toSideNavItem(item, pathname));
  const breadcrumbs = crumbs.map((crumb, index) => (index === crumbs.length - 1 ? { label: crumb.label } : crumb));
  return (
    <AppShell
      sideNav={
        <SideNav
          items={items}
          secondaryItems={secondaryItems}
          homeHref="/"
          title="Client Portal"
          {...(renderLink ? { renderLink } : {})}
        />
      }
      breadcrumbs={<Breadcrumbs items={breadcrumbs} {...(renderLink ? { renderLink } : {})} />}
      search={search}
      actions={
        <>
          <ThemeMenu value={themePreference} onChange={onThemeChange} />
          <AccountMenu
            settingsHref="/settings"
            userName={account.name}
            userEmail={account.email}
            onLogout={onLogout}
            {...(renderLink ? { renderLink } : {})}
          />
        </>
      }
    >
      {children}
    </AppShell>
  );
}
