import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import {
  INVITATION_EMAIL_TAKEN_TITLE,
  INVITATION_LIFETIME_MS,
  INVITATION_NOT_PENDING_TITLE,
  type Invitation,
} from '../../../contract/invitations.ts';
import { invitations } from '../../../server/db/schema.ts';
import { FORBIDDEN, Fixtures, MISSING_UUID, NOT_FOUND } from '../fixtures.ts';
import { bearer, describeEachEngine, type EngineContext } from '../harness.ts';

const PASSWORD = 'Invited-Pass-8';

/** Every invite token mailed to `email`, oldest first. */
async function mailedTokens(ctx: EngineContext, email: string): Promise<string[]> {
  await ctx.deliverMail();
  return readdirSync(ctx.outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(join(ctx.outboxDir, name), 'utf8'))
    .filter((content) => content.includes(`To: ${email}`))
    .map((mail) => /\/invite\/([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '');
}

/** POST /api/invitations/{id}/resend: a new link by mail, a new week, the old link dead. */
describeEachEngine('invitations: resend', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  beforeEach(async () => {
    // A fresh session per test: travelling past the invitation's week ends older ones.
    const created = await ctx.createIdentity({ identityType: 'Admin' });
    admin = bearer(await ctx.login(created.email, created.password));
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  async function invite(clientId: string | null) {
    const email = ctx.uniqueEmail('resend').toLowerCase();
    const response = await call('POST', '/api/invitations', admin, { clientId, email });
    expect(response.statusCode, response.body).toBe(201);
    return { invitation: response.json<Invitation>(), email };
  }

  it('mails a new link that works for another week; the first link no longer does', async () => {
    const client = await fixtures.client();
    const { invitation, email } = await invite(client.id);
    const [first] = await mailedTokens(ctx, email);
    ctx.travel(INVITATION_LIFETIME_MS + 60_000); // expired
    const expiredAdmin = await ctx.createIdentity({ identityType: 'Admin' });
    admin = bearer(await ctx.login(expiredAdmin.email, expiredAdmin.password));

    const resent = await call('POST', `/api/invitations/${invitation.id}/resend`, admin);
    expect(resent.statusCode, resent.body).toBe(200);
    const body = resent.json<Invitation>();
    expect(body).toMatchObject({ id: invitation.id, email, state: 'Pending', clientName: client.name });
    // Another week from the resend (the test's clock runs on meanwhile).
    const week = new Date(body.expiresUtc).getTime() - ctx.now().getTime();
    expect(week).toBeGreaterThan(INVITATION_LIFETIME_MS - 60_000);
    expect(week).toBeLessThanOrEqual(INVITATION_LIFETIME_MS);

    const tokens = await mailedTokens(ctx, email);
    expect(tokens).toHaveLength(2);
    const second = tokens[1] ?? '';
    expect(second).not.toBe(first);
    expect(body.token).toBe(second);
    expect((await call('GET', `/api/signup/invitations/${first}`)).statusCode).toBe(404);
    const signup = await call('POST', `/api/signup/invitations/${second}`, {}, {
      name: 'Resent Person',
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      inviteToken: second,
    });
    expect(signup.statusCode, signup.body).toBe(200);
  });

  it('answers 409 for an accepted or revoked invitation, and for an address someone now has; nothing changes', async () => {
    const { invitation } = await invite(null);
    expect((await call('DELETE', `/api/invitations/${invitation.id}`, admin)).statusCode).toBe(204);
    const revoked = await call('POST', `/api/invitations/${invitation.id}/resend`, admin);
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json()).toEqual({ title: INVITATION_NOT_PENDING_TITLE, status: 409 });

    const taken = await invite(null);
    const [before] = await ctx.db.select().from(invitations).where(eq(invitations.id, taken.invitation.id));
    await ctx.createIdentity({ identityType: 'Admin', email: taken.email });
    const answer = await call('POST', `/api/invitations/${taken.invitation.id}/resend`, admin);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ title: INVITATION_EMAIL_TAKEN_TITLE, status: 409 });
    // Rolled back: the same link and expiry as before.
    const [after] = await ctx.db.select().from(invitations).where(eq(invitations.id, taken.invitation.id));
    expect(after).toEqual(before);
    expect(await mailedTokens(ctx, taken.email)).toHaveLength(1);
  });

  it('is for Admins only, and 404 for an unknown or malformed id', async () => {
    const { invitation } = await invite(null);
    expect((await call('POST', `/api/invitations/${invitation.id}/resend`)).statusCode).toBe(401);
    const tenant = await fixtures.tenant();
    const forbidden = await call('POST', `/api/invitations/${invitation.id}/resend`, tenant.headers);
    expect(forbidden.json()).toEqual(FORBIDDEN);
    expect((await call('POST', `/api/invitations/${MISSING_UUID}/resend`, admin)).json()).toEqual(NOT_FOUND);
    expect((await call('POST', '/api/invitations/not-an-id/resend', admin)).json()).toEqual(NOT_FOUND);
  });
});
