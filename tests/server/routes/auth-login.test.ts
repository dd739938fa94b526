import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { identities, sessions } from '../../../server/db/schema.ts';
import { hashToken } from '../../../server/services/tokens.ts';
import { describeEachEngine } from '../harness.ts';

const INVALID_CREDENTIALS = { title: 'Invalid email or password.', status: 401 };
const VALIDATION_TITLE = 'One or more validation errors occurred.';

describeEachEngine('POST /api/auth/login', (ctx) => {
  const login = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

  it('answers a token for the right email and password, and keeps only its hash', async () => {
    const { identity, email, password } = await ctx.createIdentity();
    const response = await login({ email, password });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const stored = await ctx.db.select().from(sessions).where(eq(sessions.identityId, identity.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashToken(token));
    const sevenDaysMs = 7 * 24 * 60 * 60 * 1000;
    expect(stored[0]!.expiresUtc.getTime() - stored[0]!.createdUtc.getTime()).toBe(sevenDaysMs);

    const [after] = await ctx.db.select().from(identities).where(eq(identities.id, identity.id));
    expect(after?.lastLoginUtc).toBeInstanceOf(Date);
  });

  it('treats the email case-insensitively', async () => {
    const { email, password } = await ctx.createIdentity();
    const response = await login({ email: `  ${email.toUpperCase()} `, password });
    expect(response.statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password and for an unknown email', async () => {
    const { email } = await ctx.createIdentity();
    const wrongPassword = await login({ email, password: 'Wrong-Password-1' });
    const unknownEmail = await login({ email: ctx.uniqueEmail('nobody'), password: 'Wrong-Password-1' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(INVALID_CREDENTIALS);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('does not let API identities sign in to the portal', async () => {
    const { email, password } = await ctx.createIdentity({ identityType: 'ExternalApi' });
    const response = await login({ email, password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_CREDENTIALS);
  });

  it('lets a ClientIdentity sign in', async () => {
    const { email, password } = await ctx.createIdentity({ identityType: 'ClientIdentity' });
    expect((await login({ email, password })).statusCode).toBe(200);
  });

  it('answers 400 with the docs/product.md#validation-messages message for an invalid email', async () => {
    const response = await login({ email: 'not-an-email', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: VALIDATION_TITLE,
      status: 400,
      errors: { email: ['Please enter a valid email.'] },
    });
  });

  it('names every missing field when the body is empty or absent', async () => {
    const expected = {
      title: VALIDATION_TITLE,
      status: 400,
      errors: { email: ['Email is required.'], password: ['Password is required.'] },
    };
    const empty = await login({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(expected);
    const absent = await ctx.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(absent.statusCode).toBe(400);
    expect(absent.json()).toEqual(expected);
  });

  it('reports a body that is not an object under "body"', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['body']);
  });

  it('answers 400 "Malformed JSON body." for broken JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ title: 'Malformed JSON body.', status: 400 });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ title: 'Unsupported Media Type', status: 415 });
  });
});
