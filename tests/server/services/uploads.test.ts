import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { FILE_TOO_LARGE_TITLE, FILE_TYPE_NOT_ALLOWED_TITLE, type UploadKind } from '../../../contract/uploads.ts';
import type { App } from '../../../server/app.ts';
import { multipartRoutes } from '../../../server/plugins/multipart.ts';
import { receiveUpload } from '../../../server/services/uploads.ts';
import { describeEachEngine } from '../harness.ts';
import { fileUpload, JPEG, MP4, multipart, PDF, PNG } from '../media-fixtures.ts';

/** receiveUpload on its own, through a route made for the test (the way CSV and asset uploads use it). */
describeEachEngine('uploads: receiveUpload', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.buildApp({ config: { uploadLimits: { imageBytes: 4096, videoBytes: 8192, csvBytes: 100, imagePixels: 50_000_000 } } });
    // In a multipart context of its own, as every upload route is (server/plugins/multipart.ts).
    await app.register(
      multipartRoutes(async (uploads) => {
        uploads.post('/test-upload', { config: { access: 'public' } }, async (request) => {
          const accept = String((request.query as Record<string, string>).accept).split(',') as UploadKind[];
          const upload = await receiveUpload(request, { field: 'file', accept });
          try {
            if (!upload.file) return { file: null, fields: upload.fields };
            const { kind, contentType, extension, sizeBytes } = upload.file;
            const text = kind === 'csv' ? await upload.file.readText() : null;
            return { file: { kind, contentType, extension, sizeBytes, text }, fields: upload.fields };
          } finally {
            await upload.discard();
          }
        });
      }),
    );
  });

  const send = (accept: string, body: { payload: Buffer; headers: Record<string, string> }) =>
    app.inject({ method: 'POST', url: '/test-upload', query: { accept }, headers: body.headers, payload: body.payload });

  it('sniffs the kind from the bytes, whatever the name and type say', async () => {
    const cases: [string, Buffer, object][] = [
      ['image', PNG, { kind: 'image', contentType: 'image/png', extension: 'png' }],
      ['image', JPEG, { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' }],
      ['image,video', MP4, { kind: 'video', contentType: 'video/mp4', extension: 'mp4' }],
      ['image,pdf', PDF, { kind: 'pdf', contentType: 'application/pdf', extension: 'pdf' }],
    ];
    for (const [accept, data, expected] of cases) {
      const response = await send(accept, fileUpload('file', data, 'innocent.txt', 'text/plain'));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().file).toMatchObject({ ...expected, sizeBytes: data.length });
    }
  });

  it('accepts CSV as UTF-8 text without NUL bytes, and refuses anything else under a .csv name', async () => {
    const csv = 'clientName,venueName,gmv,region\r\nAcmé,The Pub,GMV-1,Victoria\r\n';
    const ok = await send('csv', fileUpload('file', Buffer.from(csv, 'utf8'), 'clients.csv', 'text/csv'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().file).toMatchObject({ kind: 'csv', contentType: 'text/csv', text: csv });
    for (const data of [Buffer.from('a,b\n\u0000,c\n', 'utf8'), Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0x0a]), PNG]) {
      const refused = await send('csv', fileUpload('file', data, 'clients.csv', 'text/csv'));
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toEqual({ title: FILE_TYPE_NOT_ALLOWED_TITLE, status: 415 });
    }
  });

  it('answers 413 over the limit of the sniffed kind', async () => {
    const cases: [string, Buffer][] = [
      ['csv', Buffer.from('x'.repeat(101), 'utf8')],
      ['image', Buffer.concat([PNG, Buffer.alloc(5000, 1)])],
      // Under the video limit, over the image one: the sniffed kind decides.
      ['image,video', Buffer.concat([PNG, Buffer.alloc(5000, 1)])],
    ];
    for (const [accept, data] of cases) {
      const response = await send(accept, fileUpload('file', data));
      expect(response.statusCode, accept).toBe(413);
      expect(response.json()).toEqual({ title: FILE_TOO_LARGE_TITLE, status: 413 });
    }
  });

  it('gives the text fields in any order, no file for a missing, empty or other field, and keeps no temporary file', async () => {
    const withFields = await send(
      'image',
      multipart([
        { name: 'name', data: 'Before' },
        { name: 'file', data: PNG, filename: 'a.png', contentType: 'image/png' },
        { name: 'other', data: JPEG, filename: 'b.jpg', contentType: 'image/jpeg' },
        { name: 'after', data: 'After' },
      ]),
    );
    expect(withFields.json()).toMatchObject({ file: { kind: 'image' }, fields: { name: 'Before', after: 'After' } });
    expect((await send('image', fileUpload('picture', PNG))).json()).toEqual({ file: null, fields: {} });
    expect((await send('image', fileUpload('file', Buffer.alloc(0)))).json()).toEqual({ file: null, fields: {} });
    const notMultipart = await app.inject({ method: 'POST', url: '/test-upload', query: { accept: 'image' }, payload: { a: 1 } });
    expect(notMultipart.json()).toEqual({ file: null, fields: {} });
    const tempDir = join(ctx.dataDir, 'uploads-tmp');
    expect(existsSync(tempDir) ? readdirSync(tempDir) : []).toEqual([]);
  });
});
