import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../server/app.ts';
import { assets } from '../../server/db/schema.ts';
import { Fixtures, NOT_FOUND, VALIDATION_TITLE } from './fixtures.ts';
import { describeEachEngine, GOOD_PASSWORD } from './harness.ts';

const NUL = '\u0000';
const ZERO_WIDTH_SPACE = '\u200b';

/** Text is clean and capped, every answer has the problem shape, ids and paging parse one way. */
describeEachEngine('hardening: clean input and consistent edges', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  describe('item 4: one text schema for every text field', () => {
    it('answers 400 with the field’s message to control characters, in every kind of text field', async () => {
      const client = await fixtures.client();
      const venue = await fixtures.venue(client.id);
      const self = await ctx.createIdentity();
      const cases: [string, 'GET' | 'POST' | 'PUT', string, object | undefined][] = [
        ['name', 'POST', '/api/clients', { name: `Bad${NUL}Name` }],
        ['name', 'POST', '/api/theme', { name: `Tab\there` }],
        ['query', 'GET', `/api/search?query=${encodeURIComponent(`a${NUL}b`)}`, undefined],
        [
          'gmv',
          'POST',
          '/api/venues',
          { clientId: client.id, regionId: await fixtures.regionId(), name: 'Fine Venue', gmv: `GMV${NUL}1` },
        ],
        ['name', 'PUT', `/api/identities/${self.identity.id}`, { name: `Line\nbreak`, email: self.email }],
        ['name', 'POST', '/api/identities/external-api', { name: `Key${NUL}` }],
        ['name', 'POST', `/api/venues/${venue.id}/graphics-controller-auth-codes/ABCDEF`, { name: `PC${NUL}` }],
        ['email', 'POST', '/api/auth/login', { email: `a${NUL}@example.com`, password: 'x' }],
      ];
      for (const [field, method, url, payload] of cases) {
        const response = await send(method, url, payload);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
        const body = response.json<{ title: string; errors: Record<string, string[]> }>();
        expect(body.title).toBe(VALIDATION_TITLE);
        expect(body.errors[field], `${method} ${url}`).toBeDefined();
      }
    });

    it('caps the signup name (a 500,000-character name is refused, not stored)', async () => {
      const email = ctx.uniqueEmail('long');
      const invitation = await send('POST', '/api/invitations', { email });
      expect(invitation.statusCode).toBe(201);
      const { token } = invitation.json<{ token: string }>();
      const signup = await ctx.app.inject({
        method: 'POST',
        url: `/api/signup/invitations/${token}`,
        payload: { name: 'x'.repeat(500_000), email, password: GOOD_PASSWORD, passwordConfirm: GOOD_PASSWORD },
      });
      expect(signup.statusCode).toBe(400);
      expect(signup.json<{ errors: Record<string, string[]> }>().errors.name).toEqual([
        'Name must not be longer than 30 characters.',
      ]);
    });

    it('caps passwords, so nobody makes the server hash megabytes', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: ctx.uniqueEmail(), password: 'p'.repeat(100_000) },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['password']);
    });

    describe('the error log', () => {
      let app: App;
      const lines: string[] = [];
      beforeAll(async () => {
        const logStream = new Writable({
          write(chunk: Buffer, _encoding, done) {
            lines.push(chunk.toString('utf8'));
            done();
          },
        });
        app = await ctx.buildApp({ config: { logLevel: 'info' }, logStream });
        app.get('/api/test/failing-query', { config: { access: 'public' } }, async () => {
          await app.db.execute(sql`select ${'$argon2id$v=19$secret-hash'}::int`);
          return {};
        });
      });

      it('never prints a failed query’s parameters', async () => {
        const response = await app.inject({ method: 'GET', url: '/api/test/failing-query' });
        expect(response.statusCode).toBe(500);
        const logged = lines.join('');
        expect(logged).toContain('Request failed');
        expect(logged).not.toContain('secret-hash');
      });
    });
  });

  describe('item 13: edges answer in the problem shape, ids and paging parse one strict way', () => {
    it('answers an over-long id like any malformed id, on every method', async () => {
      const long = 'a'.repeat(5000);
      for (const method of ['GET', 'PUT'] as const) {
        const response = await send(method, `/api/clients/${long}`, method === 'PUT' ? { name: 'Some Name' } : undefined);
        expect(response.statusCode, method).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
        expect(response.body).not.toContain(long);
      }
    });

    it('refuses paging that is not plain decimal', async () => {
      for (const query of ['limit=0x10', 'offset=', 'offset[]=1', 'limit=1e1', 'offset=+1', 'limit=1&limit=2']) {
        const response = await send('GET', `/api/clients?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json<{ title: string }>().title).toBe(VALIDATION_TITLE);
      }
      expect((await send('GET', '/api/clients?offset=0&limit=10')).statusCode).toBe(200);
    });

    it('takes an upper-case uuid the same way on clients and venues', async () => {
      const client = await fixtures.client();
      const venue = await fixtures.venue(client.id);
      expect((await send('GET', `/api/clients/${client.id.toUpperCase()}`)).statusCode).toBe(200);
      expect((await send('GET', `/api/venues/${venue.id.toUpperCase()}`)).statusCode).toBe(200);
      // A client user reaching its own client and venue by the upper-case id too.
      const tenant = await fixtures.tenant();
      const own = await fixtures.venue(tenant.clientId);
      const upper = (url: string) => send('GET', url, undefined, tenant.headers);
      expect((await upper(`/api/clients/${tenant.clientId.toUpperCase()}`)).statusCode).toBe(200);
      expect((await upper(`/api/venues/${own.id.toUpperCase()}`)).statusCode).toBe(200);
      expect((await upper(`/api/clients/${tenant.clientId.toUpperCase()}/venues`)).statusCode).toBe(200);
      expect((await upper(`/api/venues/${own.id.toUpperCase()}/open-hours`)).statusCode).toBe(200);
      // Ids compared in code, not only in SQL: one's own identity.
      const self = await ctx.createIdentity({ name: 'Upper Case', identityType: 'ClientIdentity', clientId: tenant.clientId });
      const selfHeaders = { authorization: `Bearer ${await ctx.login(self.email, GOOD_PASSWORD)}` };
      const renamed = await send('PUT', `/api/identities/${self.identity.id.toUpperCase()}`, { name: 'Upper Case', email: self.email }, selfHeaders);
      expect(renamed.statusCode, renamed.body).toBe(200);
    });

    it('takes upper-case uuids in the bodies of playlists, schedule entries and takeovers (they were “not found”)', async () => {
      const client = await fixtures.client();
      const venue = await fixtures.venue(client.id);
      const [layout] = await ctx.db.insert(assets).values({ name: 'Upper layout', type: 'GROUP' }).returning({ id: assets.id });
      const upper = (id: string) => id.toUpperCase();
      const playlist = await send('POST', '/api/playlists', { name: 'Upper', items: [{ assetId: upper(layout!.id), durationSeconds: 10 }] });
      expect(playlist.statusCode, playlist.body).toBe(201);
      expect(playlist.json<{ items: { assetId: string }[] }>().items[0]?.assetId).toBe(layout!.id);
      const playlistId = playlist.json<{ id: string }>().id;
      const entry = await send('POST', '/api/schedules', {
        name: 'Upper entry',
        target: { venueId: upper(venue.id) },
        content: { playlistId: upper(playlistId) },
        days: ['monday'],
        from: '09:00',
        to: '10:00',
      });
      expect(entry.statusCode, entry.body).toBe(201);
      expect(entry.json()).toMatchObject({ target: { venueId: venue.id }, content: { playlistId } });
      const takeover = await send('POST', '/api/takeovers', {
        name: 'Upper takeover',
        targets: { clientIds: [upper(client.id)], venueIds: [upper(venue.id)] },
        content: { assetId: upper(layout!.id) },
        endUtc: new Date(ctx.now().getTime() + 3_600_000).toISOString(),
      });
      expect(takeover.statusCode, takeover.body).toBe(201);
      expect(takeover.json()).toMatchObject({ targets: { clientIds: [client.id], venueIds: [venue.id] }, content: { assetId: layout!.id } });
    });

    it('refuses a name of zero-width spaces as too short', async () => {
      const response = await send('POST', '/api/clients', { name: ZERO_WIDTH_SPACE.repeat(3) });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string[]> }>().errors.name).toEqual([
        'Client name must be at least 2 characters.',
      ]);
    });

    describe('over a real socket', () => {
      let app: App;
      let port: number;
      beforeAll(async () => {
        app = await ctx.buildApp();
        await app.listen({ host: '127.0.0.1', port: 0 });
        port = (app.server.address() as AddressInfo).port;
      });
      afterAll(() => app.close());

      const raw = (path: string) =>
        new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
          const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }),
            );
          });
          req.on('error', reject);
          req.end();
        });

      it('answers a 100k-character query in the problem shape', async () => {
        const response = await raw(`/api/clients?q=${'x'.repeat(100_000)}`);
        expect(response.status).toBe(431);
        expect(response.type).toContain('application/json');
        expect(JSON.parse(response.body)).toEqual({ title: 'Request Header Fields Too Large', status: 431 });
      });

      it('closes a connection whose JSON body stalls, and one that goes silent, after the request timeout', async () => {
        const quick = await ctx.buildApp({ config: { timeouts: { requestMs: 500, uploadMs: 60_000, shutdownGraceMs: 1000, storageMs: 10_000, drainMs: 500 } } });
        await quick.listen({ host: '127.0.0.1', port: 0 });
        try {
          const quickPort = (quick.server.address() as AddressInfo).port;
          const stall = async (head: string) => {
            const socket = connect(quickPort, '127.0.0.1');
            socket.on('error', () => undefined);
            await new Promise<void>((resolve) => socket.once('connect', resolve));
            const started = Date.now();
            socket.write(head);
            await new Promise<void>((resolve) => socket.once('close', () => resolve()));
            return Date.now() - started;
          };
          const json = 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":';
          expect(await stall(json)).toBeLessThan(5000);
          const upload = `PUT /api/clients/upload-clients HTTP/1.1\r\nHost: x\r\nAuthorization: ${admin.authorization}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n--b\r\n`;
          expect(await stall(upload)).toBeLessThan(5000);
        } finally {
          await quick.close();
        }
      });

      it('leaves no body timer behind a request answered before its body was read', async () => {
        const quick = await ctx.buildApp({ config: { timeouts: { requestMs: 200, uploadMs: 60_000, shutdownGraceMs: 1000, storageMs: 10_000, drainMs: 500 } } });
        const uncaught: unknown[] = [];
        const onUncaught = (error: unknown) => uncaught.push(error);
        process.on('uncaughtException', onUncaught);
        // The body timer is a setTimeout: faked for this request, so the test runs the clock past
        // requestMs instead of sleeping; a timer left behind fires (and throws) inside the advance.
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        try {
          // A 401 in onRequest: the body is never read, and an injected request's socket never closes.
          const refused = await quick.inject({ method: 'POST', url: '/api/clients', payload: { name: 'x' } });
          expect(refused.statusCode).toBe(401);
          vi.advanceTimersByTime(2 * 200);
          expect(uncaught).toEqual([]);
        } finally {
          vi.useRealTimers();
          process.off('uncaughtException', onUncaught);
          await quick.close();
        }
      });

      it('answers a malformed URL with the usual 400', async () => {
        const response = await raw('/api/clients/%E0%A4%A');
        expect(response.status).toBe(400);
        expect(JSON.parse(response.body)).toEqual({ title: 'Bad Request', status: 400 });
      });
    });
  });
});
