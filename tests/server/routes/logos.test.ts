import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { logoMessages } from '../../../contract/logos.ts';
import { FILE_TOO_LARGE_TITLE, FILE_TYPE_NOT_ALLOWED_TITLE } from '../../../contract/uploads.ts';
import { clients, venues } from '../../../server/db/schema.ts';
import { Fixtures, MISSING_UUID, NOT_FOUND, UNAUTHORIZED, VALIDATION_TITLE } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';
import { fileUpload, JPEG, NOT_AN_IMAGE, PNG, PDF, pngOfSize } from '../media-fixtures.ts';

describeEachEngine('logos: /api/clients/:clientId/logo and /api/venues/:venueId/logo', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const stored = (owner: 'clients' | 'venues', id: string, logo: string) => join(ctx.dataDir, 'files', owner, id, 'logo', logo);
  const upload = (url: string, headers: Record<string, string>, data: Buffer = PNG, field = 'logo') => {
    const body = fileUpload(field, data);
    return ctx.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const clientLogo = async (id: string) =>
    (await ctx.db.select({ logo: clients.logo }).from(clients).where(eq(clients.id, id)))[0]?.logo ?? null;
  const venueLogo = async (id: string) =>
    (await ctx.db.select({ logo: venues.logo }).from(venues).where(eq(venues.id, id)))[0]?.logo ?? null;

  it('uploads, replaces and deletes a client logo, keeping storage in step', async () => {
    const client = await fixtures.client();
    const first = await upload(`/api/clients/${client.id}/logo`, admin);
    expect(first.statusCode, first.body).toBe(200);
    const { logo, url } = first.json<{ logo: string; url: string }>();
    expect(logo).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(url).toBe(`/public/clients/${client.id}/logo/${logo}`);
    expect(await clientLogo(client.id)).toBe(logo);
    expect(readFileSync(stored('clients', client.id, logo))).toEqual(PNG);
    // The list shape names it too.
    expect((await ctx.app.inject({ url: `/api/clients/${client.id}`, headers: admin })).json()).toMatchObject({ logo });

    const second = await upload(`/api/clients/${client.id}/logo`, admin, JPEG);
    expect(second.statusCode).toBe(200);
    const replaced = second.json<{ logo: string }>().logo;
    expect(replaced).toMatch(/\.jpg$/);
    expect(existsSync(stored('clients', client.id, logo))).toBe(false);
    expect(existsSync(stored('clients', client.id, replaced))).toBe(true);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/clients/${client.id}/logo`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    expect(await clientLogo(client.id)).toBeNull();
    expect(existsSync(stored('clients', client.id, replaced))).toBe(false);
    // Deleting again is fine: there is no logo to delete.
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/clients/${client.id}/logo`, headers: admin })).statusCode).toBe(204);
  });

  it('uploads and deletes a venue logo as the own ClientIdentity', async () => {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const response = await upload(`/api/venues/${venue.id}/logo`, tenant.headers);
    expect(response.statusCode, response.body).toBe(200);
    const { logo, url } = response.json<{ logo: string; url: string }>();
    expect(url).toBe(`/public/venues/${venue.id}/logo/${logo}`);
    expect(await venueLogo(venue.id)).toBe(logo);
    expect(existsSync(stored('venues', venue.id, logo))).toBe(true);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/venues/${venue.id}/logo`, headers: tenant.headers });
    expect(deleted.statusCode).toBe(204);
    expect(await venueLogo(venue.id)).toBeNull();
    expect(existsSync(stored('venues', venue.id, logo))).toBe(false);
  });

  it('answers "Logo is required." without a file, with an empty file, or under another field', async () => {
    const client = await fixtures.client();
    const url = `/api/clients/${client.id}/logo`;
    const expected = { title: VALIDATION_TITLE, status: 400, errors: { logo: [logoMessages.logoRequired] } };
    const bare = await ctx.app.inject({ method: 'POST', url, headers: admin });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual(expected);
    expect((await upload(url, admin, Buffer.alloc(0))).json()).toEqual(expected);
    expect((await upload(url, admin, PNG, 'picture')).json()).toEqual(expected);
    expect(await clientLogo(client.id)).toBeNull();
  });

  it('answers 415 for bytes that are not an image, whatever the name and type say', async () => {
    const client = await fixtures.client();
    for (const data of [NOT_AN_IMAGE, PDF]) {
      const response = await upload(`/api/clients/${client.id}/logo`, admin, data);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ title: FILE_TYPE_NOT_ALLOWED_TITLE, status: 415 });
    }
    expect(await clientLogo(client.id)).toBeNull();
  });

  it('answers 413 over the image limit, and takes more than the JSON body limit under it', async () => {
    const small = await ctx.buildApp({ config: { uploadLimits: { imageBytes: 1024, videoBytes: 1024, csvBytes: 1024, imagePixels: 50_000_000 } } });
    const client = await fixtures.client();
    const body = fileUpload('logo', pngOfSize(4096));
    const response = await small.inject({
      method: 'POST',
      url: `/api/clients/${client.id}/logo`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ title: FILE_TOO_LARGE_TITLE, status: 413 });
    expect(await clientLogo(client.id)).toBeNull();

    const big = await upload(`/api/clients/${client.id}/logo`, admin, pngOfSize(2 * 1024 * 1024));
    expect(big.statusCode, big.body).toBe(200);
  });

  it('answers 401 without a session and 404 for another client, a missing or a malformed id', async () => {
    const owner = await fixtures.tenant();
    const venue = await fixtures.venue(owner.clientId);
    const other = await fixtures.tenant();
    for (const url of [`/api/clients/${owner.clientId}/logo`, `/api/venues/${venue.id}/logo`]) {
      expect((await upload(url, {})).json()).toEqual(UNAUTHORIZED);
      expect((await ctx.app.inject({ method: 'DELETE', url })).json()).toEqual(UNAUTHORIZED);
      const foreign = await upload(url, other.headers);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(NOT_FOUND);
      expect((await ctx.app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(404);
    }
    for (const url of [`/api/clients/${MISSING_UUID}/logo`, '/api/clients/nope/logo', `/api/venues/${MISSING_UUID}/logo`]) {
      expect((await upload(url, admin)).statusCode).toBe(404);
    }
    expect(await clientLogo(owner.clientId)).toBeNull();
  });

  it('deleting a venue deletes its stored files', async () => {
    const client = await fixtures.client();
    const venue = await fixtures.venue(client.id);
    const { logo } = (await upload(`/api/venues/${venue.id}/logo`, admin)).json<{ logo: string }>();
    expect(existsSync(stored('venues', venue.id, logo))).toBe(true);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/venues/${venue.id}`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(join(ctx.dataDir, 'files', 'venues', venue.id))).toBe(false);
  });
});
