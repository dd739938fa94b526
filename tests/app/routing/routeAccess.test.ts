import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { navigationFor } from '../../../app/features/shell/navigation.ts';
import { isGuardHandle, type RouteGuard } from '../../../app/routing/adminOnly.tsx';
import { ADMIN_ONLY_MESSAGE, refusal, ROLE_CANNOT_OPEN_MESSAGE } from '../../../app/routing/guardedOutlet.tsx';
import { identityMay } from '../../../app/session/rolePermissions.ts';
import type { CurrentIdentity } from '../../../contract/identities.ts';
import type { Permission } from '../../../contract/permissions.ts';
import { isAdminSide, PERSON_ROLES, type PersonRole } from '../../../contract/roles.ts';

/**
 * The browser's route table × every role, like the server's access matrix test: each signed-in
 * address opens for exactly the roles holding the permission its page's API asks
 * (docs/permissions.md), every other role is sent away with "Your role cannot open this page" (as
 * from /approvals), and the navigation lists an address only to roles it opens for.
 */

/** Who each signed-in address is for, stated apart from the route table: `admin` for admin-only screens. */
const EXPECTED: Record<string, readonly Permission[] | 'admin'> = {
  '/': ['account'],
  '/clients': ['clients.read'],
  '/clients/create': 'admin',
  '/clients/upload': 'admin',
  '/clients/:clientId': ['clients.read'],
  '/clients/:clientId/:venueId': ['venues.read'],
  '/clients/:clientId/:venueId/:graphicsControllerId': ['fleet.read'],
  '/clients/:clientId/:venueId/:graphicsControllerId/:displayId': ['fleet.read'],
  '/venues': ['venues.read'],
  '/venues/create': 'admin',
  '/users': ['people.read', 'people.invite'],
  '/files': ['content.read'],
  '/themes': ['content.read'],
  '/playlists': ['content.read'],
  '/assets': ['content.read'],
  '/assets/create': ['content.edit'],
  '/assets/:assetId': ['content.read'],
  '/approvals': ['approvals.decide'],
  '/approvals/:assetId': ['approvals.decide'],
  '/settings/compliance': ['compliance.read'],
  '/webhooks': ['settings.edit'],
  '/data-sources': ['data.read'],
  '/takeovers': ['schedules.read'],
  '/screens': ['fleet.read'],
  '/screens/:displayId': ['fleet.read'],
  '/compliance': ['reports.read'],
  '/reports': ['reports.read'],
  '/activity': ['activity.read'],
  '/settings': ['account'],
  '/settings/security': ['account'],
  '/link': ['fleet.edit'],
  '/playground': ['account'],
  '/playground/colours': ['account'],
  '/playground/components': ['account'],
  '/playground/forms': ['account'],
  '/playground/icons': ['account'],
};

interface Page {
  path: string;
  guards: RouteGuard[];
}

/** Every address of the signed-in layout with the guards on its way, depth first. */
function pagesOf(table: readonly RouteObject[], base: string, guards: RouteGuard[]): Page[] {
  return table.flatMap((route) => {
    const own = isGuardHandle(route.handle) ? [...guards, route.handle.guard] : guards;
    const path = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base === '/' ? '' : base}/${route.path}`;
    const here: Page[] = route.index === true || (route.path !== undefined && route.path !== '*' && !route.children?.some((child) => child.index)) ? [{ path: path || '/', guards: own }] : [];
    return [...here, ...pagesOf(route.children ?? [], path, own)];
  });
}

function signedInTable(table: readonly RouteObject[]): readonly RouteObject[] {
  for (const route of table) {
    if (route.path === '/') return route.children ?? [];
    const found = signedInTable(route.children ?? []);
    if (found.length > 0) return found;
  }
  return [];
}

const pages = [...new Map(pagesOf(signedInTable(routes), '/', []).map((page) => [page.path, page])).values()];

function identityOf(role: PersonRole): CurrentIdentity {
  return {
    id: '5a1d1f3c-4f7e-4c55-8d6b-0b9f7f7d8a21',
    name: 'Someone',
    identifier: 'someone@portal.example',
    identityType: isAdminSide(role) ? 'Admin' : 'ClientIdentity',
    clientId: isAdminSide(role) ? null : '3f0c3b1e-9a3f-4d53-8a59-2f1c7d0e4b6a',
    role,
    venueIds: [],
  };
}

const opensFor = (expected: readonly Permission[] | 'admin', role: PersonRole) => (expected === 'admin' ? role === 'admin' : identityMay({ role }, ...expected));

describe('the browser’s route table × roles (docs/permissions.md)', () => {
  it('knows every signed-in address of the table: a new one is added here with its permission', () => {
    expect(pages.map((page) => page.path).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(PERSON_ROLES)('opens for %s exactly the addresses its permissions allow, and says why it sends it away from the others', (role) => {
    const identity = identityOf(role);
    for (const page of pages) {
      const expected = EXPECTED[page.path]!;
      const away = refusal(page.guards, identity, (permissions) => identityMay(identity, ...permissions));
      if (opensFor(expected, role)) {
        expect(away, `${role} ${page.path}`).toBeNull();
      } else {
        expect(away?.message, `${role} ${page.path}`).toBe(expected === 'admin' ? ADMIN_ONLY_MESSAGE : ROLE_CANNOT_OPEN_MESSAGE);
        expect(away?.to.startsWith('/clients'), `${role} ${page.path}`).toBe(true);
      }
    }
  });

  it.each(PERSON_ROLES)('lists to %s only sections that open for it', (role) => {
    const identity = identityOf(role);
    for (const item of navigationFor(role)) {
      const page = pages.find((candidate) => candidate.path === item.href);
      expect(page, item.href).toBeDefined();
      expect(refusal(page!.guards, identity, (permissions) => identityMay(identity, ...permissions)), `${role} ${item.href}`).toBeNull();
    }
  });

  it('opens a layout to an approver (read-only there) but sends it away from /assets/create, which a designer opens', () => {
    const create = pages.find((candidate) => candidate.path === '/assets/create')!;
    const layout = pages.find((candidate) => candidate.path === '/assets/:assetId')!;
    const approver = identityOf('approver');
    const designer = identityOf('designer');
    const holds = (identity: CurrentIdentity) => (permissions: readonly Permission[]) => identityMay(identity, ...permissions);
    expect(refusal(create.guards, approver, holds(approver))?.message).toBe(ROLE_CANNOT_OPEN_MESSAGE);
    expect(refusal(layout.guards, approver, holds(approver))).toBeNull();
    expect(refusal(create.guards, designer, holds(designer))).toBeNull();
  });

  it('sends a designer away from the fleet, takeovers, reports and activity, and does not list them', () => {
    const identity = identityOf('designer');
    for (const path of ['/takeovers', '/screens', '/screens/:displayId', '/reports', '/compliance', '/activity', '/link']) {
      const page = pages.find((candidate) => candidate.path === path)!;
      expect(refusal(page.guards, identity, (permissions) => identityMay(identity, ...permissions))?.message, path).toBe(ROLE_CANNOT_OPEN_MESSAGE);
    }
    for (const href of ['/takeovers', '/screens', '/reports', '/compliance', '/activity']) expect(navigationFor('designer').map((item) => item.href)).not.toContain(href);
  });
});
