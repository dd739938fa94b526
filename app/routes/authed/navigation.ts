import type { IdentityType } from '../../../contract/identities.ts';

export type NavigationIcon = 'clients' | 'venues' | 'users' | 'files' | 'assets' | 'themes' | 'activity' | 'settings';

export interface NavigationItem {
  label: string;
  href: string;
  icon: NavigationIcon;
  /** The small-screen menu lists only some entries (SPEC §2.2). */
  onSmallScreens: boolean;
}

const clients: NavigationItem = { label: 'Clients', href: '/clients', icon: 'clients', onSmallScreens: true };
const activity: NavigationItem = { label: 'Activity', href: '/activity', icon: 'activity', onSmallScreens: false };
const settings: NavigationItem = { label: 'Settings', href: '/settings', icon: 'settings', onSmallScreens: true };

const adminOnly: NavigationItem[] = [
  { label: 'Venues', href: '/venues', icon: 'venues', onSmallScreens: true },
  { label: 'Users', href: '/users', icon: 'users', onSmallScreens: true },
  { label: 'Files', href: '/files', icon: 'files', onSmallScreens: true },
  { label: 'Assets', href: '/assets', icon: 'assets', onSmallScreens: false },
  { label: 'Themes', href: '/themes', icon: 'themes', onSmallScreens: false },
];

/** SPEC §2.2: Clients and Settings always; Venues, Users, Files, Assets and Themes for admins only; Activity (DESIGN §11) for all. */
export function navigationFor(identityType: IdentityType): NavigationItem[] {
  return identityType === 'Admin' ? [clients, ...adminOnly, activity, settings] : [clients, activity, settings];
}
