import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { beforeAll, expect, it } from 'vitest';
import type { CreatedDataSource } from '../../../contract/dataSources.ts';
import type { LiveValues } from '../../../contract/liveValues.ts';
import type { App } from '../../../server/app.ts';
import { hashToken } from '../../../server/services/tokens.ts';
import { DeviceFixtures } from '../device-fixtures.ts';
import { Fixtures, tag } from '../fixtures.ts';
import { bearer, describeEachEngine } from '../harness.ts';

/**
 * What every player call pays for, cut down for 10,000 screens (docs/live-data.md#delivery-to-players):
 * the security headers copied from helmet's once-recorded set, the device token still checked on each
 * call, the long poll's query still refused when bad, and no access-log lines for device calls
 * (server/plugins/security-headers.ts, server/plugins/device-auth.ts).
 */
describeEachEngine('the plumbing of a player’s calls', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  const lines: string[] = [];
  let app: App;
  let admin: Record<string, string>;
  let device: Record<string, string>;
  let source: CreatedDataSource;

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await ctx.buildApp({ config: { logLevel: 'info' }, logStream });
    admin = await fixtures.adminHeaders();
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    device = bearer((await devices.controller({ venueId: venue.id, clientId: tenant.clientId })).token);
    const created = await app.inject({
      method: 'POST',
      url: '/api/data-sources',
      headers: admin,
      payload: { name: `Jackpots ${tag()}`, clientId: tenant.clientId, kind: 'push', staleAfterSeconds: 30, fields: [{ key: 'major', type: 'currency' }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    source = created.json<CreatedDataSource>();
  });

  const valuesUrl = (query: string) => `/api/graphicscontroller/self/data-values?${query}`;

  it('sends a device’s JSON the same security headers as every other API answer, on a 200, a 304 and a 401', async () => {
    const portal = await app.inject({ method: 'GET', url: '/api/health/live' });
    const first = await app.inject({ method: 'GET', url: valuesUrl(`sources=${source.id}`), headers: device });
    expect(first.statusCode, first.body).toBe(200);
    const unchanged = await app.inject({ method: 'GET', url: valuesUrl(`sources=${source.id}`), headers: { ...device, 'if-none-match': first.json<LiveValues>().version } });
    expect(unchanged.statusCode).toBe(304);
    const refused = await app.inject({ method: 'GET', url: valuesUrl(`sources=${source.id}`), headers: bearer('not-a-device-token') });
    expect(refused.statusCode).toBe(401);
    const security = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    for (const name of security) {
      expect(portal.headers[name], name).toBeDefined();
      for (const answer of [first, unchanged, refused]) expect(answer.headers[name], name).toBe(portal.headers[name]);
    }
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(String(first.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(first.headers['x-powered-by']).toBeUndefined();
    // The long poll's own headers are its own: never cached by a proxy, never no-store (no secret in it).
    expect(first.headers['cache-control']).toBe('no-cache');
  });

  it('checks the device token on every call: a token the poll passed a moment ago is refused once its controller is gone', async () => {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    const url = valuesUrl(`sources=${source.id}`);
    expect((await app.inject({ method: 'GET', url, headers: bearer(controller.token) })).statusCode).toBe(200);
    const unlinked = await app.inject({ method: 'DELETE', url: `/api/venues/${venue.id}/graphics-controllers/${controller.id}`, headers: admin });
    expect(unlinked.statusCode, unlinked.body).toBe(204);
    expect((await app.inject({ method: 'GET', url, headers: bearer(controller.token) })).statusCode).toBe(401);
  });

  it('refuses a bad query with 400 every time, however often a good one was seen; a good one answers the same each time', async () => {
    const good = valuesUrl(`sources=${source.id}&waitSeconds=0`);
    for (let n = 0; n < 3; n += 1) {
      const answer = await app.inject({ method: 'GET', url: good, headers: device });
      expect(answer.statusCode).toBe(200);
      expect(answer.json<LiveValues>().sources.map((read) => read.id)).toEqual([source.id]);
    }
    // The same sources in upper case and with spaces are the same ids.
    const loud = await app.inject({ method: 'GET', url: valuesUrl(`sources=${encodeURIComponent(` ${source.id.toUpperCase()} `)}`), headers: device });
    expect(loud.json<LiveValues>().sources.map((read) => read.id)).toEqual([source.id]);
    for (const bad of [`sources=nope`, `sources=${source.id}&waitSeconds=56`, `sources=${source.id}&waitSeconds=-1`, `sources=${source.id}&sources=${source.id}`, `waitSeconds=1`, '']) {
      for (let n = 0; n < 2; n += 1) {
        const answer = await app.inject({ method: 'GET', url: valuesUrl(bad), headers: device });
        expect(answer.statusCode, bad).toBe(400);
        expect(answer.json<{ status: number }>().status).toBe(400);
      }
    }
  });

  it('writes no access-log lines for a device’s calls, and still logs their failures and every portal call', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: valuesUrl(`sources=${source.id}`), headers: device });
    await app.inject({ method: 'GET', url: valuesUrl('sources=nope'), headers: device });
    await app.inject({ method: 'GET', url: '/api/health/live' });
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string }; status?: number });
    const accessLogged = logged.filter((line) => line.msg === 'incoming request').map((line) => line.req?.url);
    expect(accessLogged).toEqual(['/api/health/live']);
    expect(logged.filter((line) => line.status === 400)).toHaveLength(1);
  });

  it('hashes a token as SHA-256 in hex, as stored', () => {
    const token = 'a-device-token-ünïcode';
    expect(hashToken(token)).toBe(createHash('sha256').update(token, 'utf8').digest('hex'));
  });
});
