import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  CLIENT_UPLOAD_FIELD,
  CLIENT_UPLOAD_TEMPLATE_CSV,
  clientUploadMessages,
  type ClientUploadResult,
} from '../../contract/clientUpload.ts';
import { FILE_TOO_LARGE_TITLE, FILE_TYPE_NOT_ALLOWED_TITLE } from '../../contract/uploads.ts';
import { messages } from '../../contract/messages.ts';
import { clients, venues } from '../../server/db/schema.ts';
import { FORBIDDEN, Fixtures, tag, UNAUTHORIZED, VALIDATION_TITLE } from './fixtures.ts';
import { describeEachEngine } from './harness.ts';
import { multipart, PNG } from './media-fixtures.ts';

const HEADER = 'clientName,venueName,gmv,region';

describeEachEngine('client CSV upload: PUT /api/clients/upload-clients', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const upload = async (
    data: string | Buffer,
    headers: Record<string, string> = admin,
    field = CLIENT_UPLOAD_FIELD,
    app = ctx.app,
  ) => {
    const body = multipart([{ name: field, data, filename: 'clients.csv', contentType: 'text/csv' }]);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/clients/upload-clients',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    return { status: response.statusCode, body: response.json<ClientUploadResult & Record<string, unknown>>() };
  };

  const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';

  const venuesOf = (clientName: string) =>
    ctx.db
      .select({ name: venues.name, gmv: venues.gmv, regionId: venues.regionId })
      .from(venues)
      .innerJoin(clients, eq(clients.id, venues.clientId))
      .where(sql`lower(${clients.name}) = lower(${clientName})`)
      .orderBy(venues.gmv);

  const clientCount = async (name: string) =>
    (await ctx.db.select().from(clients).where(sql`lower(${clients.name}) = lower(${name})`)).length;

  it('creates clients and venues, then a second upload of the same file updates them without duplicates', async () => {
    const t = tag();
    const file = csv(
      `Alpha ${t},Alpha Hotel,A-${t}-1,New South Wales`,
      `Alpha ${t},Alpha Tavern,A-${t}-2,victoria`,
      `Beta ${t},Beta Club,B-${t}-1,QUEENSLAND`,
    );
    const first = await upload(file);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      applied: true,
      rows: 3,
      clients: { created: 2, updated: 0 },
      venues: { created: 3, updated: 0 },
      rowErrors: [],
    });
    const regions = await fixtures.regionIds();
    const victoria = regions.find((region) => region.name === 'Victoria');
    expect((await venuesOf(`Alpha ${t}`)).map((venue) => [venue.name, venue.regionId === victoria?.id])).toEqual([
      ['Alpha Hotel', false],
      ['Alpha Tavern', true],
    ]);

    const second = await upload(file);
    expect(second.body).toEqual({
      applied: true,
      rows: 3,
      clients: { created: 0, updated: 2 },
      venues: { created: 0, updated: 3 },
      rowErrors: [],
    });
    expect(await clientCount(`Alpha ${t}`)).toBe(1);
    expect(await venuesOf(`Alpha ${t}`)).toHaveLength(2);
  });

  it('matches clients by name and venues by GMV ignoring case, and takes the file values', async () => {
    const t = tag();
    const client = await fixtures.client(`Gamma ${t}`);
    await fixtures.venue(client.id, { name: 'Old Name', gmv: `g-${t}` });
    const { body } = await upload(csv(`GAMMA ${t},New Name,G-${t},Tasmania`));
    expect(body.clients).toEqual({ created: 0, updated: 1 });
    expect(body.venues).toEqual({ created: 0, updated: 1 });
    const [venue] = await venuesOf(`gamma ${t}`);
    expect(venue?.name).toBe('New Name');
    expect(venue?.gmv).toBe(`G-${t}`);
    const [row] = await ctx.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.name).toBe(`GAMMA ${t}`);
  });

  it('reports every bad row with its line and SPEC §5 messages, and applies nothing of the file', async () => {
    const t = tag();
    const taken = await fixtures.client(`Owner ${t}`);
    await fixtures.venue(taken.id, { gmv: `T-${t}` });
    const { status, body } = await upload(
      csv(
        `Delta ${t},Good Venue,D-${t}-1,Victoria`,
        `Delta ${t},Somewhere,D-${t}-2,Atlantis`,
        `D,V,D-${t}-3,Victoria`,
        `Delta ${t},No Gmv,,Victoria`,
        `Delta ${t},Repeat,d-${t}-1,Victoria`,
        `Delta ${t},Stolen,T-${t},Victoria`,
        `Delta ${t},Short row`,
      ),
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      applied: false,
      rows: 7,
      clients: { created: 0, updated: 0 },
      venues: { created: 0, updated: 0 },
      rowErrors: [
        { row: 3, messages: [clientUploadMessages.regionUnknown] },
        { row: 4, messages: [messages.clientNameTooShort, messages.venueNameTooShort] },
        { row: 5, messages: [messages.gmvRequired] },
        { row: 6, messages: [clientUploadMessages.gmvRepeated(2)] },
        { row: 7, messages: [clientUploadMessages.gmvOfAnotherClient] },
        {
          row: 8,
          messages: [clientUploadMessages.columnCount, messages.gmvRequired, clientUploadMessages.regionUnknown],
        },
      ],
    });
    expect(await clientCount(`Delta ${t}`)).toBe(0);
  });

  it('accepts the columns in any order and case, a byte order mark, CRLF and blank lines; counts lines from the header', async () => {
    const t = tag();
    const file = `\uFEFFRegion,GMV,ClientName,VenueName\r\n\r\nVictoria,E-${t},Epsilon ${t},Epsilon Inn\r\n,,,\r\nVictoria,E-${t},Epsilon ${t},Twice\r\n`;
    const { body } = await upload(file);
    expect(body.rowErrors).toEqual([{ row: 5, messages: [clientUploadMessages.gmvRepeated(3)] }]);
  });

  it('offers a template that uploads as it is', async () => {
    const { body } = await upload(CLIENT_UPLOAD_TEMPLATE_CSV);
    expect(body.applied).toBe(true);
    expect(body.rows).toBe(2);
  });

  it('answers 400 on the field when the file is missing, empty, headerless or has no rows', async () => {
    const problem = (message: string) => ({
      title: VALIDATION_TITLE,
      status: 400,
      errors: { [CLIENT_UPLOAD_FIELD]: [message] },
    });
    expect(await upload('x', admin, 'otherField')).toEqual({
      status: 400,
      body: problem(clientUploadMessages.fileRequired),
    });
    expect(await upload('')).toEqual({ status: 400, body: problem(clientUploadMessages.fileRequired) });
    const bare = await ctx.app.inject({ method: 'PUT', url: '/api/clients/upload-clients', headers: admin });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual(problem(clientUploadMessages.fileRequired));
    expect(await upload('name,gmv\nA,B\n')).toEqual({ status: 400, body: problem(clientUploadMessages.headerInvalid) });
    expect(await upload(`${HEADER}\n\n`)).toEqual({ status: 400, body: problem(clientUploadMessages.noRows) });
    expect(await upload(`${HEADER}\n"unclosed,quote,x,y\n`)).toEqual({
      status: 400,
      body: problem(clientUploadMessages.notCsv),
    });
  });

  it('refuses binary files (415) and files over MAX_CSV_BYTES (413)', async () => {
    expect(await upload(PNG)).toEqual({ status: 415, body: { title: FILE_TYPE_NOT_ALLOWED_TITLE, status: 415 } });
    expect(await upload(Buffer.from([0x61, 0x00, 0x62, 0x0a]))).toMatchObject({ status: 415 });
    const small = await ctx.buildApp({
      rateLimits: { perIpMax: 100_000 },
      config: { uploadLimits: { imageBytes: 1024, videoBytes: 1024, csvBytes: 200, imagePixels: 50_000_000 } },
    });
    const big = csv(...Array.from({ length: 20 }, (_, index) => `Zeta,Zeta ${index},Z-${index}-${tag()},Victoria`));
    expect(await upload(big, admin, CLIENT_UPLOAD_FIELD, small)).toEqual({
      status: 413,
      body: { title: FILE_TOO_LARGE_TITLE, status: 413 },
    });
  });

  it('is for admins only: 401 anonymous, 403 for a client identity', async () => {
    const file = csv(`Eta ${tag()},Eta Bar,H-${tag()},Victoria`);
    expect(await upload(file, {})).toEqual({ status: 401, body: UNAUTHORIZED });
    const tenant = await fixtures.tenant();
    expect(await upload(file, tenant.headers)).toEqual({ status: 403, body: FORBIDDEN });
  });
});
