import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it, vi } from 'vitest';
import { sessions } from '../../../../server/db/schema.ts';
import { queryRows } from '../../../../server/services/sql-rows.ts';
import { SESSION_CACHE_TTL_MS } from '../../../../server/services/identities/session-cache.ts';
import { createSession, SESSION_CHANGES_CHANNEL } from '../../../../server/services/identities/sessions.ts';
import { hashToken } from '../../../../server/services/tokens.ts';
import { bearer, describeEachEngine, GOOD_PASSWORD } from '../../harness.ts';

/**
 * Sessions in use are cached (services/identities/session-cache.ts). These tests remove a session row behind
 * the service's back to show that a cached session really is served from the cache, and then that
 * each way a session ends or an identity changes reaches the cache at once, here and, on
 * PostgreSQL, from another process by NOTIFY.
 */
describeEachEngine('session cache', (ctx) => {
  const current = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/identities/current', headers: bearer(token) });

  async function signedIn() {
    const { identity, email, password } = await ctx.createIdentity({ identityType: 'Admin' });
    const token = await ctx.login(email, password);
    expect((await current(token)).statusCode).toBe(200);
    return { identity, email, password, token };
  }

  it('serves a session in use from the cache, and forgets it after its short lifetime', async () => {
    // Made by the service directly: a login announces an identity change, and on PostgreSQL that
    // notification comes back to this process a moment later and would empty the cache by itself.
    const { identity } = await ctx.createIdentity({ identityType: 'Admin' });
    const token = await createSession(ctx.db, identity.id, ctx.now());
    // The lifetime is counted on performance.now(): that alone is faked, so the requests and the
    // database keep their real timers while the test moves the cache's clock instead of sleeping.
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      expect((await current(token)).statusCode).toBe(200);
      // Another process's way of ending it would notify; a bare delete does not.
      await ctx.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
      expect((await current(token)).statusCode).toBe(200);
      vi.advanceTimersByTime(SESSION_CACHE_TTL_MS - 1);
      expect((await current(token)).statusCode).toBe(200);
      vi.advanceTimersByTime(2);
      expect((await current(token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a session at logout', async () => {
    const { token } = await signedIn();
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect((await current(token)).statusCode).toBe(401);
  });

  it('forgets the other sessions at a password change and serves the new identity row to the one kept', async () => {
    const { identity, email, token } = await signedIn();
    const other = await ctx.login(email, GOOD_PASSWORD);
    expect((await current(other)).statusCode).toBe(200);
    const change = await ctx.app.inject({
      method: 'PUT',
      url: `/api/identities/${identity.id}/update-password`,
      headers: bearer(token),
      payload: { existingPassword: GOOD_PASSWORD, newPassword: 'Another-Horse-7', newPasswordConfirm: 'Another-Horse-7' },
    });
    expect(change.statusCode, change.body).toBe(204);
    expect((await current(other)).statusCode).toBe(401);
    expect((await current(token)).statusCode).toBe(200);
    // The kept session holds the new password hash: a second change needs the new password.
    const again = await ctx.app.inject({
      method: 'PUT',
      url: `/api/identities/${identity.id}/update-password`,
      headers: bearer(token),
      payload: { existingPassword: 'Another-Horse-7', newPassword: GOOD_PASSWORD, newPasswordConfirm: GOOD_PASSWORD },
    });
    expect(again.statusCode, again.body).toBe(204);
  });

  it('forgets every session of an identity an admin deletes', async () => {
    const { identity, token } = await signedIn();
    const admin = await signedIn();
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/identities/${identity.id}`, headers: bearer(admin.token) });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await current(token)).statusCode).toBe(401);
  });

  it('serves a renamed identity at once', async () => {
    const { identity, email, token } = await signedIn();
    const admin = await signedIn();
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/identities/${identity.id}`,
      headers: bearer(admin.token),
      payload: { name: 'Renamed Person', email },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await current(token)).json()).toMatchObject({ name: 'Renamed Person' });
  });

  // PGlite is one process by its data directory lock: there is no other process to hear from.
  if (ctx.engine === 'postgres') {
    it('forgets a session another API process announces (PostgreSQL)', async () => {
      const { token } = await signedIn();
      const tokenHash = hashToken(token);
      // What another API process does at logout, on its own connection.
      const [{ name } = { name: '' }] = await queryRows<{ name: string }>(ctx.db, sql`select current_database() as name`);
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${name}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('delete from sessions where token_hash = $1', [tokenHash]);
        await other.query('select pg_notify($1, $2)', [SESSION_CHANGES_CHANNEL, JSON.stringify({ tokenHash })]);
        await other.query('commit');
      } finally {
        await other.end();
      }
      await expect
        .poll(async () => (await current(token)).statusCode, { timeout: SESSION_CACHE_TTL_MS / 2, interval: 20, message: 'the notification should arrive well before the cache lifetime' })
        .toBe(401);
    });

    it('reads every session again when another API process requires two-factor of admins (PostgreSQL)', async () => {
      const { token } = await signedIn();
      const clientsList = () => ctx.app.inject({ method: 'GET', url: '/api/clients', headers: bearer(token) });
      expect((await clientsList()).statusCode).toBe(200);
      // What another API process does when an admin turns the setting on, on its own connection.
      const [{ name } = { name: '' }] = await queryRows<{ name: string }>(ctx.db, sql`select current_database() as name`);
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${name}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      const setRequirement = async (on: boolean) => {
        await other.query('begin');
        await other.query('insert into security_settings (id, require_admin_two_factor) values (1, $1) on conflict (id) do update set require_admin_two_factor = $1', [on]);
        await other.query('select pg_notify($1, $2)', [SESSION_CHANGES_CHANNEL, JSON.stringify({ everyone: true })]);
        await other.query('commit');
      };
      try {
        await setRequirement(true);
        await expect
          .poll(async () => (await clientsList()).statusCode, { timeout: SESSION_CACHE_TTL_MS / 2, interval: 20, message: 'the notification should arrive well before the cache lifetime' })
          .toBe(403);
      } finally {
        await setRequirement(false);
        await other.end();
      }
    });
  }
});
