import type { IdentityType } from '../../../contract/identities.ts';

export type NavigationIcon = 'clients' | 'venues' | 'users' | 'files' | 'assets' | 'themes' | 'playlists' | 'takeovers' | 'fleet' | 'reports' | 'data' | 'activity' | 'settings';

export interface NavigationItem {
  label: string;
  href: string;
  icon: NavigationIcon;
}

const clients: NavigationItem = { label: 'Clients', href: '/clients', icon: 'clients' };
const takeovers: NavigationItem = { label: 'Takeovers', href: '/takeovers', icon: 'takeovers' };
const fleet: NavigationItem = { label: 'Screens', href: '/screens', icon: 'fleet' };
const dataSources: NavigationItem = { label: 'Data sources', href: '/data-sources', icon: 'data' };
const reports: NavigationItem = { label: 'Reports', href: '/reports', icon: 'reports' };
const activity: NavigationItem = { label: 'Activity', href: '/activity', icon: 'activity' };
const settings: NavigationItem = { label: 'Settings', href: '/settings', icon: 'settings' };

const adminOnly: NavigationItem[] = [
  { label: 'Venues', href: '/venues', icon: 'venues' },
  { label: 'Users', href: '/users', icon: 'users' },
  { label: 'Files', href: '/files', icon: 'files' },
  { label: 'Assets', href: '/assets', icon: 'assets' },
  { label: 'Themes', href: '/themes', icon: 'themes' },
  { label: 'Playlists', href: '/playlists', icon: 'playlists' },
];

/**
 * docs/product.md#signed-in-area: Clients and Settings always; Venues, Users, Files, Assets and Themes for admins only;
 * Playlists (docs/scheduling.md#model) for admins, Takeovers, Screens (the fleet), Data sources (docs/live-data.md: a client user reads its client's), Reports and Activity (docs/decisions.md#audit-records) for all. The small-screen menu lists them all (the product’s
 * shorter phone menu left an admin no way to Assets and Themes there).
 */
export function navigationFor(identityType: IdentityType): NavigationItem[] {
  return identityType === 'Admin' ? [clients, ...adminOnly, takeovers, fleet, dataSources, reports, activity, settings] : [clients, takeovers, fleet, dataSources, reports, activity, settings];
}
