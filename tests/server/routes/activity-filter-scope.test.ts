import { beforeAll, expect, it } from 'vitest';
import type { ActivityPage } from '../../../contract/activity.ts';
import { Fixtures, MISSING_UUID, NOT_FOUND } from '../fixtures.ts';
import { bearer, describeEachEngine } from '../harness.ts';

const WEEKDAY_HOURS = { mondayOpen: '09:00', mondayClose: '17:00' };

/**
 * A client user filtering /api/activity (and its CSV) by a venue or a person that is not its own
 * client's is answered 404, as for a client or entity filter (docs/permissions.md): a 200 with no
 * rows would tell it that the id exists elsewhere only by contrast, and is no answer of ours to give.
 */
describeEachEngine('activity filters: another client’s venue or person is not found', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: { id: string; headers: Record<string, string> };
  beforeAll(async () => {
    const { identity, email, password } = await ctx.createIdentity({ identityType: 'Admin', name: 'Activity Admin' });
    admin = { id: identity.id, headers: bearer(await ctx.login(email, password)) };
  });

  const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

  it('answers 404 on the list and the CSV for another client’s venue or identity, 200 for its own and for an admin', async () => {
    const own = await fixtures.tenant();
    const other = await fixtures.tenant();
    const ownVenue = await fixtures.venue(own.clientId);
    const otherVenue = await fixtures.venue(other.clientId);
    for (const venue of [ownVenue, otherVenue]) {
      expect((await ctx.app.inject({ method: 'PUT', url: `/api/venues/${venue.id}/open-hours`, headers: admin.headers, payload: WEEKDAY_HOURS })).statusCode).toBe(200);
    }
    const { identity: ownPerson } = await ctx.createIdentity({ identityType: 'ClientIdentity', clientId: own.clientId });
    const { identity: otherPerson } = await ctx.createIdentity({ identityType: 'ClientIdentity', clientId: other.clientId });

    for (const query of [`venueId=${otherVenue.id}`, `identityId=${otherPerson.id}`, `venueId=${MISSING_UUID}`, `identityId=${MISSING_UUID}`, `venueId=${ownVenue.id}&identityId=${otherPerson.id}`]) {
      for (const path of ['/api/activity', '/api/activity/export.csv']) {
        const response = await get(`${path}?${query}`, own.headers);
        expect(response.statusCode, `${path}?${query}`).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    }

    // Its own venue and people, and the admins whose changes to its records it reads, are fine.
    const byVenue = await get(`/api/activity?venueId=${ownVenue.id}&entityType=openHours`, own.headers);
    expect(byVenue.statusCode, byVenue.body).toBe(200);
    expect(byVenue.json<ActivityPage>().total).toBe(1);
    for (const query of [`identityId=${ownPerson.id}`, `identityId=${admin.id}`]) {
      for (const path of ['/api/activity', '/api/activity/export.csv']) expect((await get(`${path}?${query}`, own.headers)).statusCode, query).toBe(200);
    }
    expect((await get(`/api/activity?identityId=${admin.id}&venueId=${ownVenue.id}`, own.headers)).json<ActivityPage>().total).toBeGreaterThan(0);

    // An admin may filter by anyone's.
    for (const query of [`venueId=${otherVenue.id}`, `identityId=${otherPerson.id}`]) {
      expect((await get(`/api/activity?${query}`, admin.headers)).statusCode, query).toBe(200);
      expect((await get(`/api/activity/export.csv?${query}`, admin.headers)).statusCode, query).toBe(200);
    }
  });

  it('answers 404 to a venue-manager filtering by another venue of its own client, 200 for its own venue', async () => {
    const client = await fixtures.client();
    const ownVenue = await fixtures.venue(client.id);
    const otherVenue = await fixtures.venue(client.id);
    for (const venue of [ownVenue, otherVenue]) {
      expect((await ctx.app.inject({ method: 'PUT', url: `/api/venues/${venue.id}/open-hours`, headers: admin.headers, payload: WEEKDAY_HOURS })).statusCode).toBe(200);
    }
    const manager = await fixtures.roleHeaders('venue-manager', client.id, [ownVenue.id]);
    for (const path of ['/api/activity', '/api/activity/export.csv']) {
      const response = await get(`${path}?venueId=${otherVenue.id}`, manager);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    const byVenue = await get(`/api/activity?venueId=${ownVenue.id}&entityType=openHours`, manager);
    expect(byVenue.statusCode, byVenue.body).toBe(200);
    expect(byVenue.json<ActivityPage>().total).toBe(1);
  });
});
