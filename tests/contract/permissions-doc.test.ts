import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { navigationFor } from '../../app/features/shell/navigation.ts';
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES, may, type Permission } from '../../contract/permissions.ts';
import { PERSON_ROLES } from '../../contract/roles.ts';

/** The matrix as docs/permissions.md shows it, rendered from the one table the server decides with. */
function matrixTable(): string {
  const header = `| Route group | ${ROLES.join(' | ')} |`;
  const rule = `|---|${ROLES.map(() => '---').join('|')}|`;
  const rows = (Object.keys(PERMISSIONS) as Permission[]).map(
    (permission) => `| \`${permission}\`: ${PERMISSIONS[permission]} | ${ROLES.map((role) => (may(role, permission) ? 'yes' : '–')).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}

describe('docs/permissions.md', () => {
  const page = readFileSync(new URL('../../docs/permissions.md', import.meta.url), 'utf8');

  it('shows the matrix the server decides with (contract/permissions.ts), cell for cell', () => {
    expect(page).toContain(matrixTable());
  });

  it('lists the navigation each role sees (app/features/shell/navigation.ts), section for section', () => {
    const rows = [...page.matchAll(/^ {2}\| ([a-z, -]+) \| ([A-Z][A-Za-z ,]+) \|$/gm)];
    const documented = new Map(rows.flatMap(([, roles, sections]) => roles!.split(', ').map((role) => [role, sections!.split(', ')] as const)));
    expect([...documented.keys()].toSorted()).toEqual([...PERSON_ROLES].toSorted());
    for (const role of PERSON_ROLES) expect(navigationFor(role).map((item) => item.label), role).toEqual(documented.get(role));
  });

  it('explains every role', () => {
    for (const role of ROLES) expect(page, role).toMatch(new RegExp(`^- \\*\\*${role}\\*\\*`, 'm'));
    // Every role's list names only permissions that exist (the type checks it; this guards the doc's source).
    for (const role of ROLES) for (const permission of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toHaveProperty(permission);
  });
});
