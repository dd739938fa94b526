import { beforeEach, expect, it, vi } from 'vitest';
import { newPasswordSchema } from '../../../contract/auth.ts';
import { identities } from '../../../server/db/schema.ts';
import { ensureFirstAdmin } from '../../../server/services/first-admin.ts';
import { describeEachEngine } from '../harness.ts';

describeEachEngine('first admin at start', (ctx) => {
  beforeEach(async () => {
    await ctx.db.delete(identities);
  });

  function run(adminEmail: string | null, adminPassword: string | null) {
    const print = vi.fn<(text: string) => void>();
    const warn = vi.fn<(text: string) => void>();
    return { print, warn, outcome: ensureFirstAdmin(ctx.db, { adminEmail, adminPassword, print, warn }) };
  }

  it('creates admin@example.com with a strong random password and prints both once', async () => {
    const { print, outcome } = run(null, null);
    const result = await outcome;
    expect(result.created).toBe(true);
    if (!result.created || result.generatedPassword === null) throw new Error('expected a generated password');
    const password = result.generatedPassword;
    expect(newPasswordSchema.safeParse(password).success).toBe(true);
    expect(print).toHaveBeenCalledTimes(1);
    const message = print.mock.calls[0]![0];
    expect(message).toContain('First admin created: email admin@example.com password ');
    expect(message).toContain(password);
    expect(message.split('\n')[0]).toMatch(/^\+-+\+$/);

    const [admin] = await ctx.db.select().from(identities);
    expect(admin).toMatchObject({ name: 'Administrator', email: 'admin@example.com', identityType: 'Admin', clientId: null });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await ctx.login('admin@example.com', password);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD and never prints the given password', async () => {
    const { print, warn, outcome } = run('boss@example.com', 'Given-Secret-42');
    expect(await outcome).toEqual({ created: true, email: 'boss@example.com', generatedPassword: null });
    const message = print.mock.calls[0]![0];
    expect(message).toContain('First admin created: email boss@example.com');
    expect(message).not.toContain('Given-Secret-42');
    expect(warn).not.toHaveBeenCalled();
    await ctx.login('Boss@Example.com', 'Given-Secret-42');
  });

  it('warns when ADMIN_PASSWORD breaks the password rules (and still creates the admin)', async () => {
    const { warn, outcome } = run('weak@example.com', 'weak');
    expect((await outcome).created).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does nothing when an identity exists', async () => {
    await ctx.createIdentity({ identityType: 'ClientIdentity' });
    const { print, outcome } = run(null, null);
    expect(await outcome).toEqual({ created: false });
    expect(print).not.toHaveBeenCalled();
    expect(await ctx.db.select().from(identities)).toHaveLength(1);
  });

  it('creates one admin when two processes start together', async () => {
    const results = await Promise.all([run('a@example.com', 'Aa-1aaaaa').outcome, run('b@example.com', 'Bb-1bbbbb').outcome]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await ctx.db.select().from(identities)).toHaveLength(1);
  });
});
