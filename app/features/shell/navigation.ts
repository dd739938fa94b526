import { may, type Permission } from '../../../contract/permissions.ts';
import { isAdminSide, type Role } from '../../../contract/roles.ts';

export type NavigationIcon =
  | 'clients'
  | 'venues'
  | 'users'
  | 'files'
  | 'assets'
  | 'themes'
  | 'playlists'
  | 'approvals'
  | 'takeovers'
  | 'fleet'
  | 'reports'
  | 'compliance'
  | 'data'
  | 'activity'
  | 'settings';

export interface NavigationItem {
  label: string;
  href: string;
  icon: NavigationIcon;
}

interface Section extends NavigationItem {
  /** Shown to a role that holds any of these (docs/permissions.md). */
  permissions: Permission[];
  /** A list across every client: a client's own people reach theirs from their client's page instead. */
  everyClient?: true;
}

const SECTIONS: Section[] = [
  { label: 'Clients', href: '/clients', icon: 'clients', permissions: ['clients.read'] },
  { label: 'Venues', href: '/venues', icon: 'venues', permissions: ['venues.read'], everyClient: true },
  // A client user invites its own venue managers and viewers there.
  { label: 'Users', href: '/users', icon: 'users', permissions: ['people.read', 'people.invite'] },
  { label: 'Files', href: '/files', icon: 'files', permissions: ['content.read'] },
  { label: 'Assets', href: '/assets', icon: 'assets', permissions: ['content.read'] },
  { label: 'Themes', href: '/themes', icon: 'themes', permissions: ['content.read'] },
  { label: 'Playlists', href: '/playlists', icon: 'playlists', permissions: ['content.read'] },
  // What waits for a decision: those who approve or reject layouts (docs/permissions.md#approvals).
  { label: 'Approvals', href: '/approvals', icon: 'approvals', permissions: ['approvals.decide'] },
  { label: 'Takeovers', href: '/takeovers', icon: 'takeovers', permissions: ['schedules.read'] },
  { label: 'Screens', href: '/screens', icon: 'fleet', permissions: ['fleet.read'] },
  { label: 'Data sources', href: '/data-sources', icon: 'data', permissions: ['data.read'] },
  { label: 'Reports', href: '/reports', icon: 'reports', permissions: ['reports.read'] },
  { label: 'Compliance', href: '/compliance', icon: 'compliance', permissions: ['reports.read'] },
  { label: 'Activity', href: '/activity', icon: 'activity', permissions: ['activity.read'] },
  { label: 'Settings', href: '/settings', icon: 'settings', permissions: ['account'] },
];

/**
 * docs/product.md#signed-in-area: the sections a role may open, from the permission matrix (docs/permissions.md), so
 * nobody is shown a page that answers 403. The small-screen menu lists them all (the product’s
 * shorter phone menu left an admin no way to Assets and Themes there).
 */
export function navigationFor(role: Role | null): NavigationItem[] {
  if (role === null) return [];
  return SECTIONS.filter((section) => section.permissions.some((permission) => may(role, permission)) && (!section.everyClient || isAdminSide(role))).map(
    ({ label, href, icon }) => ({ label, href, icon }),
  );
}
