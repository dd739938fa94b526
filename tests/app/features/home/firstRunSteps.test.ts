import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HomeSummary } from '../../../../contract/home.ts';
import { may, ROLES, type Permission, type Role } from '../../../../contract/permissions.ts';
import { FIRST_RUN_STEP_PERMISSIONS, firstRunSteps, progressText } from '../../../../app/features/home/firstRunSteps.ts';
import { homeTitle } from '../../../../app/features/home/homeTexts.ts';

type Checklist = HomeSummary['checklist'];
const clientId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const venue = { id: '7e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b', clientId, name: 'Bar', clientName: 'Hotels' };
const controller = { clientId, venueId: venue.id, graphicsControllerId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e' };
const display = { ...controller, displayId: '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f' };
const full: Checklist = {
  client: { id: clientId, name: 'Hotels' },
  venue,
  venueWithOpenHours: venue,
  controller,
  designedDisplay: display,
  playingDisplay: display,
};
const none: Checklist = { client: null, venue: null, venueWithOpenHours: null, controller: null, designedDisplay: null, playingDisplay: null };
const keys = Object.keys(full) as (keyof Checklist)[];
/** What a role may do, by the one matrix (contract/permissions.ts), as the signed-in layout answers it. */
const asRole = (role: Role) => (permission: Permission) => may(role, permission);

/** Any mix of reached steps, as the server could answer it (a later one without an earlier is possible: data deleted). */
const anyChecklist = fc
  .record(Object.fromEntries(keys.map((key) => [key, fc.boolean()])) as Record<keyof Checklist, fc.Arbitrary<boolean>>)
  .map((reached) => Object.fromEntries(keys.map((key) => [key, reached[key] ? full[key] : null])) as Checklist);

describe('the first-run checklist', () => {
  it('leads a new admin from Create Client, with the steps that need an earlier one not yet links', () => {
    const steps = firstRunSteps(none, asRole('admin'));
    expect(steps.map((step) => step.key)).toEqual(['client', 'venue', 'openHours', 'controller', 'layout', 'playing']);
    expect(steps.map((step) => step.href)).toEqual(['/clients/create', null, null, null, null, null]);
    expect(progressText(steps)).toBe('0 of 6 done');
  });

  it('links each open step to where it is done once the step before it is', () => {
    const venuePage = `/clients/${clientId}/${venue.id}`;
    const controllerPage = `${venuePage}/${controller.graphicsControllerId}`;
    const hrefOf = (list: Checklist, key: string) => firstRunSteps(list, asRole('admin')).find((step) => step.key === key)?.href;
    expect(hrefOf({ ...none, client: full.client }, 'venue')).toBe('/venues/create');
    expect(hrefOf({ ...none, client: full.client, venue }, 'openHours')).toBe(venuePage);
    expect(hrefOf({ ...none, venue }, 'controller')).toBe(venuePage);
    expect(hrefOf({ ...none, venue, controller }, 'layout')).toBe(controllerPage);
    expect(hrefOf({ ...none, venue, controller, designedDisplay: display }, 'playing')).toBe(`${controllerPage}/${display.displayId}`);
  });

  it('ticks a step exactly when the server found its record, for admins and client users', () => {
    fc.assert(
      fc.property(anyChecklist, fc.constantFrom('admin' as const, 'client' as const), (list, role) => {
        const steps = firstRunSteps(list, asRole(role));
        const source: Record<string, keyof Checklist> = {
          client: 'client',
          venue: 'venue',
          openHours: 'venueWithOpenHours',
          controller: 'controller',
          layout: 'designedDisplay',
          playing: 'playingDisplay',
        };
        for (const step of steps) expect(step.done).toBe(list[source[step.key] as keyof Checklist] !== null);
        // A done step always links to what did it.
        for (const step of steps) if (step.done) expect(step.href).not.toBeNull();
        expect(steps).toHaveLength(role === 'admin' ? 6 : 3);
      }),
    );
  });

  it('gives a client user only the steps that are theirs (no client, venue or layout to make)', () => {
    expect(firstRunSteps(full, asRole('client')).map((step) => step.key)).toEqual(['openHours', 'controller', 'playing']);
    expect(firstRunSteps(none, asRole('venue-manager')).map((step) => step.key)).toEqual(['openHours', 'controller', 'playing']);
  });

  it('gives a designer, an approver and a viewer no steps: none is theirs to take, seeing it play alone is no guide', () => {
    for (const role of ['designer', 'approver', 'viewer', 'external-api'] as const) {
      expect(firstRunSteps(none, asRole(role))).toEqual([]);
      expect(firstRunSteps(full, asRole(role))).toEqual([]);
    }
  });

  it('never shows a step whose permission the reader lacks, for any role and any progress', () => {
    fc.assert(
      fc.property(anyChecklist, fc.constantFrom(...ROLES), (list, role) => {
        for (const step of firstRunSteps(list, asRole(role))) expect(may(role, FIRST_RUN_STEP_PERMISSIONS[step.key])).toBe(true);
      }),
    );
  });

  it('greets by first name only on arrival', () => {
    expect(homeTitle('Avery Admin', true)).toBe('Welcome, Avery!');
    expect(homeTitle('  ', true)).toBe('Welcome!');
    expect(homeTitle('Avery Admin', false)).toBe('Home');
  });
});
