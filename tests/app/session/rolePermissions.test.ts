import { describe, expect, it } from 'vitest';
import { identityMay } from '../../../app/session/rolePermissions.ts';
import { may, PERMISSIONS, type Permission } from '../../../contract/permissions.ts';
import { PERSON_ROLES } from '../../../contract/roles.ts';

describe('what the browser lets a role see (docs/permissions.md)', () => {
  it('answers exactly as the server’s matrix, for every role and permission', () => {
    for (const role of PERSON_ROLES) {
      for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
        expect(identityMay({ role }, permission), `${role} ${permission}`).toBe(may(role, permission));
      }
    }
  });

  it('is any of several permissions: a client user reaches Users through people.invite', () => {
    expect(identityMay({ role: 'client' }, 'people.edit')).toBe(false);
    expect(identityMay({ role: 'client' }, 'people.edit', 'people.invite')).toBe(true);
    expect(identityMay({ role: 'viewer' }, 'people.edit', 'people.invite')).toBe(false);
  });

  it('lets nobody without a role or identity do anything', () => {
    expect(identityMay(null, 'account')).toBe(false);
    expect(identityMay({ role: null }, 'account')).toBe(false);
  });
});
