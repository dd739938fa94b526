import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app.ts';
import { describeEachEngine } from '../harness.ts';

const APP_HTML = '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.1a2b3c4d.js"></script></body></html>';
/** As Parcel writes the player's page: an import map for the service worker's address, then the entry. */
const PLAYER_IMPORT_MAP = '{"imports":{"77K20":"/player/sw.js"}}';
const PLAYER_HTML = `<!doctype html><html><script type="importmap">${PLAYER_IMPORT_MAP}</script><body><div id="root"></div><script type="module" src="/player/player.5e6f7a8b.js"></script></body></html>`;

/** The player's build served by server/plugins/static-player.ts. */
describeEachEngine('The player served at /player', (ctx) => {
  describe('with both builds', () => {
    let app: App;
    beforeAll(async () => {
      const appDir = join(ctx.dataDir, 'portal-build');
      const playerDir = join(ctx.dataDir, 'player-build');
      mkdirSync(appDir, { recursive: true });
      mkdirSync(playerDir, { recursive: true });
      writeFileSync(join(appDir, 'index.html'), APP_HTML);
      writeFileSync(join(playerDir, 'index.html'), PLAYER_HTML);
      writeFileSync(join(playerDir, 'player.5e6f7a8b.js'), 'console.log("player");');
      writeFileSync(join(playerDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
      app = await ctx.buildApp({ config: { serveApp: true, appDir, playerDir } });
    });

    it("serves the player's page at /player, whatever the display asked for, never cached for long", async () => {
      for (const url of ['/player', '/player?display=Bar', '/player/']) {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.body, url).toBe(PLAYER_HTML);
      }
    });

    it("allows the player's inline import map by its hash", async () => {
      const response = await app.inject({ method: 'GET', url: '/player', headers: { accept: 'text/html' } });
      const hash = createHash('sha256').update(PLAYER_IMPORT_MAP).digest('base64');
      expect(String(response.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    });

    it('caches hashed bundles for good, the service worker not, and lets the worker control /player', async () => {
      const bundle = await app.inject({ method: 'GET', url: '/player/player.5e6f7a8b.js' });
      expect(bundle.statusCode).toBe(200);
      expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const worker = await app.inject({ method: 'GET', url: '/player/sw.js' });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['service-worker-allowed']).toBe('/player');
    });

    it("leaves the portal's own pages to the portal", async () => {
      const response = await app.inject({ method: 'GET', url: '/venues', headers: { accept: 'text/html' } });
      expect(response.body).toBe(APP_HTML);
      const missing = await app.inject({ method: 'GET', url: '/player/missing.3f3f3f3f.js' });
      expect(missing.statusCode).toBe(404);
    });
  });
});
