import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { Fixtures, NOT_FOUND } from './fixtures.ts';
import { bearer, describeEachEngine, GOOD_PASSWORD } from './harness.ts';
import { fileUpload, PNG } from './media-fixtures.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A small file whose PNG header claims width × height pixels (never decoded, so never that big). */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Limits, uploads, mail, caching and races. */
describeEachEngine('hardening: limits, uploads, mail, caching, races', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  describe('item 5: controller code check and link are rate limited', () => {
    let app: App;
    beforeAll(async () => {
      app = await ctx.buildApp({
        config: { trustProxy: true },
        rateLimits: { perIpMax: 100_000, controllerCodePerIdentityMax: 3, controllerCodePerIpMax: 5 },
      });
    });

    it('limits each identity, then each address, with 429 and Retry-After', async () => {
      const client = await fixtures.client();
      const venue = await fixtures.venue(client.id);
      const first = await fixtures.adminHeaders();
      const second = await fixtures.adminHeaders();
      const check = (headers: Record<string, string>, address: string) =>
        app.inject({ method: 'GET', url: '/api/graphicscontrollerauthcode/check/ABCDEF', headers: { ...headers, 'x-forwarded-for': address } });
      const link = (headers: Record<string, string>, address: string) =>
        app.inject({
          method: 'POST',
          url: `/api/venues/${venue.id}/graphics-controller-auth-codes/ABCDEF`,
          headers: { ...headers, 'x-forwarded-for': address },
          payload: { name: 'Generation One PC' },
        });

      expect((await check(first, '203.0.113.30')).statusCode).toBe(404);
      expect((await link(first, '203.0.113.31')).statusCode).toBe(404);
      expect((await check(first, '203.0.113.32')).statusCode).toBe(404);
      const perIdentity = await link(first, '203.0.113.33');
      expect(perIdentity.statusCode).toBe(429);
      expect(Number(perIdentity.headers['retry-after'])).toBeGreaterThan(0);
      expect(perIdentity.json()).toEqual({ title: 'Too many requests. Try again later.', status: 429 });

      // Another identity from a fresh address is not held back by the first one's count.
      for (let i = 0; i < 3; i += 1) expect((await check(second, '203.0.113.40')).statusCode).toBe(404);
      const third = await fixtures.adminHeaders();
      for (let i = 0; i < 2; i += 1) expect((await check(third, '203.0.113.41')).statusCode).toBe(404);
      // Five from one address, whoever asks.
      const fourth = await fixtures.adminHeaders();
      for (let i = 0; i < 2; i += 1) expect((await check(fourth, '203.0.113.50')).statusCode).toBe(404);
      const fifth = await fixtures.adminHeaders();
      for (let i = 0; i < 3; i += 1) expect((await check(fifth, '203.0.113.50')).statusCode).toBe(404);
      const sixth = await fixtures.adminHeaders();
      const perAddress = await check(sixth, '203.0.113.50');
      expect(perAddress.statusCode).toBe(429);
      expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('item 6: images over the pixel limit', () => {
    it('refuses a logo whose header claims too many pixels with 413, read without decoding', async () => {
      const client = await fixtures.client();
      const upload = (data: Buffer) => {
        const body = fileUpload('logo', data);
        return ctx.app.inject({
          method: 'POST',
          url: `/api/clients/${client.id}/logo`,
          headers: { ...admin, ...body.headers },
          payload: body.payload,
        });
      };
      const huge = await upload(pngClaiming(100_000, 100_000));
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ title: 'The image has too many pixels (at most 50 megapixels).', status: 413 });
      expect((await upload(pngClaiming(1000, 1000))).statusCode).toBe(200);
      expect((await upload(PNG)).statusCode).toBe(200);
    });

    it('takes the limit from the configuration', async () => {
      const app = await ctx.buildApp({ config: { uploadLimits: { ...ctx.app.config.uploadLimits, imagePixels: 999_999 } } });
      const client = await fixtures.client();
      const body = fileUpload('logo', pngClaiming(1000, 1000));
      const response = await app.inject({
        method: 'POST',
        url: `/api/clients/${client.id}/logo`,
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json<{ title: string }>().title).toBe('The image has too many pixels (at most 1 megapixels).');
    });
  });

  describe('item 7: mail without SMTP', () => {
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
    });

    it('logs only that a mail was written, never its link, and keeps the file to its owner', async () => {
      const { email } = await ctx.createIdentity();
      const response = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      expect(response.statusCode).toBe(204);
      await ctx.deliverMail();
      const logged = lines.join('');
      expect(logged).toMatch(/Mail written to the outbox/);
      expect(logged).not.toContain('/reset-password/');
      expect(logged).not.toContain(email);
      const files = readdirSync(ctx.outboxDir).filter((name) => name.endsWith('.eml'));
      expect(files.length).toBeGreaterThan(0);
      for (const name of files) expect(statSync(join(ctx.outboxDir, name)).mode & 0o777).toBe(0o600);
    });
  });

  describe('item 8: answers that carry secrets are not cached', () => {
    it('sends Cache-Control: no-store on login, signup, invitations and API keys', async () => {
      const { email } = await ctx.createIdentity();
      const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: GOOD_PASSWORD } });
      const invited = ctx.uniqueEmail('invitee');
      const created = await ctx.app.inject({ method: 'POST', url: '/api/invitations', headers: admin, payload: { email: invited } });
      const list = await ctx.app.inject({ method: 'GET', url: '/api/invitations', headers: admin });
      const signup = await ctx.app.inject({
        method: 'POST',
        url: `/api/signup/invitations/${created.json<{ token: string }>().token}`,
        payload: { name: 'New Person', email: invited, password: GOOD_PASSWORD, passwordConfirm: GOOD_PASSWORD },
      });
      const key = await ctx.app.inject({ method: 'POST', url: '/api/identities/external-api', headers: admin, payload: { name: 'Some API' } });
      const refresh = await ctx.app.inject({
        method: 'POST',
        url: `/api/identities/external-api/${key.json<{ id: string }>().id}/refresh-secret`,
        headers: admin,
      });
      const answers = { login, created, list, signup, key, refresh };
      for (const [name, answer] of Object.entries(answers)) {
        expect(answer.statusCode, `${name}: ${answer.body}`).toBeLessThan(300);
        expect(answer.headers['cache-control'], name).toBe('no-store');
      }
      expect(bearer(login.json<{ token: string }>().token).authorization).toMatch(/^Bearer /);
    });
  });

  describe('item 9: a write racing a delete', () => {
    /** Deletes the venue inside the write, right where a concurrent DELETE would land. */
    async function withVenueDeletedOnWrite(table: string, venueId: string, write: () => Promise<void>) {
      const name = `race_${table}`;
      await ctx.db.execute(
        sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
          begin delete from venues where id = new.venue_id; return new; end $$`),
      );
      await ctx.db.execute(
        sql.raw(`create trigger ${name} before insert on ${table} for each row
          when (new.venue_id = '${venueId}') execute function ${name}()`),
      );
      try {
        await write();
      } finally {
        await ctx.db.execute(sql.raw(`drop trigger ${name} on ${table}`));
        await ctx.db.execute(sql.raw(`drop function ${name}()`));
      }
    }

    it('answers 404 to PUT open hours or reveal settings when the venue goes meanwhile', async () => {
      const client = await fixtures.client();
      const cases: [string, string, object][] = [
        ['venue_open_hours', 'open-hours', { mondayOpen: '09:00', mondayClose: '17:00' }],
        ['venue_reveal_settings', 'reveal-settings', { displayMode: 'Dark' }],
      ];
      for (const [table, path, payload] of cases) {
        const venue = await fixtures.venue(client.id);
        await withVenueDeletedOnWrite(table, venue.id, async () => {
          const response = await ctx.app.inject({ method: 'PUT', url: `/api/venues/${venue.id}/${path}`, headers: admin, payload });
          expect(response.statusCode, `${path}: ${response.body}`).toBe(404);
          expect(response.json()).toEqual(NOT_FOUND);
        });
      }
    });
  });
});
