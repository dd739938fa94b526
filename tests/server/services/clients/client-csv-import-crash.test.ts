import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_UPLOAD_FIELD } from '../../../../contract/clientUpload.ts';
import { freePort } from '../../../support/freePort.ts';
import { startPortal, type PortalProcess } from '../../../support/portalProcess.ts';
import { copyMigratedPgliteDatabase } from '../../harness.ts';

const ADMIN = { email: 'admin@example.com', password: 'Correct-Horse-9' };
const ROWS = 20_000;

/**
 * An embedded (PGlite) import is written in short statements so the server
 * keeps answering; a process killed (SIGKILL) in the middle must leave nothing of the file once
 * it starts again (server/services/clients/client-csv-import.ts).
 */
describe('an embedded client CSV import killed half way [pglite]', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('is undone when the server next starts, before it answers', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-import-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    copyMigratedPgliteDatabase(dataDir);
    const port = await freePort();
    const start = () =>
      startPortal({
        entry: 'server bundle',
        port,
        stdio: 'collect',
        env: { NODE_ENV: 'development', DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: '' },
      });
    const base = `http://127.0.0.1:${port}`;
    let portal: PortalProcess = await start();
    cleanups.push(() => portal.kill());

    const signIn = async () => {
      const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
      expect(response.status).toBe(200);
      return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
    };
    const totals = async (headers: Record<string, string>) => {
      const read = async (path: string) => ((await (await fetch(`${base}${path}?limit=1`, { headers })).json()) as { total: number }).total;
      // Venues first: the import writes every client before its first venue, so once venues are
      // seen, the clients read after them are all there (read the other way round, a batch of
      // clients can land between the two reads).
      const venues = await read('/api/venues');
      return { clients: await read('/api/clients'), venues };
    };
    let headers = await signIn();
    expect(await totals(headers)).toEqual({ clients: 0, venues: 0 });
    // A client the file names in another spelling: the import renames it (before it writes venues).
    const existing = await fetch(`${base}/api/clients`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'crash client 7' }) });
    expect(existing.status).toBe(201);
    const existingId = ((await existing.json()) as { id: string }).id;
    const nameOf = async (id: string) => ((await (await fetch(`${base}/api/clients/${id}`, { headers })).json()) as { name: string }).name;

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
    const renamed = await nameOf(existingId);
    portal.child.kill('SIGKILL');
    await portal.exited;
    expect(await upload, 'the import finished before the kill').toBe('cut');
    expect(seen.venues).toBeGreaterThan(0);
    expect(seen.venues).toBeLessThan(ROWS);
    expect(seen.clients).toBe(2000);
    expect(renamed).toBe('Crash Client 7');

    portal = await start();
    headers = await signIn();
    // Only the client that was there before, under its own name again.
    expect(await totals(headers)).toEqual({ clients: 1, venues: 0 });
    expect(await nameOf(existingId)).toBe('crash client 7');
    expect(portal.output()).toMatch(/import cut short by a stop was undone: 1999 clients and \d+ venues/);
    console.info(`[pglite] killed with ${seen.clients} clients and ${seen.venues} of ${ROWS} venues written (and 1 client renamed); after the restart: none of it, the renamed client named as before`);
  }, 180_000);
});
