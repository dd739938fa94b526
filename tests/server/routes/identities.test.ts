import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { CANNOT_DELETE_SELF_TITLE, EMAIL_TAKEN_TITLE, identityMessages, type Identity } from '../../../contract/identities.ts';
import { identities, sessions } from '../../../server/db/schema.ts';
import { FORBIDDEN, Fixtures, MISSING_UUID, NOT_FOUND, UNAUTHORIZED, VALIDATION_TITLE } from '../fixtures.ts';
import { bearer, describeEachEngine, GOOD_PASSWORD } from '../harness.ts';

const NEW_PASSWORD = 'Brand-New-Pass-7';

describeEachEngine('identities: /api/identities', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const validation = (errors: Record<string, string[]>) => ({ title: VALIDATION_TITLE, status: 400, errors });

  /** A signed-in identity: its row, headers and credentials. */
  async function person(input: { identityType?: 'Admin' | 'ClientIdentity'; clientId?: string | null; name?: string } = {}) {
    const created = await ctx.createIdentity(input);
    const token = await ctx.login(created.email, created.password);
    return { ...created, token, headers: bearer(token) };
  }

  async function allUsers(): Promise<Identity[]> {
    const items: Identity[] = [];
    for (let offset = 0; ; offset += 100) {
      const response = await call('GET', `/api/identities?offset=${offset}&limit=100`, admin);
      expect(response.statusCode).toBe(200);
      const page = response.json<{ items: Identity[]; total: number }>();
      items.push(...page.items);
      if (items.length >= page.total) return items;
    }
  }

  it('lists portal users, paged, with client names and last logins; API identities are left out', async () => {
    const client = await fixtures.client();
    const member = await person({ identityType: 'ClientIdentity', clientId: client.id, name: 'Member Person' });
    const keyResponse = await call('POST', '/api/identities/external-api', admin, { name: 'Some API' });
    expect(keyResponse.statusCode).toBe(201);
    const users = await allUsers();
    const row = users.find((user) => user.id === member.identity.id);
    expect(row).toEqual({
      id: member.identity.id,
      name: 'Member Person',
      identifier: member.email,
      identityType: 'ClientIdentity',
      clientId: client.id,
      clientName: client.name,
      lastLoginUtc: expect.any(String),
      role: 'client',
      venues: [],
    });
    expect(users.every((user) => user.identityType === 'Admin' || user.identityType === 'ClientIdentity')).toBe(true);
    expect(users.some((user) => user.id === keyResponse.json<{ id: string }>().id)).toBe(false);
    const admins = users.filter((user) => user.identityType === 'Admin');
    expect(admins.every((user) => user.clientId === null && user.clientName === null)).toBe(true);

    const page = await call('GET', '/api/identities?offset=1&limit=1', admin);
    expect(page.json<{ items: Identity[]; total: number }>()).toMatchObject({ total: users.length });
    expect(page.json<{ items: Identity[] }>().items).toHaveLength(1);
    const defaults = await call('GET', '/api/identities', admin);
    expect(defaults.json<{ items: Identity[] }>().items.length).toBe(Math.min(10, users.length));
    const bad = await call('GET', '/api/identities?limit=0', admin);
    expect(bad.statusCode).toBe(400);
  });

  it("lists a client user only its own client's people, and nobody to an anonymous caller", async () => {
    const client = await fixtures.client();
    const member = await person({ identityType: 'ClientIdentity', clientId: client.id });
    const other = await person({ identityType: 'ClientIdentity', clientId: (await fixtures.client()).id });
    const listed = await call('GET', '/api/identities?limit=100', member.headers);
    expect(listed.statusCode).toBe(200);
    const ids = listed.json<{ items: Identity[] }>().items.map((identity) => identity.id);
    expect(ids).toContain(member.identity.id);
    expect(ids).not.toContain(other.identity.id);
    expect(listed.json<{ items: Identity[] }>().items.every((identity) => identity.clientId === client.id)).toBe(true);
    expect((await call('GET', '/api/identities', {})).json()).toEqual(UNAUTHORIZED);
  });

  it('saves personal details of oneself and answers the updated user', async () => {
    const me = await person({ identityType: 'ClientIdentity', clientId: (await fixtures.client()).id });
    const email = ctx.uniqueEmail('Renamed');
    const response = await call('PUT', `/api/identities/${me.identity.id}`, me.headers, {
      name: ' New Name ',
      email: ` ${email} `,
      // A new email needs the caller's password.
      existingPassword: me.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: me.identity.id, name: 'New Name', identifier: email.toLowerCase() });
    const current = await call('GET', '/api/identities/current', me.headers);
    expect(current.json()).toMatchObject({ name: 'New Name', identifier: email.toLowerCase() });
    // The new email signs in.
    await ctx.login(email, me.password);
  });

  it('lets an Admin edit anyone, and nobody else edit another', async () => {
    const client = await fixtures.client();
    const member = await person({ identityType: 'ClientIdentity', clientId: client.id });
    const other = await person({ identityType: 'ClientIdentity', clientId: client.id });
    const otherAdmin = await person({ identityType: 'Admin' });
    // The Admin's own password: a new email needs it.
    const body = { name: 'Edited', email: ctx.uniqueEmail(), existingPassword: GOOD_PASSWORD };
    const denied = await call('PUT', `/api/identities/${other.identity.id}`, member.headers, { name: 'Hijack', email: ctx.uniqueEmail() });
    expect(denied.json()).toEqual(NOT_FOUND);
    expect((await call('PUT', `/api/identities/${otherAdmin.identity.id}`, member.headers, body)).json()).toEqual(NOT_FOUND);
    // Last of the member's own calls: a new email ends the member's sessions.
    expect((await call('PUT', `/api/identities/${member.identity.id}`, admin, body)).statusCode).toBe(200);
    expect((await call('GET', '/api/identities/current', member.headers)).json()).toEqual(UNAUTHORIZED);
    expect((await call('PUT', `/api/identities/${member.identity.id}`, {}, body)).json()).toEqual(UNAUTHORIZED);
    expect((await call('PUT', `/api/identities/${MISSING_UUID}`, admin, { name: 'Edited', email: ctx.uniqueEmail() })).json()).toEqual(NOT_FOUND);
    expect((await call('PUT', '/api/identities/not-a-uuid', admin, { name: 'Edited', email: ctx.uniqueEmail() })).json()).toEqual(NOT_FOUND);
    const [row] = await ctx.db.select().from(identities).where(eq(identities.id, other.identity.id));
    expect(row?.name).toBe('Test Person');
  });

  it('answers 409 when the email belongs to another identity', async () => {
    const me = await person();
    const other = await ctx.createIdentity();
    const response = await call('PUT', `/api/identities/${me.identity.id}`, me.headers, {
      name: 'Me Me',
      email: other.email.toUpperCase(),
      existingPassword: me.password,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ title: EMAIL_TAKEN_TITLE, status: 409 });
  });

  it('answers each personal details message', async () => {
    const me = await person();
    const url = `/api/identities/${me.identity.id}`;
    const good = { name: 'Good Name', email: me.email };
    const cases: [object, Record<string, string[]>][] = [
      [{ ...good, name: 'A' }, { name: [identityMessages.nameTooShort] }],
      [{ ...good, name: 'x'.repeat(31) }, { name: [identityMessages.nameTooLong] }],
      [{ ...good, email: 'not-an-email' }, { email: [identityMessages.emailInvalid] }],
      [{ ...good, email: `${'a'.repeat(50)}@example.com` }, { email: [identityMessages.emailTooLong] }],
      [{}, { name: [identityMessages.nameTooShort], email: [identityMessages.emailInvalid] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await call('PUT', url, me.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(validation(errors));
    }
    // A 3-character string is too short and no email: both messages.
    const short = await call('PUT', url, me.headers, { ...good, email: 'a@b' });
    expect(short.json<{ errors: Record<string, string[]> }>().errors.email).toEqual(
      expect.arrayContaining([identityMessages.emailInvalid, identityMessages.emailTooShort]),
    );
  });

  it('deletes a user (Admin only), ending its sessions; never oneself', async () => {
    const client = await fixtures.client();
    const member = await person({ identityType: 'ClientIdentity', clientId: client.id });
    const victim = await person({ identityType: 'ClientIdentity', clientId: client.id });
    expect((await call('DELETE', `/api/identities/${victim.identity.id}`, member.headers)).json()).toEqual(FORBIDDEN);
    expect((await call('DELETE', `/api/identities/${victim.identity.id}`, {})).json()).toEqual(UNAUTHORIZED);

    const response = await call('DELETE', `/api/identities/${victim.identity.id}`, admin);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', '/api/identities/current', victim.headers)).statusCode).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.identityId, victim.identity.id))).toEqual([]);
    expect((await call('DELETE', `/api/identities/${victim.identity.id}`, admin)).json()).toEqual(NOT_FOUND);
    expect((await call('DELETE', '/api/identities/nope', admin)).json()).toEqual(NOT_FOUND);

    const self = await person({ identityType: 'Admin' });
    const own = await call('DELETE', `/api/identities/${self.identity.id}`, self.headers);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ title: CANNOT_DELETE_SELF_TITLE, status: 409 });
  });

  it('does not delete an external API identity through the users route', async () => {
    const key = await call('POST', '/api/identities/external-api', admin, { name: 'Key' });
    const { id } = key.json<{ id: string }>();
    expect((await call('DELETE', `/api/identities/${id}`, admin)).json()).toEqual(NOT_FOUND);
  });

  it('changes one\'s own password, ending every other session and keeping this one', async () => {
    const me = await person({ identityType: 'ClientIdentity', clientId: (await fixtures.client()).id });
    const otherSession = bearer(await ctx.login(me.email, me.password));
    const response = await call('PUT', `/api/identities/${me.identity.id}/update-password`, me.headers, {
      existingPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
      newPasswordConfirm: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(204);
    expect((await call('GET', '/api/identities/current', me.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/identities/current', otherSession)).statusCode).toBe(401);
    const oldLogin = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: me.email, password: GOOD_PASSWORD } });
    expect(oldLogin.statusCode).toBe(401);
    await ctx.login(me.email, NEW_PASSWORD);
  });

  it('answers each change password message', async () => {
    const me = await person();
    const url = `/api/identities/${me.identity.id}/update-password`;
    const good = { existingPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD };
    const cases: [object, Record<string, string[]>][] = [
      [{ ...good, existingPassword: 'Wrong-Pass-1' }, { existingPassword: [identityMessages.existingPasswordWrong] }],
      [{ ...good, existingPassword: '' }, { existingPassword: [identityMessages.existingPasswordRequired] }],
      [{ ...good, newPassword: 'Aa1!', newPasswordConfirm: 'Aa1!' }, { newPassword: [identityMessages.newPasswordTooShort] }],
      [
        { ...good, newPassword: 'alllowercase', newPasswordConfirm: 'alllowercase' },
        { newPassword: [identityMessages.passwordComposition] },
      ],
      [{ ...good, newPasswordConfirm: 'Other-Pass-9' }, { newPasswordConfirm: [identityMessages.passwordsDoNotMatch] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await call('PUT', url, me.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(validation(errors));
    }
    expect(identityMessages.newPasswordTooShort).toBe('New password must be at least 8 characters.');
    expect(identityMessages.passwordsDoNotMatch).toBe('Passwords do not match.');
    // Nothing changed.
    await ctx.login(me.email, GOOD_PASSWORD);
  });

  it('changes only one\'s own password: another\'s answers 404, even to an Admin', async () => {
    const other = await ctx.createIdentity();
    const body = { existingPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD };
    expect((await call('PUT', `/api/identities/${other.identity.id}/update-password`, admin, body)).json()).toEqual(NOT_FOUND);
    expect((await call('PUT', `/api/identities/${other.identity.id}/update-password`, {}, body)).json()).toEqual(UNAUTHORIZED);
    await ctx.login(other.email, GOOD_PASSWORD);
  });
});
