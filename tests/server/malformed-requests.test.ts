import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataSourceMessages } from '../../contract/dataSources.ts';
import type { FleetList } from '../../contract/fleet.ts';
import type { App } from '../../server/app.ts';
import { assetFiles, assets, clients, revealMedia } from '../../server/db/schema.ts';
import { queryRows } from '../../server/services/sql-rows.ts';
import { DeviceFixtures } from './device-fixtures.ts';
import { Fixtures, MISSING_UUID, NOT_FOUND, tag, UNAUTHORIZED, VALIDATION_TITLE } from './fixtures.ts';
import { bearer, describeEachEngine, GOOD_PASSWORD } from './harness.ts';
import { MP4, multipart, PNG } from './media-fixtures.ts';

const NUL = '\u0000';
const RIGHT_TO_LEFT_OVERRIDE = '\u202e';

interface Upload {
  label: string;
  method: 'POST' | 'PUT';
  url: string;
  field: string;
  data: Buffer;
}

/** Malformed requests get a 4xx in the problem shape and change nothing, never a 500. */
describeEachEngine('malformed requests', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  let uploads: Upload[];
  let clientId: string;
  let venueId: string;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
    clientId = (await fixtures.client()).id;
    venueId = (await fixtures.venue(clientId)).id;
    uploads = [
      { label: 'client CSV', method: 'PUT', url: '/api/clients/upload-clients', field: 'clientsAndVenuesCsv', data: Buffer.from('a,b\n') },
      { label: 'client logo', method: 'POST', url: `/api/clients/${clientId}/logo`, field: 'logo', data: PNG },
      { label: 'venue logo', method: 'POST', url: `/api/venues/${venueId}/logo`, field: 'logo', data: PNG },
      { label: 'asset file', method: 'POST', url: '/api/assetfile?Name=Poster', field: 'File', data: PNG },
      { label: 'reveal poster', method: 'POST', url: `/api/venues/${venueId}/reveal-posters?PosterName=P`, field: 'revealPoster', data: PNG },
      { label: 'reveal background', method: 'POST', url: `/api/clients/${clientId}/reveal-backgrounds?BackgroundName=B`, field: 'revealBackground', data: PNG },
    ];
  });

  /** What an upload could have changed: rows of clients, asset files and reveal media. */
  const counts = async () => {
    const [[clientRows], [assetRows], [mediaRows]] = await Promise.all([
      ctx.db.select({ n: count() }).from(clients),
      ctx.db.select({ n: count() }).from(assetFiles),
      ctx.db.select({ n: count() }).from(revealMedia),
    ]);
    return [clientRows?.n, assetRows?.n, mediaRows?.n];
  };

  const expectProblem = (response: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number, label: string) => {
    expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBe(status);
    expect(String(response.headers['content-type']), label).toContain('application/json');
    expect(JSON.parse(response.body), label).toMatchObject({ status, title: expect.any(String) });
  };

  it('answers 400 to a multipart body without a boundary or cut short, on every upload route', async () => {
    const before = await counts();
    for (const upload of uploads) {
      const noBoundary = await ctx.app.inject({
        method: upload.method,
        url: upload.url,
        headers: { ...admin, 'content-type': 'multipart/form-data' },
        payload: 'whatever',
      });
      expectProblem(noBoundary, 400, `${upload.label} without a boundary`);
      const whole = multipart([{ name: upload.field, data: upload.data, filename: 'f.png', contentType: 'image/png' }]);
      const cut = await ctx.app.inject({
        method: upload.method,
        url: upload.url,
        headers: { ...admin, ...whole.headers },
        payload: whole.payload.subarray(0, whole.payload.length - 20),
      });
      expectProblem(cut, 400, `${upload.label} cut short`);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a repeated multipart field', async () => {
    const before = await counts();
    const twice = multipart([
      { name: 'Name', data: 'One' },
      { name: 'Name', data: 'Two' },
      { name: 'File', data: PNG, filename: 'a.png', contentType: 'image/png' },
    ]);
    expectProblem(await ctx.app.inject({ method: 'POST', url: '/api/assetfile', headers: { ...admin, ...twice.headers }, payload: twice.payload }), 400, 'two Names');
    const twoFiles = multipart([
      { name: 'logo', data: PNG, filename: 'a.png', contentType: 'image/png' },
      { name: 'logo', data: PNG, filename: 'b.png', contentType: 'image/png' },
    ]);
    const logo = await ctx.app.inject({ method: 'POST', url: `/api/clients/${clientId}/logo`, headers: { ...admin, ...twoFiles.headers }, payload: twoFiles.payload });
    expectProblem(logo, 400, 'two logos');
    expect(await counts()).toEqual(before);
  });

  it('answers 400 on the name to a NUL byte in a multipart field or an upload’s query parameter', async () => {
    const before = await counts();
    const post = (url: string, field: string, data: Buffer, extra: { name: string; data: string }[] = []) => {
      const body = multipart([...extra, { name: field, data, filename: 'f.bin', contentType: 'application/octet-stream' }]);
      return ctx.app.inject({ method: 'POST', url, headers: { ...admin, ...body.headers }, payload: body.payload });
    };
    const nul = encodeURIComponent(`A${NUL}B`);
    const cases: [string, string, Awaited<ReturnType<typeof post>>][] = [
      ['Name', 'asset file Name field', await post('/api/assetfile', 'File', PNG, [{ name: 'Name', data: `A${NUL}B` }])],
      ['Name', 'asset file Name parameter', await post(`/api/assetfile?Name=${nul}`, 'File', PNG)],
      ['PosterName', 'reveal PosterName', await post(`/api/venues/${venueId}/reveal-posters?PosterName=${nul}`, 'revealPoster', PNG)],
      ['BackgroundName', 'reveal BackgroundName', await post(`/api/venues/${venueId}/reveal-backgrounds?BackgroundName=${nul}`, 'revealBackground', PNG)],
      ['Name', 'reveal video Name', await post(`/api/clients/${clientId}/reveal-videos?Name=${nul}&VideoType=Promotional`, 'revealVideo', MP4)],
    ];
    for (const [field, label, response] of cases) {
      expectProblem(response, 400, label);
      expect(response.json<{ title: string }>().title, label).toBe(VALIDATION_TITLE);
      expect(response.json<{ errors: Record<string, string[]> }>().errors[field], label).toBeDefined();
    }
    expect(await counts()).toEqual(before);
  });

  it('caps the asset file Name like the other names', async () => {
    const body = multipart([
      { name: 'Name', data: 'x'.repeat(1024 * 60) },
      { name: 'File', data: PNG, filename: 'a.png', contentType: 'image/png' },
    ]);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/assetfile', headers: { ...admin, ...body.headers }, payload: body.payload });
    expectProblem(response, 400, 'a long Name');
    expect(response.json<{ errors: Record<string, string[]> }>().errors.Name).toEqual(['Name must not be longer than 100 characters.']);
  });

  it('refuses bidirectional controls in names and GMVs', async () => {
    const before = await counts();
    const rename = await ctx.app.inject({ method: 'POST', url: '/api/clients', headers: admin, payload: { name: `Evil${RIGHT_TO_LEFT_OVERRIDE}gpj.exe` } });
    expectProblem(rename, 400, 'client name');
    expect(rename.json<{ errors: Record<string, string[]> }>().errors.name).toBeDefined();
    for (const control of ['\u202a', '\u2066', '\u2069', '\u200f']) {
      const venue = await ctx.app.inject({
        method: 'POST',
        url: '/api/venues',
        headers: admin,
        payload: { clientId, regionId: await fixtures.regionId(), name: 'Fine Venue', gmv: `GMV${control}1` },
      });
      expectProblem(venue, 400, `GMV with U+${control.codePointAt(0)?.toString(16)}`);
      expect(venue.json<{ errors: Record<string, string[]> }>().errors.gmv).toBeDefined();
    }
    const poster = multipart([{ name: 'revealPoster', data: PNG, filename: 'p.png', contentType: 'image/png' }]);
    const named = await ctx.app.inject({
      method: 'POST',
      url: `/api/venues/${venueId}/reveal-posters?PosterName=${encodeURIComponent(`A${RIGHT_TO_LEFT_OVERRIDE}B`)}`,
      headers: { ...admin, ...poster.headers },
      payload: poster.payload,
    });
    expectProblem(named, 400, 'poster name');
    expect(await counts()).toEqual(before);
  });

  describe('controller codes', () => {
    it('answers %00 in a code like any unknown code, on check and link', async () => {
      const check = await ctx.app.inject({ method: 'GET', url: '/api/graphicscontrollerauthcode/check/%00ABCDE', headers: admin });
      expect(check.statusCode, check.body).toBe(404);
      expect(check.json()).toEqual(NOT_FOUND);
      const link = await ctx.app.inject({
        method: 'POST',
        url: `/api/venues/${venueId}/graphics-controller-auth-codes/%00ABCDE`,
        headers: admin,
        payload: { name: 'Generation One PC' },
      });
      expect(link.statusCode, link.body).toBe(404);
      expect(link.json()).toEqual(NOT_FOUND);
    });
  });
});

/**
 * The routes added with the home page, the venues list's filters, editing users, resending
 * invitations, scheduling, the fleet and webhooks (20, 22, 24): NUL bytes raw and as
 * %00, 1 MB strings, wrong types, malformed JSON, malformed ids and no session get a 4xx in
 * the problem shape and change nothing; never a 500.
 */
describeEachEngine('malformed requests to the scheduling, fleet, webhook and account routes', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  const MEGABYTE = 'x'.repeat(1024 * 1024);
  /** Under the 1 MB body limit: the field's own cap must answer. */
  const LONG = 'x'.repeat(100_000);
  let app: App;
  let admin: Record<string, string>;
  let device: Record<string, string>;
  let ids: Record<'client' | 'venue' | 'display' | 'asset' | 'playlist' | 'schedule' | 'webhook' | 'invitation' | 'identity' | 'region' | 'dataSource', string>;
  let identityEmail: string;
  /** The push source's own token: its values route takes no session. */
  let pusher: Record<string, string>;

  beforeAll(async () => {
    // Webhook endpoints on a loopback address are allowed here, so one can be made to edit.
    app = await ctx.buildApp({ config: { webhookAllowPrivate: true } });
    admin = await fixtures.adminHeaders();
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    const display = await devices.display(controller.id);
    device = bearer(controller.token);
    const [layout] = await ctx.db.insert(assets).values({ name: `Layout ${tag()}`, type: 'GROUP' }).returning({ id: assets.id });
    const created = async (url: string, payload: object) => {
      const response = await app.inject({ method: 'POST', url, headers: admin, payload });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const asset = layout!.id;
    const playlist = await created('/api/playlists', { name: 'Evening', items: [{ assetId: asset, durationSeconds: 30 }] });
    const schedule = await created('/api/schedules', {
      name: 'Happy hour',
      target: { venueId: venue.id },
      content: { assetId: asset },
      days: ['friday'],
      from: '17:00',
      to: '19:00',
    });
    const webhook = await created('/api/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['venue.offline'] });
    const invitation = await created('/api/invitations', { email: ctx.uniqueEmail('invited') });
    const person = await ctx.createIdentity({ name: 'Kept Name' });
    identityEmail = person.email;
    const source = await app.inject({
      method: 'POST',
      url: '/api/data-sources',
      headers: admin,
      payload: { name: 'Jackpots', clientId: tenant.clientId, kind: 'push', fields: [{ key: 'major', type: 'currency' }] },
    });
    expect(source.statusCode, source.body).toBe(201);
    const pushSource = source.json<{ id: string; pushToken: string }>();
    pusher = bearer(pushSource.pushToken);
    ids = {
      client: tenant.clientId,
      venue: venue.id,
      display: display.id,
      asset,
      playlist,
      schedule,
      webhook,
      invitation,
      identity: person.identity.id,
      region: await fixtures.regionId(),
      dataSource: pushSource.id,
    };
  });

  /** Every row a request here could change, as one fingerprint per table. */
  const state = async () => {
    const tables = [
      'identities',
      'identity_venues',
      'invitations',
      'invitation_venues',
      'playlists',
      'playlist_items',
      'schedule_entries',
      'takeovers',
      'webhook_endpoints',
      'display_reports',
      'display_commands',
      'plays',
      'displays',
      'regions',
      'compliance_rule_sets',
      'data_sources',
      'data_source_values',
    ];
    const fingerprints: Record<string, string | null> = {};
    for (const table of tables) {
      const [row] = await queryRows<{ f: string | null }>(
        ctx.db,
        sql`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as f from ${sql.identifier(table)} t`,
      );
      fingerprints[table] = row?.f ?? null;
    }
    return fingerprints;
  };

  const expectProblem = (response: { statusCode: number; body: string; headers: Record<string, unknown> }, statuses: number[], label: string) => {
    expect(statuses, `${label}: ${response.statusCode} ${response.body.slice(0, 200)}`).toContain(response.statusCode);
    expect(String(response.headers['content-type']), label).toContain('application/json');
    expect(JSON.parse(response.body), label).toMatchObject({ status: response.statusCode, title: expect.any(String) });
  };

  type Write = {
    label: string;
    method: 'POST' | 'PUT';
    url: () => string;
    headers: () => Record<string, string>;
    body: () => Record<string, unknown>;
    /** The 401 without a credential, when the route words it (a push names its token). */
    unauthorized?: object;
  };
  const report = () => ({
    shown: { assetId: ids.asset, playlistId: null, version: '"v1"', sinceUtc: ctx.now().toISOString() },
    playerVersion: '2026.11.25',
    cacheBytes: 1024,
    lastMediaError: null,
  });
  const writes: Write[] = [
    { label: 'identity edit', method: 'PUT', url: () => `/api/identities/${ids.identity}`, headers: () => admin, body: () => ({ name: 'Kept Name', email: identityEmail, identityType: 'Admin' }) },
    {
      label: 'identity role and email',
      method: 'PUT',
      url: () => `/api/identities/${ids.identity}`,
      headers: () => admin,
      body: () => ({ name: 'Kept Name', email: 'moved@example.com', existingPassword: GOOD_PASSWORD, identityType: 'ClientIdentity', clientId: ids.client }),
    },
    { label: 'heartbeat report', method: 'POST', url: () => `/api/graphicscontroller/self/displays/${ids.display}/report`, headers: () => device, body: report },
    {
      label: 'play upload',
      method: 'POST',
      url: () => '/api/graphicscontroller/self/plays',
      headers: () => device,
      body: () => ({ plays: [{ id: MISSING_UUID, displayId: ids.display, assetId: ids.asset, playlistId: ids.playlist, startedUtc: '2026-11-23T10:00:00.000Z', seconds: 10 }] }),
    },
    { label: 'fleet command', method: 'POST', url: () => '/api/fleet/commands', headers: () => admin, body: () => ({ kind: 'identify', target: { displayIds: [ids.display] } }) },
    { label: 'screenshot interval', method: 'PUT', url: () => `/api/clients/${ids.client}/screenshot-settings`, headers: () => admin, body: () => ({ intervalMinutes: 15 }) },
    { label: 'playlist edit', method: 'PUT', url: () => `/api/playlists/${ids.playlist}`, headers: () => admin, body: () => ({ name: 'Evening', items: [{ assetId: ids.asset, durationSeconds: 30 }] }) },
    {
      label: 'schedule edit',
      method: 'PUT',
      url: () => `/api/schedules/${ids.schedule}`,
      headers: () => admin,
      body: () => ({ name: 'Happy hour', target: { venueId: ids.venue }, content: { assetId: ids.asset }, days: ['friday'], from: '17:00', to: '19:00' }),
    },
    {
      label: 'takeover',
      method: 'POST',
      url: () => '/api/takeovers',
      headers: () => admin,
      body: () => ({ name: 'Closing early', targets: { venueIds: [ids.venue] }, content: { playlistId: ids.playlist }, endUtc: new Date(ctx.now().getTime() + 3_600_000).toISOString() }),
    },
    { label: 'webhook edit', method: 'PUT', url: () => `/api/webhooks/${ids.webhook}`, headers: () => admin, body: () => ({ url: 'http://127.0.0.1:9/hook', events: ['venue.offline'] }) },
    {
      label: 'identity role and venues',
      method: 'PUT',
      url: () => `/api/identities/${ids.identity}`,
      headers: () => admin,
      body: () => ({ name: 'Kept Name', email: identityEmail, role: 'venue-manager', clientId: ids.client, venueIds: [ids.venue] }),
    },
    {
      label: 'invitation with a role',
      method: 'POST',
      url: () => '/api/invitations',
      headers: () => admin,
      body: () => ({ email: 'role-invite@example.com', clientId: ids.client, role: 'viewer', venueIds: [ids.venue] }),
    },
    { label: 'display zone', method: 'PUT', url: () => `/api/display/${ids.display}/zone`, headers: () => admin, body: () => ({ zone: 'gaming-area' }) },
    { label: 'region jurisdiction', method: 'PUT', url: () => `/api/regions/${ids.region}`, headers: () => admin, body: () => ({ jurisdiction: 'AU-NSW' }) },
    {
      label: 'rule set',
      method: 'PUT',
      url: () => '/api/compliance/rules/AU-NSW',
      headers: () => admin,
      body: () => ({
        forbidden: [{ category: 'gaming-promotion', zones: ['external'] }],
        mandatory: { zones: ['gaming-area'], secondsPerHour: 60, slotSeconds: 15, assetId: null },
        requireLastDate: [],
        requireApproval: [],
        bannedTerms: ['free money'],
      }),
    },
    {
      label: 'data source edit',
      method: 'PUT',
      url: () => `/api/data-sources/${ids.dataSource}`,
      headers: () => admin,
      body: () => ({ name: 'Jackpots', clientId: ids.client, kind: 'push', staleAfterSeconds: 120, fields: [{ key: 'major', type: 'currency' }] }),
    },
    {
      label: 'data source create',
      method: 'POST',
      url: () => '/api/data-sources',
      headers: () => admin,
      body: () => ({ name: 'Offers', clientId: ids.client, kind: 'pull', url: 'https://example.com/offers.json', intervalSeconds: 30, fields: [{ key: 'title', path: '/title', type: 'text' }] }),
    },
    {
      label: 'data values push',
      method: 'PUT',
      url: () => `/api/data-sources/${ids.dataSource}/values`,
      headers: () => pusher,
      body: () => ({ values: { major: 12345.5 } }),
      unauthorized: { title: dataSourceMessages.tokenInvalid, status: 401 },
    },
  ];

  /** Each string, number and boolean of a body, by its path. */
  const leaves = (value: unknown, path: (string | number)[] = []): (string | number)[][] =>
    value !== null && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...path, Array.isArray(value) ? Number(key) : key])) : [path];
  const replaced = (value: unknown, path: (string | number)[], leaf: unknown): unknown => {
    if (path.length === 0) return leaf;
    const [head, ...rest] = path as [string | number, ...(string | number)[]];
    const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
    copy[head] = replaced((value as Record<string | number, unknown>)[head], rest, leaf);
    return copy;
  };

  it('answers 4xx to a NUL byte, a long or 1 MB string or a wrong type in any field of their bodies, and changes nothing', async () => {
    const before = await state();
    for (const write of writes) {
      const body = write.body();
      for (const path of leaves(body)) {
        for (const bad of [`A${NUL}B`, LONG, MEGABYTE, 12345, true, [], {}, 'not-an-id']) {
          // Only a wrong value: 'not-an-id' where an id goes, a number or boolean where it does not.
          const original = path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], body);
          if (bad === 'not-an-id' && !(typeof original === 'string' && /^[0-9a-f-]{36}$/.test(original))) continue;
          if ((typeof bad === 'number' || typeof bad === 'boolean') && typeof bad === typeof original) continue;
          const payload = replaced(body, path, bad) as object;
          const response = await app.inject({ method: write.method, url: write.url(), headers: write.headers(), payload });
          // 413 only for what the body limit stops; a field's cap answers 400 (an id's lookup, 404).
          expectProblem(response, bad === MEGABYTE ? [400, 404, 413] : [400, 404], `${write.label} ${path.join('.')}=${JSON.stringify(bad).slice(0, 20)}`);
        }
      }
    }
    expect(await state()).toEqual(before);
  });

  it('answers 400 to malformed JSON, a raw NUL byte in the JSON text, or a body that is not an object; nothing changes', async () => {
    const before = await state();
    for (const write of writes) {
      const json = JSON.stringify(write.body());
      const raw = json.replace(/"([^"]+)"/, `"$1${NUL}"`);
      for (const [kind, payload] of [['cut short', json.slice(0, -5)], ['raw NUL', raw], ['array', '[]'], ['null', 'null'], ['string', '"x"']] as const) {
        const response = await app.inject({ method: write.method, url: write.url(), headers: { ...write.headers(), 'content-type': 'application/json' }, payload });
        expectProblem(response, [400], `${write.label}, ${kind}`);
      }
    }
    expect(await state()).toEqual(before);
  });

  it('answers 400 to %00, a long value or a wrong value in their query parameters', async () => {
    const megabyteParam = 'x'.repeat(2000);
    const cases: [string, string, Record<string, string>][] = [
      ['/api/venues', 'sort', admin],
      ['/api/venues', 'inAlert', admin],
      ['/api/venues', 'clientId', admin],
      ['/api/fleet/displays', 'clientId', admin],
      ['/api/fleet/displays', 'outOfDate', admin],
      ['/api/fleet/displays', 'status', admin],
      ['/api/fleet/displays', 'regionId', admin],
      ['/api/fleet/displays', 'venueId', admin],
      ['/api/fleet/displays', 'inAlert', admin],
      ['/api/fleet/displays', 'sort', admin],
      ['/api/fleet/displays', 'direction', admin],
      [`/api/display/${ids.display}/timeline?to=2026-11-24T00:00:00.000Z`, 'from', admin],
      [`/api/display/${ids.display}/timeline?from=2026-11-23T00:00:00.000Z`, 'to', admin],
      ['/api/activity', 'from', admin],
      ['/api/activity', 'changesOnly', admin],
      ['/api/reports/plays?to=2026-11-24', 'from', admin],
      ['/api/reports/plays?from=2026-11-23', 'to', admin],
      ['/api/reports/plays?from=2026-11-23&to=2026-11-24', 'groupBy', admin],
      ['/api/reports/plays?from=2026-11-23&to=2026-11-24', 'interval', admin],
      ['/api/reports/plays.csv?from=2026-11-23&to=2026-11-24', 'venueId', admin],
      ['/api/reports/compliance?to=2026-11-24', 'from', admin],
      ['/api/reports/compliance?from=2026-11-23', 'to', admin],
      ['/api/reports/compliance?from=2026-11-23&to=2026-11-24', 'clientId', admin],
      ['/api/reports/compliance.csv?from=2026-11-23&to=2026-11-24', 'venueId', admin],
    ];
    for (const [url, name, headers] of cases) {
      for (const value of ['%00', 'a%00b', megabyteParam, 'wrong']) {
        const full = `${url}${url.includes('?') ? '&' : '?'}${name}=${value}`;
        const response = await app.inject({ method: 'GET', url: full, headers });
        expectProblem(response, [400], `${url} ${name}=${value.slice(0, 10)}`);
        expect(response.json<{ title: string }>().title, full).toBe(VALIDATION_TITLE);
      }
    }
    // The fleet's search takes any words, but not a NUL byte or more than its limit.
    for (const value of ['%00', 'a%00b', megabyteParam]) {
      const response = await app.inject({ method: 'GET', url: `/api/fleet/displays?q=${value}`, headers: admin });
      expectProblem(response, [400], `fleet q=${value.slice(0, 10)}`);
    }
    // The schedules list's filters are ids of records: a malformed one is not found, like any other.
    for (const name of ['venueId', 'displayId', 'clientId']) {
      for (const value of ['%00', 'a%00b', megabyteParam, 'wrong']) {
        const response = await app.inject({ method: 'GET', url: `/api/schedules?${name}=${value}`, headers: admin });
        expectProblem(response, [400, 404], `schedules ${name}=${value.slice(0, 10)}`);
      }
    }
  });

  it('answers 404 to a malformed, %00 or unknown id in the address, on every method', async () => {
    const before = await state();
    const routes: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', (id: string) => string, Record<string, string>, object | undefined][] = [
      ['fleet display', 'GET', (id) => `/api/fleet/displays/${id}`, admin, undefined],
      ['resend', 'POST', (id) => `/api/invitations/${id}/resend`, admin, undefined],
      ['identity', 'PUT', (id) => `/api/identities/${id}`, admin, { name: 'Some Name', email: ctx.uniqueEmail() }],
      ['playlist', 'GET', (id) => `/api/playlists/${id}`, admin, undefined],
      ['playlist', 'PUT', (id) => `/api/playlists/${id}`, admin, { name: 'P', items: [{ assetId: ids.asset, durationSeconds: 30 }] }],
      ['playlist', 'DELETE', (id) => `/api/playlists/${id}`, admin, undefined],
      ['schedule', 'GET', (id) => `/api/schedules/${id}`, admin, undefined],
      ['schedule', 'DELETE', (id) => `/api/schedules/${id}`, admin, undefined],
      ['takeover', 'DELETE', (id) => `/api/takeovers/${id}`, admin, undefined],
      ['timeline', 'GET', (id) => `/api/display/${id}/timeline?from=2026-11-23T00:00:00.000Z&to=2026-11-24T00:00:00.000Z`, admin, undefined],
      ['webhook', 'GET', (id) => `/api/webhooks/${id}`, admin, undefined],
      ['webhook deliveries', 'GET', (id) => `/api/webhooks/${id}/deliveries`, admin, undefined],
      ['webhook test', 'POST', (id) => `/api/webhooks/${id}/test`, admin, undefined],
      ['delivery resend', 'POST', (id) => `/api/webhooks/${ids.webhook}/deliveries/${id}/resend`, admin, undefined],
      ['device report', 'POST', (id) => `/api/graphicscontroller/self/displays/${id}/report`, device, report()],
      ['device day', 'GET', (id) => `/api/graphicscontroller/self/displays/${id}/day`, device, undefined],
      ['command answer', 'POST', (id) => `/api/graphicscontroller/self/displays/${ids.display}/commands/${id}`, device, { state: 'done' }],
    ];
    for (const [label, method, url, headers, payload] of routes) {
      for (const id of ['not-a-uuid', '%00', `${MISSING_UUID}%00`, 'a'.repeat(3000), MISSING_UUID]) {
        const response = await app.inject({ method, url: url(id), headers, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${method} ${label} ${id.slice(0, 40)}: ${response.body}`).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    }
    expect(await state()).toEqual(before);
  });

  it('answers 401 without a session (or device token), before reading a bad body', async () => {
    const before = await state();
    const reads = ['/api/home', '/api/venues?sort=name', `/api/fleet/displays`, `/api/fleet/displays/${ids.display}`, '/api/playlists', '/api/schedules', '/api/takeovers', '/api/webhooks', '/api/reports/plays?from=2026-11-23&to=2026-11-24', '/api/reports/compliance?from=2026-11-23&to=2026-11-24'];
    for (const url of reads) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
    const resend: Write = { label: 'resend', method: 'POST', url: () => `/api/invitations/${ids.invitation}/resend`, headers: () => admin, body: () => ({}) };
    for (const write of [...writes, resend]) {
      for (const payload of [write.body(), { name: `A${NUL}` }]) {
        const response = await app.inject({ method: write.method, url: write.url(), payload });
        expect(response.statusCode, write.label).toBe(401);
        expect(response.json()).toEqual(write.unauthorized ?? UNAUTHORIZED);
      }
      // A portal session is not a device, and a device is not a portal session.
      const swapped = write.headers() === device ? admin : device;
      expect((await app.inject({ method: write.method, url: write.url(), headers: swapped, payload: write.body() })).statusCode, write.label).toBe(401);
    }
    expect(await state()).toEqual(before);
  });

  it('refuses times the database would not store faithfully, so one report cannot break the fleet list', async () => {
    // Year 0000 does not exist in PostgreSQL; an offset carries 0001 into 1 BC and 9999 into year 10000,
    // which every later answer showing the time would fail on; years below 100 read back as 19xx/20xx.
    const before = await state();
    for (const time of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+01:00', '0099-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00']) {
      const base = report();
      for (const payload of [{ ...base, shown: { ...base.shown, sinceUtc: time } }, { ...base, lastMediaError: { message: 'promo.mp4: 404', atUtc: time } }]) {
        const response = await app.inject({ method: 'POST', url: `/api/graphicscontroller/self/displays/${ids.display}/report`, headers: device, payload });
        expectProblem(response, [400], `report at ${time}`);
      }
      const takeover = await app.inject({ method: 'POST', url: '/api/takeovers', headers: admin, payload: { name: 'T', targets: { all: true }, content: { assetId: ids.asset }, endUtc: time } });
      expectProblem(takeover, [400], `takeover ending ${time}`);
      for (const url of [`/api/activity?from=${encodeURIComponent(time)}`, `/api/display/${ids.display}/timeline?from=${encodeURIComponent(time)}&to=${encodeURIComponent(time)}`]) {
        expectProblem(await app.inject({ method: 'GET', url, headers: admin }), [400], url);
      }
    }
    for (const date of ['0000-01-01', '0001-01-01']) {
      for (const field of ['firstDate', 'lastDate']) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/schedules',
          headers: admin,
          payload: { name: 'Old', target: { venueId: ids.venue }, content: { assetId: ids.asset }, days: ['friday'], from: '17:00', to: '19:00', [field]: date },
        });
        expectProblem(response, [400], `${field} ${date}`);
        expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toBeDefined();
      }
    }
    expect(await state()).toEqual(before);
    // The latest time a request may carry is stored and shown back as sent.
    const latest = '9999-12-31T23:59:59.000Z';
    const base = report();
    const accepted = await app.inject({ method: 'POST', url: `/api/graphicscontroller/self/displays/${ids.display}/report`, headers: device, payload: { ...base, shown: { ...base.shown, sinceUtc: latest } } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const listed = await app.inject({ method: 'GET', url: `/api/fleet/displays?clientId=${ids.client}`, headers: admin });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<FleetList>().items[0]?.shown?.sinceUtc).toBe(latest);
  });
});
