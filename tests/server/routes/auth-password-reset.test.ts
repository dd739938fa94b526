import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { passwordResetTokens } from '../../../server/db/schema.ts';
import { hashToken } from '../../../server/services/tokens.ts';
import { bearer, describeEachEngine, GOOD_PASSWORD, type EngineContext } from '../harness.ts';

const NEW_PASSWORD = 'Brand-New-Pass-7';
const VALIDATION_TITLE = 'One or more validation errors occurred.';
const INVALID_TOKEN = {
  title: VALIDATION_TITLE,
  status: 400,
  errors: { resetPasswordToken: ['Invalid or expired reset password token.'] },
};

async function outboxFiles(ctx: EngineContext): Promise<string[]> {
  await ctx.deliverMail();
  try {
    return readdirSync(ctx.outboxDir).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
}

/** What the end-to-end tests do: newest .eml, then a regex for the link. */
async function newestResetLink(ctx: EngineContext): Promise<{ link: string; token: string; mail: string }> {
  const newest = (await outboxFiles(ctx)).at(-1);
  if (!newest) throw new Error('outbox is empty');
  const mail = readFileSync(join(ctx.outboxDir, newest), 'utf8');
  const match = /(http:\/\/\S+)?\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail);
  if (!match?.[2]) throw new Error(`no reset link in ${newest}`);
  return { link: match[0], token: match[2], mail };
}

describeEachEngine('password reset: POST /api/auth/forgot-password and /api/auth/reset-password', (ctx) => {
  const forgot = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
  const loginStatus = async (email: string, password: string) =>
    (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).statusCode;

  async function requestToken(email: string): Promise<string> {
    const response = await forgot(email);
    expect(response.statusCode).toBe(204);
    return (await newestResetLink(ctx)).token;
  }

  it('mails a working reset link to a known email (written to the outbox without SMTP)', async () => {
    const { identity, email } = await ctx.createIdentity();
    const before = (await outboxFiles(ctx)).length;
    const response = await forgot(email.toUpperCase());
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await outboxFiles(ctx)).toHaveLength(before + 1);

    const { link, token, mail } = await newestResetLink(ctx);
    expect(link).toBe(`http://localhost:3000/reset-password/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail).toContain(`To: ${email}`);
    expect(mail).toContain('Subject: Reset your password');
    expect(mail).toContain('From: Venue Portal <no-reply@localhost>');
    expect(mail).toMatch(/Content-Type: text\/html/);
    // Whole in both parts: no quoted-printable soft breaks.
    expect(mail.split(link).length - 1).toBe(3);

    const [stored] = await ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect(stored?.identityId).toBe(identity.id);
    expect(stored!.expiresUtc.getTime() - stored!.createdUtc.getTime()).toBe(60 * 60 * 1000);
  });

  it('with SMTP_URL sends through SMTP after answering, and a mail server that is down breaks nothing', async () => {
    const app = await ctx.buildApp({ config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    const { email } = await ctx.createIdentity();
    const before = (await outboxFiles(ctx)).length;
    const response = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(response.statusCode).toBe(204);
    expect(await outboxFiles(ctx)).toHaveLength(before);
    await app.close();
  });

  it('answers 204 for an unknown email too, and sends nothing', async () => {
    const before = (await outboxFiles(ctx)).length;
    const response = await forgot(ctx.uniqueEmail('unknown'));
    expect(response.statusCode).toBe(204);
    expect(await outboxFiles(ctx)).toHaveLength(before);
  });

  it('validates the email of forgot-password', async () => {
    const response = await forgot('nope');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ title: VALIDATION_TITLE, status: 400, errors: { email: ['Please enter a valid email.'] } });
  });

  it('resets the password: the new one works, the old one does not, every session ends', async () => {
    const { email } = await ctx.createIdentity();
    const session = await ctx.login(email, GOOD_PASSWORD);
    const token = await requestToken(email);
    const response = await reset({ email, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, resetPasswordToken: token });
    expect(response.statusCode).toBe(204);

    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);
    expect(await loginStatus(email, GOOD_PASSWORD)).toBe(401);
    const current = await ctx.app.inject({ method: 'GET', url: '/api/identities/current', headers: bearer(session) });
    expect(current.statusCode).toBe(401);
  });

  it('uses a token once only', async () => {
    const { email } = await ctx.createIdentity();
    const token = await requestToken(email);
    const body = { email, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, resetPasswordToken: token };
    expect((await reset(body)).statusCode).toBe(204);
    const again = await reset({ ...body, password: 'Third-Pass-word-3', passwordConfirm: 'Third-Pass-word-3' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_TOKEN);
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);
  });

  it('spends the older tokens of the identity when one is used', async () => {
    const { email } = await ctx.createIdentity();
    const older = await requestToken(email);
    const newer = await requestToken(email);
    expect((await reset({ email, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, resetPasswordToken: newer })).statusCode).toBe(204);
    const response = await reset({ email, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, resetPasswordToken: older });
    expect(response.json()).toEqual(INVALID_TOKEN);
  });

  it('refuses a token older than one hour', async () => {
    const { email } = await ctx.createIdentity();
    const token = await requestToken(email);
    ctx.travel(60 * 60 * 1000 + 1000);
    const response = await reset({ email, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, resetPasswordToken: token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_TOKEN);
    ctx.resetClock();
    expect(await loginStatus(email, GOOD_PASSWORD)).toBe(200);
  });

  it('refuses a token with another email, and the token survives the attempt', async () => {
    const { email } = await ctx.createIdentity();
    const { email: otherEmail } = await ctx.createIdentity();
    const token = await requestToken(email);
    const body = { password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, resetPasswordToken: token };
    const wrong = await reset({ ...body, email: otherEmail });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(INVALID_TOKEN);
    expect(await loginStatus(otherEmail, GOOD_PASSWORD)).toBe(200);
    expect((await reset({ ...body, email })).statusCode).toBe(204);
  });

  it('refuses an unknown token', async () => {
    const { email } = await ctx.createIdentity();
    const response = await reset({ email, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, resetPasswordToken: 'made-up' });
    expect(response.json()).toEqual(INVALID_TOKEN);
  });

  it('answers the docs/product.md#validation-messages composition message for a weak password', async () => {
    const response = await reset({
      email: 'someone@example.com',
      password: 'alllowercase1',
      passwordConfirm: 'alllowercase1',
      resetPasswordToken: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: VALIDATION_TITLE,
      status: 400,
      errors: {
        password: ['Password must contain at least one upper case, one lower case, one number and one special character.'],
      },
    });
  });

  it('reports a confirmation that does not match on passwordConfirm', async () => {
    const response = await reset({
      email: 'someone@example.com',
      password: NEW_PASSWORD,
      passwordConfirm: `${NEW_PASSWORD}x`,
      resetPasswordToken: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: VALIDATION_TITLE,
      status: 400,
      errors: { passwordConfirm: ['Passwords do not match'] },
    });
  });

  it('requires every field', async () => {
    const response = await reset({});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'email',
      'password',
      'passwordConfirm',
      'resetPasswordToken',
    ]);
  });
});
