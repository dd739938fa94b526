import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app.ts';
import { screensAddressOf } from '../../../server/plugins/static-app.ts';
import { describeEachEngine } from '../harness.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.1a2b3c4d.js"></script></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml' };

/** The fleet page's first addresses, sent on by server/plugins/static-app.ts before the app's fallback. */
describeEachEngine('The built app served at /', (ctx) => {
  describe('the old /fleet addresses', () => {
    let app: App;
    beforeAll(async () => {
      const appDir = join(ctx.dataDir, 'app');
      mkdirSync(appDir, { recursive: true });
      writeFileSync(join(appDir, 'index.html'), INDEX_HTML);
      app = await ctx.buildApp({ config: { serveApp: true, appDir } });
    });

    it('sends /fleet and /fleet/{anything} on for good to /screens, the rest of the path and the query kept', async () => {
      for (const [from, to] of [
        ['/fleet', '/screens'],
        ['/fleet?outOfDate=true&status=stale', '/screens?outOfDate=true&status=stale'],
        ['/fleet/abc?x=1', '/screens/abc?x=1'],
        ['/fleet/c0000000-0000-4000-8000-000000000001', '/screens/c0000000-0000-4000-8000-000000000001'],
        ['/fleet/', '/screens/'],
      ] as const) {
        const response = await app.inject({ method: 'GET', url: from, headers: HTML });
        expect(response.statusCode, from).toBe(301);
        expect(response.headers.location, from).toBe(to);
      }
    });

    it('answers HEAD as GET', async () => {
      const response = await app.inject({ method: 'HEAD', url: '/fleet/abc?x=1' });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/screens/abc?x=1');
    });

    it('never sends a browser off the portal: the target is always a path under /screens', async () => {
      for (const [from, to] of [
        ['/fleet//evil.com', '/screens/evil.com'],
        ['/fleet//evil.com/?x=1', '/screens/evil.com/?x=1'],
        ['/fleet/\\evil.com', '/screens/evil.com'],
        ['/fleet/\\/evil.com', '/screens/evil.com'],
        ['/fleet///evil.com//x', '/screens/evil.com/x'],
      ] as const) {
        const response = await app.inject({ method: 'GET', url: from, headers: HTML });
        expect(response.statusCode, from).toBe(301);
        expect(response.headers.location, from).toBe(to);
        expect(new URL(String(response.headers.location), 'https://portal.example').origin, from).toBe('https://portal.example');
      }
    });

    it('leaves addresses that only begin like it to the app', async () => {
      for (const url of ['/fleetx', '/fleet-old/abc', '/screens', '/screens/abc?x=1']) {
        const response = await app.inject({ method: 'GET', url, headers: HTML });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(INDEX_HTML);
      }
    });
  });

  it('keeps the rest of the address as it came, only its runs of slashes made one', () => {
    expect(screensAddressOf('/fleet/a%2F%2Fb/c?next=//evil.com')).toBe('/screens/a%2F%2Fb/c?next=//evil.com');
  });
});
