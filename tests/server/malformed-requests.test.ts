import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assetFiles, clients, revealMedia } from '../../server/db/schema.ts';
import { Fixtures, NOT_FOUND, VALIDATION_TITLE } from './fixtures.ts';
import { describeEachEngine } from './harness.ts';
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

/** Issue 19 finding 4: malformed requests get a 4xx in the problem shape and change nothing, never a 500. */
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
