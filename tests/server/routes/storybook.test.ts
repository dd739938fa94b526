import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORYBOOK_NOT_BUILT, type StorybookLink } from '../../../contract/storybook.ts';
import type { App } from '../../../server/app.ts';
import { identities } from '../../../server/db/schema.ts';
import { STORYBOOK_LINK_EXPIRED } from '../../../server/plugins/static-storybook.ts';
import { STORYBOOK_COOKIE_LIFETIME_MS, STORYBOOK_LINK_LIFETIME_MS } from '../../../server/services/storybook-pass.ts';
import { FORBIDDEN, Fixtures, UNAUTHORIZED } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

/** As `storybook build` writes its pages: an inline script first, then the manager's bundle. */
const MANAGER_GLOBALS = 'window.CONFIG_TYPE = "PRODUCTION";';
const INDEX_HTML = `<!doctype html><html><body><script>${MANAGER_GLOBALS}</script><script type="module" src="./sb-manager/runtime.js"></script></body></html>`;

describeEachEngine('The Storybook published at /storybook/', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let app: App;

  /** Asks for a link as `headers`' identity and follows it: the cookie the pass was traded for. */
  async function openWithLink(headers: Record<string, string>): Promise<string> {
    const link = await app.inject({ method: 'POST', url: '/api/storybook/link', headers });
    expect(link.statusCode, link.body).toBe(200);
    const opened = await app.inject({ method: 'GET', url: link.json<StorybookLink>().url, headers: { accept: 'text/html' } });
    expect(opened.statusCode, opened.body).toBe(303);
    expect(opened.headers.location).toBe('/storybook/');
    const setCookie = String(opened.headers['set-cookie']);
    expect(setCookie).toMatch(/^storybook_pass=[^;]+; Path=\/storybook\/; Max-Age=28800; HttpOnly; SameSite=Strict$/);
    return setCookie.split(';', 1)[0] ?? '';
  }

  beforeAll(async () => {
    const storybookDir = join(ctx.dataDir, 'storybook-build');
    mkdirSync(join(storybookDir, 'sb-manager'), { recursive: true });
    writeFileSync(join(storybookDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(storybookDir, 'iframe.html'), '<!doctype html><html><body><div id="storybook-root"></div></body></html>');
    writeFileSync(join(storybookDir, 'sb-manager', 'runtime.js'), 'console.log("manager");');
    app = await ctx.buildApp({ config: { serveApp: true, appDir: join(ctx.dataDir, 'no-app-build'), storybookDir } });
  });

  describe('POST /api/storybook/link', () => {
    it('gives a signed-in admin a one-minute link, never cached', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/storybook/link', headers: await fixtures.adminHeaders() });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const link = response.json<StorybookLink>();
      expect(link.url).toMatch(/^\/storybook\/\?pass=[\w%-]+$/);
      const lifetime = Date.parse(link.expiresUtc) - ctx.now().getTime();
      expect(lifetime).toBeGreaterThan(STORYBOOK_LINK_LIFETIME_MS - 5000);
      expect(lifetime).toBeLessThanOrEqual(STORYBOOK_LINK_LIFETIME_MS);
    });

    it('answers a client user 403 and an anonymous caller 401', async () => {
      const tenant = await fixtures.tenant();
      const asClient = await app.inject({ method: 'POST', url: '/api/storybook/link', headers: tenant.headers });
      expect(asClient.statusCode).toBe(403);
      expect(asClient.json()).toEqual(FORBIDDEN);
      const anonymous = await app.inject({ method: 'POST', url: '/api/storybook/link' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(UNAUTHORIZED);
    });

    it('answers 404 when this server has no Storybook build', async () => {
      const bare = await ctx.buildApp({ config: { serveApp: true, appDir: join(ctx.dataDir, 'no-app-build') } });
      const response = await bare.inject({ method: 'POST', url: '/api/storybook/link', headers: await fixtures.adminHeaders() });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ title: STORYBOOK_NOT_BUILT, status: 404 });
    });
  });

  describe('GET /storybook/', () => {
    it('serves every file to the admin who followed the link, framable by its own pages only', async () => {
      const cookie = await openWithLink(await fixtures.adminHeaders());
      const page = await app.inject({ method: 'GET', url: '/storybook/', headers: { cookie, accept: 'text/html' } });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.body).toBe(INDEX_HTML);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain(`'sha256-${createHash('sha256').update(MANAGER_GLOBALS).digest('base64')}'`);
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      const bundle = await app.inject({ method: 'GET', url: '/storybook/sb-manager/runtime.js', headers: { cookie } });
      expect(bundle.statusCode).toBe(200);
      expect(bundle.body).toBe('console.log("manager");');
      const bare = await app.inject({ method: 'GET', url: '/storybook', headers: { cookie } });
      expect(bare.statusCode).toBe(301);
      expect(bare.headers.location).toBe('/storybook/');
    });

    it('answers 401 without a cookie, to a forged one and to a bearer token alone', async () => {
      const headers = await fixtures.adminHeaders();
      for (const request of [{}, { cookie: 'storybook_pass=forged' }, headers]) {
        const response = await app.inject({ method: 'GET', url: '/storybook/sb-manager/runtime.js', headers: request });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ title: STORYBOOK_LINK_EXPIRED, status: 401 });
      }
    });

    it("refuses a link after its minute and a cookie after its day, and a client user's forged try", async () => {
      const adminHeaders = await fixtures.adminHeaders();
      const link = (await app.inject({ method: 'POST', url: '/api/storybook/link', headers: adminHeaders })).json<StorybookLink>();
      const cookie = await openWithLink(adminHeaders);
      ctx.travel(STORYBOOK_LINK_LIFETIME_MS + 1000);
      const late = await app.inject({ method: 'GET', url: link.url });
      expect(late.statusCode).toBe(401);
      expect(late.headers['set-cookie']).toBeUndefined();
      ctx.travel(STORYBOOK_COOKIE_LIFETIME_MS);
      const stale = await app.inject({ method: 'GET', url: '/storybook/', headers: { cookie } });
      expect(stale.statusCode).toBe(401);
      // A link pass is not a cookie pass: the purposes are sealed in.
      const passAsCookie = decodeURIComponent(link.url.split('pass=')[1] ?? '');
      const swapped = await app.inject({ method: 'GET', url: '/storybook/', headers: { cookie: `storybook_pass=${passAsCookie}` } });
      expect(swapped.statusCode).toBe(401);
    });

    it('shuts out an admin who is no longer one at once', async () => {
      const { identity, email, password } = await ctx.createIdentity({ identityType: 'Admin' });
      const cookie = await openWithLink({ authorization: `Bearer ${await ctx.login(email, password)}` });
      const client = await fixtures.client();
      await ctx.db.update(identities).set({ identityType: 'ClientIdentity', clientId: client.id, role: 'client' }).where(eq(identities.id, identity.id));
      const response = await app.inject({ method: 'GET', url: '/storybook/', headers: { cookie } });
      expect(response.statusCode).toBe(401);
    });
  });
});
