/**
 * Who may do what: the one table the server decides every route from (through each route's
 * `config.access`, see server/access/route-access.ts), that the invariant tests compare every
 * role × route with, that the browser may ask before showing a control, and that
 * docs/permissions.md shows (a test keeps the page equal to this table).
 *
 * A permission names a group of routes; a role holds the permissions below. Which records a
 * permitted caller reaches is then the scope's business (server/access/scope.ts): a client user's
 * permission to edit venues is a permission to edit its own client's venues.
 */

export * from './roles.ts';
import { ROLES, type Role } from './roles.ts';

/** The route groups, each with what it covers (the doc's rows). */
export const PERMISSIONS = {
  account: 'Own name, email, password, sessions, two-factor; the home page',
  'clients.read': 'Clients list, a client, its venues, search',
  'clients.create': 'Create a client, the client CSV upload',
  'clients.edit': "A client's logo, Reveal settings and media",
  'venues.read': 'Venues list, a venue, open hours, regions, Reveal settings and media',
  'venues.manage': 'Create or delete a venue',
  'venues.edit': "A venue's details, open hours, logo, Reveal settings and media",
  'fleet.read': 'Graphics controllers, displays, the fleet list, screenshots, timelines, uptime',
  'fleet.edit': 'Link and unlink graphics controllers, send display commands',
  'content.read': 'Assets (layouts), asset files, themes, playlists, a display’s own layout',
  'content.edit': 'Create, change and delete assets, asset files, themes and playlists',
  'schedules.read': 'Schedule entries and takeovers',
  'schedules.edit': 'Create, change and delete schedule entries and takeovers; set a display’s own layout',
  'people.read': 'Users, invitations, external API keys',
  'people.edit': 'Invite, re-invite, change roles, delete users; external API keys',
  'people.invite': 'Invite venue-managers and viewers of one’s own client; read its people and invitations',
  'settings.edit': "Security settings, webhooks, failed mail, a client's screenshot interval",
  'activity.read': 'The activity log (audit records) and its CSV',
  'reports.read': 'Proof-of-play reports and their CSV',
  'compliance.read': 'The compliance rule set of each jurisdiction',
  'compliance.edit': 'Zones of displays, jurisdictions of regions, compliance rule sets',
  'data.read': 'Data sources (live values for layouts) and their current values',
  'data.edit': 'Create, change and delete data sources; renew their push tokens',
  'approvals.decide': 'Approve or reject a submitted layout version; the list of what waits',
} as const;
export type Permission = keyof typeof PERMISSIONS;

const ALL = Object.keys(PERMISSIONS) as Permission[];
const READS: Permission[] = ['account', 'clients.read', 'venues.read', 'fleet.read', 'content.read', 'schedules.read', 'people.read', 'activity.read', 'reports.read', 'compliance.read', 'data.read'];

/**
 * The matrix, with the reason for each row. Client-side roles (client, venue-manager, viewer) never
 * hold content or people permissions: layouts, themes and files are shared by every client, and
 * people are managed by the business.
 */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  // Runs the portal: everything.
  admin: ALL,
  // Makes promotions but must not put them on screens: content only, no schedules, people or settings.
  designer: ['account', 'clients.read', 'venues.read', 'content.read', 'content.edit', 'data.read'],
  // Reviews what goes on screens (a compliance officer): reads what an admin reads and decides
  // submitted layouts, changes nothing else (it never edits a layout, so four eyes hold).
  approver: [...READS, 'approvals.decide'],
  // A client's own user: its client's venues, screens and settings; schedules are read-only; it
  // brings in its own venue-managers and viewers.
  client: ['account', 'clients.read', 'clients.edit', 'venues.read', 'venues.edit', 'fleet.read', 'fleet.edit', 'schedules.read', 'people.invite', 'activity.read', 'reports.read', 'data.read'],
  // A client user limited to chosen venues: those venues' details and screens, nothing client-wide.
  'venue-manager': ['account', 'clients.read', 'venues.read', 'venues.edit', 'fleet.read', 'fleet.edit', 'schedules.read', 'activity.read', 'reports.read', 'data.read'],
  // Read-only (an auditor, an owner): what a client user reads.
  viewer: ['account', 'clients.read', 'venues.read', 'fleet.read', 'schedules.read', 'activity.read', 'reports.read', 'data.read'],
  // An integrator's key: reads clients, venues, regions and open hours (GET routes that opt in only).
  'external-api': ['account', 'clients.read', 'venues.read'],
};

/**
 * Whether a role holds a permission: THE question the server's access hook asks of every route and
 * the browser asks before it shows a control (so no button answers 403).
 */
export function may(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Whether only admins hold a permission (the API reference says "Admins only" for its routes). */
export function adminOnly(permission: Permission): boolean {
  return ROLES.every((role) => role === 'admin' || !may(role, permission));
}
