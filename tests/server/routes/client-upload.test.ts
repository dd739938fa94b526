import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  CLIENT_UPLOAD_FIELD,
  CLIENT_UPLOAD_TEMPLATE_CSV,
  clientUploadMessages,
  type ClientUploadResult,
} from '../../../contract/clientUpload.ts';
import { FILE_TOO_LARGE_TITLE, FILE_TYPE_NOT_ALLOWED_TITLE } from '../../../contract/uploads.ts';
import { messages } from '../../../contract/messages.ts';
import { clients, venues } from '../../../server/db/schema.ts';
import { FORBIDDEN, Fixtures, tag, UNAUTHORIZED, VALIDATION_TITLE } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';
import { multipart, PNG } from '../media-fixtures.ts';

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

  it("tells the players of the venues an upload moves to another region (their screens' time zone), and no others", async () => {
    const t = tag();
    const first = csv(`Gamma ${t},Gamma Hotel,G-${t}-1,New South Wales`, `Delta ${t},Delta Inn,D-${t}-1,Victoria`);
    expect((await upload(first)).status).toBe(200);
    const clientId = async (name: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.name, name)))[0]!.id;
    const venueOf = async (client: string) => (await ctx.db.select({ id: venues.id }).from(venues).where(eq(venues.clientId, client)))[0]!.id;
    const gammaClient = await clientId(`Gamma ${t}`);
    const [gamma, delta] = [await venueOf(gammaClient), await venueOf(await clientId(`Delta ${t}`))];
    const heard = ctx.app.scheduleChangesHeard;
    const mark = heard.mark()!;
    // The same file again moves nothing; then Gamma's venue moves to Western Australia.
    expect((await upload(first)).status).toBe(200);
    expect(heard.wokenSince(gamma, mark)).toBe(false);
    expect((await upload(csv(`Gamma ${t},Gamma Hotel,G-${t}-1,Western Australia`, `Delta ${t},Delta Inn,D-${t}-1,Victoria`))).status).toBe(200);
    expect(heard.wokenSince(gamma, mark)).toBe(true);
    expect(heard.wokenSince(delta, mark)).toBe(false);
    // The venue's own players only, not every player of its client.
    expect(heard.wokenSince(gammaClient, mark)).toBe(false);
  });

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

  it('reports every bad row with its line and docs/product.md#validation-messages messages, and applies nothing of the file', async () => {
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

  /** `count` rows of new venues for `clients` new clients, all tagged with `t`. */
  const bigFile = (t: string, count: number, clientCount: number, venueName = (row: number) => `Venue ${row}`) =>
    csv(...Array.from({ length: count }, (_, row) => `Big ${t} ${row % clientCount},${venueName(row)},BIG-${t}-${row},Victoria`));

  const taggedVenueCount = async (t: string) => {
    const [row] = await ctx.db.select({ count: count() }).from(venues).where(sql`${venues.gmv} like ${`BIG-${t}-%`}`);
    return row?.count ?? 0;
  };

  it('keeps answering other requests while a big file is imported, and still applies all of it', async () => {
    const t = tag();
    // Enough rows that one slow statement (PGlite has some of 400 ms among its 40 ms ones on a quiet
    // machine, several times that on a loaded one) stays a small part of the whole import.
    const rowCount = 5000;
    let importing = true;
    const started = performance.now();
    const importDone = upload(bigFile(t, rowCount, 200)).finally(() => {
      importing = false;
    });
    const waits: number[] = [];
    let sawImportHalfDone = false;
    // Back to back, so whatever holds the server up (the event loop or the database) delays one of them.
    while (importing) {
      // Sent now, it arrives as I/O (inject() alone might never leave the microtask queue): time
      // from here, so a wait for the event loop counts too.
      const began = performance.now();
      await new Promise((resolve) => setImmediate(resolve));
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      if (!importing) break;
      waits.push(performance.now() - began);
      const seen = await taggedVenueCount(t);
      if (seen > 0 && seen < rowCount) sawImportHalfDone = true;
    }
    const importMs = performance.now() - started;
    const { status, body } = await importDone;
    expect(status).toBe(200);
    expect(body).toMatchObject({ applied: true, clients: { created: 200 }, venues: { created: rowCount } });
    expect(await taggedVenueCount(t)).toBe(rowCount);
    // Answered again and again during the import, none held for a large part of it (before the
    // fix, PGlite answered nothing from the first to the last row written).
    expect(waits.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...waits)).toBeLessThan(importMs / 3);
    // PGlite writes in short statements: requests ran between them, seeing the import under way.
    // (PostgreSQL keeps one transaction: others never see it half done.)
    expect(sawImportHalfDone).toBe(ctx.engine === 'pglite');
  });

  it('leaves nothing of the file behind when a write fails part way, putting back what it had changed', async () => {
    const t = tag();
    const kept = await fixtures.client(`Keep ${t}`);
    await fixtures.venue(kept.id, { name: 'Before', gmv: `K-${t}` });
    const [before] = await ctx.db.select().from(venues).where(eq(venues.gmv, `K-${t}`));
    const [keptBefore] = await ctx.db.select().from(clients).where(eq(clients.id, kept.id));
    // A database error the checks cannot foresee, on a row near the end of the file (PGlite has
    // written the rows before it by then).
    const trigger = `refuse_${t.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;
    await ctx.db.execute(
      sql.raw(`create function ${trigger}() returns trigger language plpgsql as $$
        begin if new.name = 'Boom ${t}' then raise exception 'refused'; end if; return new; end $$`),
    );
    await ctx.db.execute(sql.raw(`create trigger ${trigger} before insert on venues for each row execute function ${trigger}()`));
    try {
      const file = [
        HEADER,
        `KEEP ${t},After,k-${t},Tasmania`,
        ...bigFile(t, 1500, 100, (row) => (row === 1450 ? `Boom ${t}` : `Venue ${row}`)).split('\n').slice(1),
      ].join('\n');
      const { status } = await upload(file);
      expect(status).toBe(500);
    } finally {
      await ctx.db.execute(sql.raw(`drop trigger ${trigger} on venues`));
      await ctx.db.execute(sql.raw(`drop function ${trigger}()`));
    }
    expect(await taggedVenueCount(t)).toBe(0);
    expect(await clientCount(`Big ${t} 0`)).toBe(0);
    expect((await ctx.db.select().from(clients).where(sql`${clients.name} like ${`Big ${t} %`}`)).length).toBe(0);
    expect(await ctx.db.select().from(venues).where(eq(venues.gmv, `K-${t}`))).toEqual([before]);
    expect(await ctx.db.select().from(clients).where(eq(clients.id, kept.id))).toEqual([keptBefore]);
  });

  it('is for admins only: 401 anonymous, 403 for a client identity', async () => {
    const file = csv(`Eta ${tag()},Eta Bar,H-${tag()},Victoria`);
    expect(await upload(file, {})).toEqual({ status: 401, body: UNAUTHORIZED });
    const tenant = await fixtures.tenant();
    expect(await upload(file, tenant.headers)).toEqual({ status: 403, body: FORBIDDEN });
  });
});
