import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config.ts';
import { parseRange } from '../../../../server/http/byte-range.ts';
import { assetFileKey, logoKey, ownerFolder, revealMediaKey } from '../../../../server/services/storage/keys.ts';
import { LocalDiskStorage } from '../../../../server/services/storage/local-disk.ts';
import { S3Storage } from '../../../../server/services/storage/s3.ts';
import { assertValidKey, InvalidStorageKeyError } from '../../../../server/services/storage/storage.ts';
import { contentTypeOfFileName } from '../../../../server/services/uploads.ts';

const ID = '0b7f0a8e-3c2d-4e5f-8a9b-0c1d2e3f4a5b';
const NAME = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f.png';

describe('storage keys', () => {
  it('are built from ids and generated names only', () => {
    expect(logoKey('clients', ID, NAME)).toBe(`clients/${ID}/logo/${NAME}`);
    expect(revealMediaKey('venues', ID, 'poster', NAME)).toBe(`venues/${ID}/reveal-poster/${NAME}`);
    expect(assetFileKey(NAME)).toBe(`asset-files/${NAME}`);
    expect(ownerFolder('venues', ID)).toBe(`venues/${ID}`);
  });

  it('refuse traversal, absolute paths, backslashes and empty segments', () => {
    for (const key of ['../x', 'a/../b', 'a/..', '/etc/passwd', 'a//b', 'a\\b', '.', 'a/.', '', 'a/b/', '..%2fx', 'a/.hidden', 'a b']) {
      expect(() => assertValidKey(key), key).toThrow(InvalidStorageKeyError);
    }
    expect(() => logoKey('clients', '../../etc', NAME)).toThrow(InvalidStorageKeyError);
    expect(() => assetFileKey('../secret')).toThrow(InvalidStorageKeyError);
  });
});

describe('local disk storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'portal-storage-test-'));
  const storage = new LocalDiskStorage(join(root, 'files'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('puts, sizes, gets (whole and a range) and deletes', async () => {
    const key = `clients/${ID}/logo/${NAME}`;
    await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]), { contentType: 'image/png' });
    expect(readFileSync(join(root, 'files', key), 'utf8')).toBe('hello world');
    expect(await storage.size(key)).toBe(11);
    const whole = await storage.get(key);
    expect(whole?.sizeBytes).toBe(11);
    expect(await text(whole!.stream)).toBe('hello world');
    const part = await storage.get(key, { start: 6, end: 10 });
    expect(part?.sizeBytes).toBe(5);
    expect(await text(part!.stream)).toBe('world');
    await storage.delete(key);
    expect(await storage.size(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('deletes a record folder with everything in it', async () => {
    await storage.put(`venues/${ID}/logo/${NAME}`, Buffer.from('a'), { contentType: 'image/png' });
    await storage.put(`venues/${ID}/reveal-file/${NAME}`, Buffer.from('b'), { contentType: 'image/png' });
    await storage.deleteFolder(`venues/${ID}`);
    expect(await storage.size(`venues/${ID}/logo/${NAME}`)).toBeNull();
    await storage.deleteFolder(`venues/${ID}`);
  });

  it('never reads or writes outside its root', async () => {
    writeFileSync(join(root, 'outside.txt'), 'secret');
    for (const key of ['../outside.txt', 'x/../../outside.txt']) {
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    }
    expect(readFileSync(join(root, 'outside.txt'), 'utf8')).toBe('secret');
  });
});

describe('S3 storage', () => {
  it('sends put, range get, head and folder deletes to the bucket', async () => {
    const sent: { name: string; input: Record<string, unknown> }[] = [];
    const client = {
      send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
        sent.push({ name: command.constructor.name, input: command.input });
        switch (command.constructor.name) {
          case 'HeadObjectCommand':
            return { ContentLength: 11 };
          case 'GetObjectCommand':
            return { Body: Readable.from([Buffer.from('world')]), ContentLength: 5 };
          case 'ListObjectsV2Command':
            return { Contents: [{ Key: `venues/${ID}/logo/${NAME}` }], IsTruncated: false };
          default:
            return {};
        }
      },
    } as unknown as S3Client;
    const settings = { bucket: 'media', region: 'ap-southeast-2', endpoint: null, accessKeyId: null, secretAccessKey: null, forcePathStyle: false };
    const storage = new S3Storage(settings, { callMs: 1000, uploadMs: 1000 }, client);
    const key = `clients/${ID}/logo/${NAME}`;
    await storage.put(key, Buffer.from('hello world'), { contentType: 'image/png' });
    expect(await storage.size(key)).toBe(11);
    const part = await storage.get(key, { start: 6, end: 10 });
    expect(await text(part!.stream)).toBe('world');
    await storage.deleteFolder(`venues/${ID}`);
    expect(sent.map((command) => command.name)).toEqual([
      'PutObjectCommand',
      'HeadObjectCommand',
      'GetObjectCommand',
      'ListObjectsV2Command',
      'DeleteObjectsCommand',
    ]);
    expect(sent[0]?.input).toMatchObject({ Bucket: 'media', Key: key, ContentType: 'image/png', ContentLength: 11 });
    expect(sent[2]?.input).toMatchObject({ Range: 'bytes=6-10' });
    expect(sent[3]?.input).toMatchObject({ Prefix: `venues/${ID}/` });
    await expect(storage.get('../x')).rejects.toThrow(InvalidStorageKeyError);
  });
});

describe('storage and upload settings', () => {
  it('use the local disk and the docs/decisions.md#assets limits by default', () => {
    const config = loadConfig({});
    expect(config.s3).toBeNull();
    expect(config.uploadLimits).toEqual({ imageBytes: 10 * 1024 * 1024, videoBytes: 500 * 1024 * 1024, csvBytes: 5 * 1024 * 1024, imagePixels: 50_000_000 });
  });

  it('read the S3 settings and the limits', () => {
    const config = loadConfig({
      S3_BUCKET: 'media',
      S3_REGION: 'ap-southeast-2',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      MAX_IMAGE_BYTES: '100',
      MAX_VIDEO_BYTES: '200',
      MAX_CSV_BYTES: '300',
      MAX_IMAGE_PIXELS: '400',
    });
    expect(config.s3).toEqual({
      bucket: 'media',
      region: 'ap-southeast-2',
      endpoint: 'http://minio:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(config.uploadLimits).toEqual({ imageBytes: 100, videoBytes: 200, csvBytes: 300, imagePixels: 400 });
    expect(() => loadConfig({ MAX_VIDEO_BYTES: 'lots' })).toThrow(/MAX_VIDEO_BYTES/);
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('byte ranges and stored names', () => {
  it('parses Range headers', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-1000', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=50-1000', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    for (const ignored of ['bytes=9-0', 'bytes=0-1,5-6', 'items=0-1', 'bytes=-', 'bytes=a-b']) expect(parseRange(ignored, 100)).toBeNull();
  });

  it('knows the type of a generated name by its extension', () => {
    expect(contentTypeOfFileName(NAME)).toBe('image/png');
    expect(contentTypeOfFileName('x.jpg')).toBe('image/jpeg');
    expect(contentTypeOfFileName('x.mp4')).toBe('video/mp4');
    expect(contentTypeOfFileName('x.html')).toBeNull();
  });
});
