import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { ActivityPage, ActivityRecord } from '../../../contract/activity.ts';
import { auditRecords, identities, venues } from '../../../server/db/schema.ts';
import { runAsActor } from '../../../server/services/audit/actor.ts';
import { deleteOldAuditRecords } from '../../../server/services/audit/records.ts';
import { queryRows } from '../../../server/services/sql-rows.ts';
import { DeviceFixtures } from '../device-fixtures.ts';
import { Fixtures, NOT_FOUND, tag } from '../fixtures.ts';
import { bearer, describeEachEngine, GOOD_PASSWORD } from '../harness.ts';

const WEEKDAY_HOURS = { mondayOpen: '09:00', mondayClose: '17:00' };

/** The audit records of every change: the actor set by server/plugins/audit.ts, the rows by the triggers of server/db/migrations/. */
describeEachEngine('audit records: written with every change, read at /api/activity', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  let admin: { id: string; name: string; headers: Record<string, string> };
  beforeAll(async () => {
    const { identity, email, password } = await ctx.createIdentity({ identityType: 'Admin', name: 'Audit Admin' });
    admin = { id: identity.id, name: identity.name, headers: bearer(await ctx.login(email, password)) };
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const activity = async (query: string, headers = admin.headers) => {
    const response = await call('GET', `/api/activity?${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ActivityPage>();
  };
  const latest = async (entityId: string): Promise<ActivityRecord[]> => (await activity(`entityId=${entityId}&limit=100`)).items;

  it('records a venue edit and its open hours with who, where from and the changed fields before and after', async () => {
    const client = await fixtures.client();
    const venue = await fixtures.venue(client.id, { name: 'Before Name' });
    const edit = await call('PUT', `/api/venues/${venue.id}`, admin.headers, {
      venueId: venue.id,
      regionId: venue.regionId,
      name: 'After Name',
      gmv: venue.gmv,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await call('PUT', `/api/venues/${venue.id}/open-hours`, admin.headers, WEEKDAY_HOURS)).statusCode).toBe(200);
    expect((await call('PUT', `/api/venues/${venue.id}/open-hours`, admin.headers, { ...WEEKDAY_HOURS, mondayClose: '18:00' })).statusCode).toBe(200);

    const [hoursChange, hoursCreate, venueEdit] = await latest(venue.id);
    expect(venueEdit).toMatchObject({
      actor: { kind: 'Admin', id: admin.id, name: 'Audit Admin' },
      address: '127.0.0.1',
      entityType: 'venue',
      entityId: venue.id,
      clientId: client.id,
      venueId: venue.id,
      action: 'update',
      changes: { name: { before: 'Before Name', after: 'After Name' } },
    });
    expect(Object.keys(venueEdit?.changes ?? {})).toEqual(['name']);
    expect(hoursCreate).toMatchObject({ entityType: 'openHours', action: 'create', venueId: venue.id, clientId: client.id });
    expect(hoursChange).toMatchObject({
      entityType: 'openHours',
      action: 'update',
      changes: { mondayClose: { before: '17:00', after: '18:00' } },
    });
    expect(Object.keys(hoursChange?.changes ?? {})).toEqual(['mondayClose']);
    // The venue's History: by venue, newest first.
    const history = await activity(`venueId=${venue.id}`);
    // (The fixture made the venue straight in the database: a System record.)
    expect(history.items.map((record) => [record.entityType, record.actor.kind])).toEqual([
      ['openHours', 'Admin'],
      ['openHours', 'Admin'],
      ['venue', 'Admin'],
      ['venue', 'System'],
    ]);
    expect(history.total).toBe(4);
  });

  it('leaves no record for a change that fails or rolls back', async () => {
    const client = await fixtures.client();
    const taken = await fixtures.venue(client.id);
    const venue = await fixtures.venue(client.id);
    const conflict = await call('PUT', `/api/venues/${venue.id}`, admin.headers, {
      venueId: venue.id,
      regionId: venue.regionId,
      name: 'Renamed',
      gmv: taken.gmv,
    });
    expect(conflict.statusCode).toBe(409);
    // A transaction that changes a row and then fails: the change and its record go together.
    await expect(
      runAsActor(ctx.db, { kind: 'Admin', id: admin.id, name: admin.name, address: null }, () =>
        ctx.app.audited(async (db) => {
          await db.update(venues).set({ name: 'Never' }).where(eq(venues.id, venue.id));
          throw new Error('undo');
        }),
      ),
    ).rejects.toThrow('undo');
    const records = await ctx.db.select().from(auditRecords).where(eq(auditRecords.entityId, venue.id));
    expect(records.map((record) => [record.action, record.actorKind])).toEqual([['create', 'System']]);
  });

  it('records sign-ins and failures, password and email changes, without any secret', async () => {
    const email = ctx.uniqueEmail('audit');
    const { identity } = await ctx.createIdentity({ email, identityType: 'Admin', name: 'Changer' });
    const wrongPassword = 'Wrong-Horse-1234';
    expect((await call('POST', '/api/auth/login', {}, { email, password: wrongPassword })).statusCode).toBe(401);
    const token = await ctx.login(email, GOOD_PASSWORD);
    const newPassword = 'Battery-Staple-77';
    const changed = await call('PUT', `/api/identities/${identity.id}/update-password`, bearer(token), {
      existingPassword: GOOD_PASSWORD,
      newPassword,
      newPasswordConfirm: newPassword,
    });
    expect(changed.statusCode, changed.body).toBe(204);
    const newEmail = ctx.uniqueEmail('moved');
    const moved = await call('PUT', `/api/identities/${identity.id}`, bearer(token), { name: 'Changer', email: newEmail, existingPassword: newPassword });
    expect(moved.statusCode, moved.body).toBe(200);

    const records = await latest(identity.id);
    expect(records.map((record) => [record.entityType, record.action])).toEqual([
      ['identity', 'update'],
      ['identity', 'update'],
      ['session', 'signIn'],
      ['session', 'signIn.failed'],
      ['identity', 'create'],
    ]);
    expect(records[3]?.actor).toEqual({ kind: 'Anonymous', id: null, name: null });
    expect(records[2]?.actor).toEqual({ kind: 'Admin', id: identity.id, name: 'Changer' });
    expect(records[1]?.changes).toEqual({ password: { before: 'hidden', after: 'hidden' } });
    expect(records[0]?.changes).toEqual({ email: { before: email, after: newEmail } });

    // Home's Recent changes asks for changes only: the sign-ins go, the changes stay.
    const changes = (await activity(`entityId=${identity.id}&changesOnly=true&limit=100`)).items;
    expect(changes.map((record) => [record.entityType, record.action])).toEqual([
      ['identity', 'update'],
      ['identity', 'update'],
      ['identity', 'create'],
    ]);
    expect((await activity(`entityId=${identity.id}&changesOnly=false&limit=100`)).items).toHaveLength(5);

    const everything = JSON.stringify(await ctx.db.select().from(auditRecords));
    const [row] = await ctx.db.select({ hash: identities.passwordHash }).from(identities).where(eq(identities.id, identity.id));
    for (const secret of [wrongPassword, GOOD_PASSWORD, newPassword, token, row?.hash ?? 'missing-hash']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('records invitations and API keys without their tokens or secrets', async () => {
    const invited = await call('POST', '/api/invitations', admin.headers, { email: ctx.uniqueEmail('invitee') });
    expect(invited.statusCode, invited.body).toBe(201);
    const invitation = invited.json<{ id: string; link?: string | null }>();
    expect((await call('DELETE', `/api/invitations/${invitation.id}`, admin.headers)).statusCode).toBe(204);
    const [revoked, created] = await latest(invitation.id);
    expect(created).toMatchObject({ entityType: 'invitation', action: 'create', actor: { id: admin.id } });
    expect(revoked).toMatchObject({ action: 'update', changes: { state: { before: 'Pending', after: 'Revoked' } } });

    const key = await call('POST', '/api/identities/external-api', admin.headers, { name: `Key ${tag()}` });
    expect(key.statusCode, key.body).toBe(201);
    const { id, accessSecret } = key.json<{ id: string; accessSecret: string }>();
    const refreshed = await call('POST', `/api/identities/external-api/${id}/refresh-secret`, admin.headers);
    const secrets = [accessSecret, refreshed.json<{ accessSecret: string }>().accessSecret];
    const [refresh, create] = await latest(id);
    expect(create).toMatchObject({ entityType: 'identity', action: 'create', changes: { accessSecret: { before: null, after: 'hidden' } } });
    expect(refresh).toMatchObject({ action: 'update', changes: { accessSecret: { before: 'hidden', after: 'hidden' } } });
    const everything = JSON.stringify(await ctx.db.select().from(auditRecords));
    for (const secret of [...secrets, invitation.link ?? 'no-link']) expect(everything).not.toContain(secret);
  });

  it('names the person accepting an invitation as who spent it and who was created', async () => {
    const email = ctx.uniqueEmail('accepting');
    const invited = await call('POST', '/api/invitations', admin.headers, { email });
    const { id: invitationId, token } = invited.json<{ id: string; token: string }>();
    const signup = await call('POST', `/api/signup/invitations/${token}`, {}, { name: 'Ada Accepting', email, password: GOOD_PASSWORD, passwordConfirm: GOOD_PASSWORD });
    expect(signup.statusCode, signup.body).toBe(200);
    const [person] = await ctx.db.select({ id: identities.id }).from(identities).where(eq(identities.email, email));
    const actor = { kind: 'Admin', id: person?.id, name: 'Ada Accepting' };
    // Named by the address it went to (the screen says "accepted invitation …").
    expect((await latest(invitationId))[0]).toMatchObject({ action: 'update', actor, changes: { state: { before: 'Pending', after: 'Accepted' } }, names: { [invitationId]: email } });
    expect((await latest(person?.id ?? 'missing'))[0]).toMatchObject({ entityType: 'identity', action: 'create', actor });
  });

  it('records clients, themes, controllers linked and unlinked, and displays', async () => {
    const created = await call('POST', '/api/clients', admin.headers, { name: `Audited ${tag()}` });
    const clientId = created.json<{ id: string }>().id;
    expect((await latest(clientId))[0]).toMatchObject({ entityType: 'client', action: 'create', clientId });

    const theme = (await call('POST', '/api/theme', admin.headers, { name: 'Old' })).json<{ id: string }>();
    await call('PUT', `/api/theme/${theme.id}`, admin.headers, { name: 'New' });
    await call('DELETE', `/api/theme/${theme.id}`, admin.headers);
    expect((await latest(theme.id)).map((record) => [record.action, record.changes.name])).toEqual([
      ['delete', { before: 'New', after: null }],
      ['update', { before: 'Old', after: 'New' }],
      ['create', { before: null, after: 'Old' }],
    ]);

    const venue = await fixtures.venue(clientId);
    const pending = await devices.pendingCode();
    const linked = await call('POST', `/api/venues/${venue.id}/graphics-controller-auth-codes/${pending.code}`, admin.headers, { name: 'Bar PC' });
    expect(linked.statusCode, linked.body).toBeLessThan(300);
    const reported = await call('PUT', '/api/graphicscontroller/self/displays', bearer(pending.token), {
      displays: [{ label: 'Left', width: 1920, height: 1080 }],
    });
    expect(reported.statusCode, reported.body).toBeLessThan(300);
    expect((await call('DELETE', `/api/venues/${venue.id}/graphics-controllers/${pending.controllerId}`, admin.headers)).statusCode).toBe(204);
    const byVenue = (await activity(`venueId=${venue.id}`)).items.map((record) => [record.entityType, record.action, record.actor.kind]);
    expect(byVenue).toContainEqual(['graphicsController', 'link', 'Admin']);
    expect(byVenue).toContainEqual(['display', 'create', 'Device']);
    expect(byVenue).toContainEqual(['graphicsController', 'unlink', 'Admin']);
  });

  it('shows a client user only its own client, and 404 for another client or its entities', async () => {
    const own = await fixtures.tenant();
    const other = await fixtures.client();
    const ownVenue = await fixtures.venue(own.clientId);
    const otherVenue = await fixtures.venue(other.id);
    for (const venue of [ownVenue, otherVenue]) {
      await call('PUT', `/api/venues/${venue.id}/open-hours`, admin.headers, WEEKDAY_HOURS);
    }
    const mine = await activity('limit=100', own.headers);
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((record) => record.clientId === own.clientId)).toBe(true);
    expect((await activity(`venueId=${ownVenue.id}&entityType=openHours`, own.headers)).total).toBe(1);
    for (const query of [`clientId=${other.id}`, `entityId=${otherVenue.id}`, `venueId=${otherVenue.id}`]) {
      const response = await call('GET', `/api/activity?${query}`, own.headers);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await call('GET', `/api/activity/export.csv?clientId=${other.id}`, own.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/activity', {})).statusCode).toBe(401);
    expect((await call('GET', '/api/activity?from=yesterday', admin.headers)).statusCode).toBe(400);
  });

  it('exports a filtered list as CSV, formulas quoted as text', async () => {
    const client = await fixtures.client(`=HYPERLINK("x") ${tag()}`);
    const venue = await fixtures.venue(client.id);
    await call('PUT', `/api/venues/${venue.id}/open-hours`, admin.headers, WEEKDAY_HOURS);
    const response = await call('GET', `/api/activity/export.csv?venueId=${venue.id}&entityType=openHours`, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('occurredUtc,actorKind,actorId,actorName,address,entityType,entityId,clientId,venueId,action,changes');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',openHours,');
  });

  it('plans the record-writing query once per connection, not at every audited statement (speed)', async () => {
    // Without it, PostgreSQL chose a fresh custom plan at each call: ~1.5 ms of a venue update.
    const [row] = await queryRows<{ config: string[] | null }>(ctx.db, sql`select proconfig as config from pg_proc where proname = 'audit_write'`);
    expect(row?.config).toContain('plan_cache_mode=force_generic_plan');
  });

  it('keeps records for the retention only (housekeeping)', async () => {
    const now = ctx.now();
    const [old] = await ctx.db
      .insert(auditRecords)
      .values({ actorKind: 'System', entityType: 'venue', action: 'update', occurredUtc: new Date(now.getTime() - 401 * 86_400_000) })
      .returning();
    const [recent] = await ctx.db.select().from(auditRecords).orderBy(desc(auditRecords.id)).limit(1);
    await deleteOldAuditRecords(ctx.db, new Date(now.getTime() - 400 * 86_400_000));
    const left = await ctx.db.select({ id: auditRecords.id }).from(auditRecords);
    expect(left.map((row) => row.id)).not.toContain(old?.id);
    expect(left.length).toBeGreaterThan(0);
    expect(recent).toBeDefined();
  });
});
