import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_UPLOAD_FIELD } from '../../contract/clientUpload.ts';
import { freePort, startPortal, type PortalProcess } from './portal-process.ts';

const ADMIN = { email: 'admin@example.com', password: 'Correct-Horse-9' };
const ROWS = 20_000;

/**
 * Issue 19 finding 5: an embedded (PGlite) import is written in short statements so the server
 * keeps answering; a process killed (SIGKILL) in the middle must leave nothing of the file once
 * it starts again.
 */
describe('an embedded client CSV import killed half way [pglite]', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('is undone when the server next starts, before it answers', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-import-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: '' };
    const base = `http://127.0.0.1:${env.PORT}`;
    let portal: PortalProcess = await startPortal(env);
    cleanups.push(() => portal.kill());

    const signIn = async () => {
      const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
      expect(response.status).toBe(200);
      return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
    };
    const totals = async (headers: Record<string, string>) => {
      const read = async (path: string) => ((await (await fetch(`${base}${path}?limit=1`, { headers })).json()) as { total: number }).total;
      return { clients: await read('/api/clients'), venues: await read('/api/venues') };
    };
    let headers = await signIn();
    expect(await totals(headers)).toEqual({ clients: 0, venues: 0 });

    const csv = ['clientName,venueName,gmv,region', ...Array.from({ length: ROWS }, (_, row) => `Crash Client ${row % 2000},Crash Venue ${row},CRASH-${row},Victoria`)].join('\n');
    const form = new FormData();
    form.append(CLIENT_UPLOAD_FIELD, new Blob([csv], { type: 'text/csv' }), 'clients.csv');
    const upload = fetch(`${base}/api/clients/upload-clients`, { method: 'PUT', headers, body: form }).then(
      (response) => response.status,
      () => 'cut' as const,
    );

    // The server answers between the import's statements: kill it once venues start to appear.
    let seen = { clients: 0, venues: 0 };
    const deadline = Date.now() + 60_000;
    while (seen.venues === 0 && Date.now() < deadline) seen = await totals(headers);
    portal.child.kill('SIGKILL');
    await portal.exited;
    expect(await upload, 'the import finished before the kill').toBe('cut');
    expect(seen.venues).toBeGreaterThan(0);
    expect(seen.venues).toBeLessThan(ROWS);

    portal = await startPortal(env);
    headers = await signIn();
    expect(await totals(headers)).toEqual({ clients: 0, venues: 0 });
    expect(portal.output()).toMatch(/import cut short by a stop was undone: 2000 clients and \d+ venues/);
    console.info(`[pglite] killed with ${seen.clients} clients and ${seen.venues} of ${ROWS} venues written; after the restart: none`);
  }, 180_000);
});
