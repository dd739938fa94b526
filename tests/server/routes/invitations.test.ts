import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { messages } from '../../../contract/messages.ts';
import {
  INVITATION_EMAIL_TAKEN_TITLE,
  INVITATION_LIFETIME_MS,
  INVITATION_NOT_PENDING_TITLE,
  invitationMessages,
  type Invitation,
} from '../../../contract/invitations.ts';
import { identities, invitations } from '../../../server/db/schema.ts';
import { hashToken } from '../../../server/services/tokens.ts';
import { FORBIDDEN, Fixtures, MISSING_UUID, NOT_FOUND, UNAUTHORIZED, VALIDATION_TITLE } from '../fixtures.ts';
import { bearer, describeEachEngine, type EngineContext } from '../harness.ts';

const PASSWORD = 'Invited-Pass-8';

/** The invite link of the newest mail to `email` in the outbox, as the end-to-end tests read it. */
async function inviteMail(ctx: EngineContext, email: string): Promise<{ link: string; token: string; mail: string }> {
  await ctx.deliverMail();
  const files = readdirSync(ctx.outboxDir).filter((name) => name.endsWith('.eml')).sort();
  const mail = files
    .map((name) => readFileSync(join(ctx.outboxDir, name), 'utf8'))
    .filter((content) => content.includes(`To: ${email}`))
    .at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  const match = /(http:\/\/\S+)\/invite\/([A-Za-z0-9_-]+)/.exec(mail);
  if (!match?.[2]) throw new Error('no invite link in the mail');
  return { link: match[0], token: match[2], mail };
}

describeEachEngine('invitations and signup: /api/invitations, /api/signup/invitations', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  let adminName: string;
  let signInAdmin: () => Promise<void>;
  beforeAll(async () => {
    const created = await ctx.createIdentity({ identityType: 'Admin', name: 'Inviting Admin' });
    adminName = created.identity.name;
    signInAdmin = async () => {
      admin = bearer(await ctx.login(created.email, created.password));
    };
  });
  // A fresh session per test: moving the clock 7 days ends the sessions made before.
  beforeEach(() => signInAdmin());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const validation = (errors: Record<string, string[]>) => ({ title: VALIDATION_TITLE, status: 400, errors });

  async function invite(clientId: string | null, email = ctx.uniqueEmail('invitee')) {
    const response = await call('POST', '/api/invitations', admin, { clientId, email });
    expect(response.statusCode, response.body).toBe(201);
    const invitation = response.json<Invitation>();
    return { invitation, email: email.toLowerCase(), token: (await inviteMail(ctx, email.toLowerCase())).token };
  }

  const signupBody = (email: string, token: string) => ({
    name: 'New Person',
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    inviteToken: token,
  });

  async function listed(id: string): Promise<Invitation | undefined> {
    const response = await call('GET', '/api/invitations', admin);
    expect(response.statusCode).toBe(200);
    return response.json<Invitation[]>().find((item) => item.id === id);
  }

  it('invites to a client: mail with the link, signup, sign-in, single use', async () => {
    const client = await fixtures.client();
    const email = ctx.uniqueEmail('Member');
    const response = await call('POST', '/api/invitations', admin, { clientId: client.id, email });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<Invitation>();
    const { link, token } = (await inviteMail(ctx, email.toLowerCase()));
    expect(link).toBe(`http://localhost:3000/invite/${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(created).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      clientName: client.name,
      state: 'Pending',
      createdUtc: expect.any(String),
      expiresUtc: expect.any(String),
      inviterName: adminName,
      token,
      // A client's invitation without a role brings in a client user of the whole client.
      role: 'client',
      venueNames: [],
    });
    expect(Date.parse(created.expiresUtc) - Date.parse(created.createdUtc)).toBe(INVITATION_LIFETIME_MS);
    // Only the hash and a ciphertext are stored.
    const [row] = await ctx.db.select().from(invitations).where(eq(invitations.id, created.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.tokenCiphertext).not.toContain(token);

    const page = await call('GET', `/api/signup/invitations/${token}`, {});
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ email: email.toLowerCase(), clientName: client.name, state: 'Pending', expiresUtc: created.expiresUtc });

    const signup = await call('POST', `/api/signup/invitations/${token}`, {}, signupBody(email, token));
    expect(signup.statusCode, signup.body).toBe(200);
    const session = bearer(signup.json<{ token: string }>().token);
    const current = await call('GET', '/api/identities/current', session);
    expect(current.json()).toMatchObject({ name: 'New Person', identifier: email.toLowerCase(), identityType: 'ClientIdentity', clientId: client.id });
    await ctx.login(email, PASSWORD);

    const again = await call('POST', `/api/signup/invitations/${token}`, {}, signupBody(email, token));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ title: INVITATION_NOT_PENDING_TITLE, status: 409 });
    expect((await call('GET', `/api/signup/invitations/${token}`, {})).json()).toMatchObject({ state: 'Accepted' });
    expect(await listed(created.id)).toMatchObject({ state: 'Accepted', token: '' });
    const [spent] = await ctx.db.select().from(invitations).where(eq(invitations.id, created.id));
    expect(spent?.tokenCiphertext).toBeNull();
  });

  it('an invitation without a client makes an Admin', async () => {
    const email = ctx.uniqueEmail('admin');
    const response = await call('POST', '/api/invitations', admin, { email });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ clientName: null, state: 'Pending' });
    const { token } = await inviteMail(ctx, email);
    expect((await call('GET', `/api/signup/invitations/${token}`, {})).json()).toMatchObject({ clientName: null });
    const signup = await call('POST', `/api/signup/invitations/${token}`, {}, signupBody(email, token));
    const current = await call('GET', '/api/identities/current', bearer(signup.json<{ token: string }>().token));
    expect(current.json()).toMatchObject({ identityType: 'Admin', clientId: null });
    const withNull = await call('POST', '/api/invitations', admin, { clientId: null, email: ctx.uniqueEmail() });
    expect(withNull.statusCode).toBe(201);
  });

  it('lists invitations newest first with the token only while pending', async () => {
    const first = await invite(null);
    ctx.travel(1000);
    const second = await invite((await fixtures.client()).id);
    const all = (await call('GET', '/api/invitations', admin)).json<Invitation[]>();
    const ids = all.map((item) => item.id);
    expect(ids.indexOf(second.invitation.id)).toBeLessThan(ids.indexOf(first.invitation.id));
    expect(all.find((item) => item.id === first.invitation.id)?.token).toBe(first.token);
    for (let i = 1; i < all.length; i += 1) {
      expect(Date.parse(all[i - 1]?.createdUtc ?? '')).toBeGreaterThanOrEqual(Date.parse(all[i]?.createdUtc ?? ''));
    }
  });

  it('revokes a pending invitation; the link then answers Revoked', async () => {
    const { invitation, email, token } = await invite(null);
    const response = await call('DELETE', `/api/invitations/${invitation.id}`, admin);
    expect(response.statusCode).toBe(204);
    expect(await listed(invitation.id)).toMatchObject({ state: 'Revoked', token: '' });
    expect((await call('GET', `/api/signup/invitations/${token}`, {})).json()).toMatchObject({ state: 'Revoked' });
    const signup = await call('POST', `/api/signup/invitations/${token}`, {}, signupBody(email, token));
    expect(signup.json()).toEqual({ title: INVITATION_NOT_PENDING_TITLE, status: 409 });
    const again = await call('DELETE', `/api/invitations/${invitation.id}`, admin);
    expect(again.json()).toEqual({ title: INVITATION_NOT_PENDING_TITLE, status: 409 });
    expect((await call('DELETE', `/api/invitations/${MISSING_UUID}`, admin)).json()).toEqual(NOT_FOUND);
    expect((await call('DELETE', '/api/invitations/nope', admin)).json()).toEqual(NOT_FOUND);
  });

  it('an invitation past its 7 days answers Expired and cannot be used or revoked', async () => {
    const { invitation, email, token } = await invite(null);
    ctx.travel(INVITATION_LIFETIME_MS - 60_000);
    expect((await call('GET', `/api/signup/invitations/${token}`, {})).json()).toMatchObject({ state: 'Pending' });
    ctx.travel(60_001);
    expect((await call('GET', `/api/signup/invitations/${token}`, {})).json()).toMatchObject({ state: 'Expired' });
    await signInAdmin();
    expect(await listed(invitation.id)).toMatchObject({ state: 'Expired', token: '' });
    const signup = await call('POST', `/api/signup/invitations/${token}`, {}, signupBody(email, token));
    expect(signup.json()).toEqual({ title: INVITATION_NOT_PENDING_TITLE, status: 409 });
    expect((await call('DELETE', `/api/invitations/${invitation.id}`, admin)).statusCode).toBe(409);
    expect(await ctx.db.select().from(identities).where(eq(identities.email, email))).toEqual([]);
  });

  it('an unknown token answers 404 (Invalid invitation)', async () => {
    expect((await call('GET', '/api/signup/invitations/unknown-token', {})).json()).toEqual(NOT_FOUND);
    const body = signupBody('someone@example.com', 'unknown-token');
    expect((await call('POST', '/api/signup/invitations/unknown-token', {}, body)).json()).toEqual(NOT_FOUND);
  });

  it('answers each create message and 409 for an email that already has an identity', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{ clientId: 'nope', email: ctx.uniqueEmail() }, { clientId: [messages.invalidClientId] }],
      [{ clientId: MISSING_UUID, email: ctx.uniqueEmail() }, { clientId: [invitationMessages.invalidClientId] }],
      [{ email: 'not-an-email' }, { email: [messages.emailInvalid] }],
      [{}, { email: [messages.emailRequired] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await call('POST', '/api/invitations', admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(validation(errors));
    }
    const existing = await ctx.createIdentity();
    const taken = await call('POST', '/api/invitations', admin, { email: existing.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ title: INVITATION_EMAIL_TAKEN_TITLE, status: 409 });
  });

  it('answers each signup message; the email must be the invited one', async () => {
    const { invitation, email, token } = await invite(null);
    const url = `/api/signup/invitations/${token}`;
    const good = signupBody(email, token);
    const cases: [object, Record<string, string[]>][] = [
      [{ ...good, email: ctx.uniqueEmail() }, { email: [invitationMessages.emailMismatch] }],
      [{ ...good, email: 'nope' }, { email: [messages.emailInvalid] }],
      [{ ...good, password: 'Aa1!', passwordConfirm: 'Aa1!' }, { password: [messages.passwordTooShort], passwordConfirm: [messages.passwordsDoNotMatch] }],
      [{ ...good, password: 'alllowercase', passwordConfirm: 'alllowercase' }, { password: [messages.passwordComposition] }],
      [{ ...good, passwordConfirm: 'Other-Pass-9' }, { passwordConfirm: [messages.passwordsDoNotMatch] }],
      [{ ...good, inviteToken: 'another' }, { inviteToken: [invitationMessages.inviteTokenMismatch] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await call('POST', url, {}, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(validation(errors));
    }
    // Still pending; the invited email in another case works.
    expect(await listed(invitation.id)).toMatchObject({ state: 'Pending' });
    const signup = await call('POST', url, {}, { ...good, email: email.toUpperCase() });
    expect(signup.statusCode, signup.body).toBe(200);
  });

  it('answers 409 when the email got an identity after the invitation was sent', async () => {
    const { email, token } = await invite(null);
    await ctx.createIdentity({ email });
    const signup = await call('POST', `/api/signup/invitations/${token}`, {}, signupBody(email, token));
    expect(signup.json()).toEqual({ title: INVITATION_EMAIL_TAKEN_TITLE, status: 409 });
    // Nothing was spent: the transaction rolled back.
    expect((await call('GET', `/api/signup/invitations/${token}`, {})).json()).toMatchObject({ state: 'Pending' });
  });

  it('a client user invites only venue-managers and viewers of its own client, and revokes no invitation', async () => {
    const { invitation } = await invite(null);
    const ownClient = await fixtures.client();
    const member = await fixtures.clientIdentityHeaders(ownClient.id);
    // An admin-side role, or a client user's own role, is not its to give (docs/permissions.md).
    for (const role of ['admin', 'designer', 'approver', 'client']) {
      const refused = await call('POST', '/api/invitations', member, { email: ctx.uniqueEmail(), role });
      expect(refused.json(), role).toEqual(FORBIDDEN);
    }
    // Without a role: a viewer of its own client.
    const viewer = await call('POST', '/api/invitations', member, { email: ctx.uniqueEmail() });
    expect(viewer.statusCode, viewer.body).toBe(201);
    expect(viewer.json()).toMatchObject({ role: 'viewer', clientName: ownClient.name, state: 'Pending' });
    // It lists its own client's invitations only: never the admin's invitation to another.
    const list = await call('GET', '/api/invitations', member, undefined);
    expect(list.statusCode).toBe(200);
    const ids = list.json<Invitation[]>().map((item) => item.id);
    expect(ids).toContain(viewer.json<Invitation>().id);
    expect(ids).not.toContain(invitation.id);
    // Revoking stays an admin's.
    expect((await call('DELETE', `/api/invitations/${invitation.id}`, member, undefined)).json()).toEqual(FORBIDDEN);
    for (const [method, url, payload] of [
      ['POST', '/api/invitations', { email: ctx.uniqueEmail() }],
      ['GET', '/api/invitations', undefined],
      ['DELETE', `/api/invitations/${invitation.id}`, undefined],
    ] as const) {
      expect((await call(method, url, {}, payload)).json(), `${method} ${url}`).toEqual(UNAUTHORIZED);
    }
    expect(await listed(invitation.id)).toMatchObject({ state: 'Pending' });
  });

  it('limits signup per IP', async () => {
    const limited = await ctx.buildApp({ rateLimits: { perIpMax: 2 } });
    const statuses: number[] = [];
    // An address of its own: on PostgreSQL the count per address is shared by every app on the
    // database, so this file's earlier requests from 127.0.0.1 count too.
    const remoteAddress = '198.51.100.20';
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await limited.inject({ method: 'GET', url: '/api/signup/invitations/unknown', remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([404, 404, 429]);
  });

  it('keeps pending links copyable across restarts with the key in DATA_DIR, and under SECRET_KEY', async () => {
    const { invitation, token } = await invite(null);
    const restarted = await ctx.buildApp();
    const response = await restarted.inject({ method: 'GET', url: '/api/invitations', headers: admin });
    expect(response.json<Invitation[]>().find((item) => item.id === invitation.id)?.token).toBe(token);
    // Another key cannot open it: the link is simply not offered.
    const otherKey = await ctx.buildApp({ config: { secretKey: Buffer.alloc(32, 7) } });
    const other = await otherKey.inject({ method: 'GET', url: '/api/invitations', headers: admin });
    expect(other.json<Invitation[]>().find((item) => item.id === invitation.id)).toMatchObject({ state: 'Pending', token: '' });
  });
});
