import { beforeAll, expect, it } from 'vitest';
import { CANNOT_CHANGE_OWN_ROLE_TITLE, CLIENT_REQUIRED, ROLE_INVALID, type Identity } from '../../../contract/identities.ts';
import { messages } from '../../../contract/messages.ts';
import { FORBIDDEN, Fixtures, MISSING_UUID, VALIDATION_TITLE } from '../fixtures.ts';
import { bearer, describeEachEngine } from '../harness.ts';

/** PUT /api/identities/{id} with a role: an Admin makes someone an Admin or a client's user. */
describeEachEngine('identities: changing a role', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  let adminId: string;
  beforeAll(async () => {
    const created = await ctx.createIdentity({ identityType: 'Admin', name: 'Role Admin' });
    adminId = created.identity.id;
    admin = bearer(await ctx.login(created.email, created.password));
  });

  const put = (id: string, body: object, headers = admin) =>
    ctx.app.inject({ method: 'PUT', url: `/api/identities/${id}`, headers, payload: body });

  it("moves a person between Admin and a client's user; their own session follows at once", async () => {
    const client = await fixtures.client();
    const person = await ctx.createIdentity({ identityType: 'Admin', name: 'Pat Person' });
    const personHeaders = bearer(await ctx.login(person.email, person.password));
    const details = { name: 'Pat Person', email: person.email };

    const toClient = await put(person.identity.id, { ...details, identityType: 'ClientIdentity', clientId: client.id });
    expect(toClient.statusCode, toClient.body).toBe(200);
    expect(toClient.json<Identity>()).toMatchObject({ identityType: 'ClientIdentity', clientId: client.id, clientName: client.name });
    // Their session reads the new role: the people list holds only their own client's people.
    const asClientUser = await ctx.app.inject({ method: 'GET', url: '/api/identities', headers: personHeaders });
    expect(asClientUser.statusCode).toBe(200);
    expect(new Set(asClientUser.json<{ items: Identity[] }>().items.map((identity) => identity.clientId))).toEqual(new Set([client.id]));

    const toAdmin = await put(person.identity.id, { ...details, identityType: 'Admin', clientId: client.id });
    expect(toAdmin.json<Identity>()).toMatchObject({ identityType: 'Admin', clientId: null });
    const asAdmin = await ctx.app.inject({ method: 'GET', url: '/api/identities', headers: personHeaders });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json<{ items: Identity[] }>().items.some((identity) => identity.identityType === 'Admin')).toBe(true);
  });

  it('keeps the role when none is sent, and lets a person save its own unchanged role', async () => {
    const client = await fixtures.client();
    const user = await ctx.createIdentity({ identityType: 'ClientIdentity', clientId: client.id, name: 'Kim Keep' });
    const self = bearer(await ctx.login(user.email, user.password));
    const renamed = await put(user.identity.id, { name: 'Kim Kept', email: user.email }, self);
    expect(renamed.json<Identity>()).toMatchObject({ name: 'Kim Kept', identityType: 'ClientIdentity', clientId: client.id });
    const same = await put(user.identity.id, { name: 'Kim Kept', email: user.email, identityType: 'ClientIdentity', clientId: client.id }, self);
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses a role change by anyone but an Admin (403), and by an Admin of its own role (409)', async () => {
    const client = await fixtures.client();
    const user = await ctx.createIdentity({ identityType: 'ClientIdentity', clientId: client.id });
    const self = bearer(await ctx.login(user.email, user.password));
    const promote = await put(user.identity.id, { name: 'Test Person', email: user.email, identityType: 'Admin' }, self);
    expect(promote.json()).toEqual(FORBIDDEN);

    const demote = await put(adminId, { name: 'Role Admin', email: (await adminEmail()) ?? '', identityType: 'ClientIdentity', clientId: client.id });
    expect(demote.json()).toEqual({ title: CANNOT_CHANGE_OWN_ROLE_TITLE, status: 409 });
  });

  it("answers 400 on the field for a client user without a client, an unknown client or role; nothing changes", async () => {
    const person = await ctx.createIdentity({ identityType: 'Admin', name: 'Val Valid' });
    const details = { name: 'Val Valid', email: person.email };
    const cases: [object, Record<string, string[]>][] = [
      [{ identityType: 'ClientIdentity' }, { clientId: [CLIENT_REQUIRED] }],
      [{ identityType: 'ClientIdentity', clientId: MISSING_UUID }, { clientId: [messages.invalidClientId] }],
      [{ identityType: 'ClientIdentity', clientId: 'nope' }, { clientId: [messages.invalidClientId] }],
      [{ identityType: 'ExternalApi' }, { identityType: [ROLE_INVALID] }],
    ];
    for (const [role, errors] of cases) {
      const response = await put(person.identity.id, { ...details, ...role });
      expect(response.statusCode, JSON.stringify(role)).toBe(400);
      expect(response.json()).toEqual({ title: VALIDATION_TITLE, status: 400, errors });
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/identities?limit=100', headers: admin });
    expect(list.json<{ items: Identity[] }>().items.find((item) => item.id === person.identity.id)).toMatchObject({ identityType: 'Admin' });
  });

  async function adminEmail(): Promise<string | undefined> {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/identities/current', headers: admin });
    return response.json<{ identifier: string }>().identifier;
  }
});
