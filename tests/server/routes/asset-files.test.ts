import { beforeAll, expect, it } from 'vitest';
import { ASSET_FILE_IN_USE_TITLE, assetFileMessages, type AssetFile } from '../../../contract/assetFiles.ts';
import { BASE_ASSET_IDS } from '../../../contract/assets.ts';
import { FILE_TYPE_NOT_ALLOWED_TITLE } from '../../../contract/uploads.ts';
import { assetFileKey } from '../../../server/services/storage/keys.ts';
import { FORBIDDEN, Fixtures, MISSING_UUID, NOT_FOUND, UNAUTHORIZED, VALIDATION_TITLE } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';
import { JPEG, MP4, multipart, NOT_AN_IMAGE, PDF, PNG, type FilePart } from '../media-fixtures.ts';

const file = (data: Buffer, filename = 'picture.png', contentType = 'image/png'): FilePart => ({
  name: 'File',
  data,
  filename,
  contentType,
});

describeEachEngine('asset files: /api/assetfile', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  let clientIdentity: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
    clientIdentity = (await fixtures.tenant()).headers;
  });

  const send = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, parts: FilePart[]) => {
    const body = multipart(parts);
    return ctx.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...headers } });
  };
  const stored = (fileName: string) => ctx.app.storage.size(assetFileKey(fileName));
  const validation = (errors: Record<string, string[]>) => ({ title: VALIDATION_TITLE, status: 400, errors });

  async function upload(name: string, data: Buffer = PNG, fileType = 'Image'): Promise<AssetFile> {
    const response = await send('POST', '/api/assetfile', admin, [
      { name: 'Name', data: name },
      { name: 'FileType', data: fileType },
      file(data),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AssetFile>();
  }

  it('uploads, lists newest first and stores the bytes; the type follows the bytes', async () => {
    const image = await upload(' Logo ');
    expect(image).toMatchObject({ name: 'Logo', fileType: 'Image', contentType: 'image/png' });
    expect(image.fileName).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(await stored(image.fileName)).toBe(PNG.length);
    // Sent as an Image, but the bytes are a video.
    const video = await upload('Intro', MP4, 'Image');
    expect(video).toMatchObject({ fileType: 'Video', contentType: 'video/mp4' });
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/assetfile', headers: admin })).json<AssetFile[]>();
    expect(list.slice(0, 2)).toEqual([video, image]);
    expect(Object.keys(image).sort()).toEqual(['contentType', 'createdUtc', 'fileName', 'fileType', 'id', 'name', 'originalFileName']);
  });

  it('takes Name and FileType from query parameters too', async () => {
    const response = await send('POST', '/api/assetfile?Name=From%20query&FileType=Image', admin, [file(JPEG)]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'From query', contentType: 'image/jpeg' });
  });

  it('answers the form messages', async () => {
    expect((await send('POST', '/api/assetfile', admin, [{ name: 'FileType', data: 'Image' }])).json()).toEqual(
      validation({ Name: [assetFileMessages.nameRequired], File: [assetFileMessages.fileRequired] }),
    );
    expect((await send('POST', '/api/assetfile', admin, [{ name: 'Name', data: '  ' }, file(PNG)])).json()).toEqual(
      validation({ Name: [assetFileMessages.nameRequired] }),
    );
    expect((await send('POST', '/api/assetfile', admin, [{ name: 'Name', data: 'Empty' }, file(Buffer.alloc(0))])).json()).toEqual(
      validation({ File: [assetFileMessages.fileRequired] }),
    );
    expect(
      (await send('POST', '/api/assetfile', admin, [{ name: 'Name', data: 'X' }, { name: 'FileType', data: 'Audio' }, file(PNG)])).json(),
    ).toEqual(validation({ FileType: [assetFileMessages.fileTypeInvalid] }));
    const json = await ctx.app.inject({ method: 'POST', url: '/api/assetfile', headers: admin, payload: { Name: 'x' } });
    // Not multipart: there is no form at all.
    expect(json.json()).toEqual(validation({ Name: [assetFileMessages.nameRequired], File: [assetFileMessages.fileRequired] }));
    const existing = await upload('Edit me');
    expect((await send('PUT', `/api/assetfile/${existing.id}`, admin, [{ name: 'Name', data: '' }])).json()).toEqual(
      validation({ Name: [assetFileMessages.nameRequired] }),
    );
  });

  it('refuses bytes that are neither image nor video (415), whatever the name says', async () => {
    for (const data of [NOT_AN_IMAGE, PDF]) {
      const response = await send('POST', '/api/assetfile', admin, [{ name: 'Name', data: 'Fake' }, file(data)]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ title: FILE_TYPE_NOT_ALLOWED_TITLE, status: 415 });
    }
    const existing = await upload('Keep');
    const replace = await send('PUT', `/api/assetfile/${existing.id}`, admin, [{ name: 'Name', data: 'Keep' }, file(NOT_AN_IMAGE)]);
    expect(replace.statusCode).toBe(415);
    expect(await stored(existing.fileName)).toBe(PNG.length);
  });

  it('renames without a file, and replacing the file deletes the old stored one', async () => {
    const original = await upload('Original');
    const renamed = await send('PUT', `/api/assetfile/${original.id}`, admin, [
      { name: 'Name', data: 'Renamed' },
      { name: 'FileType', data: 'Video' },
    ]);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ ...original, name: 'Renamed' });

    const replaced = await send('PUT', `/api/assetfile/${original.id}`, admin, [{ name: 'Name', data: 'Clip' }, file(MP4, 'clip.mp4', 'video/mp4')]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json<AssetFile>();
    expect(after).toMatchObject({ id: original.id, name: 'Clip', fileType: 'Video', contentType: 'video/mp4', createdUtc: original.createdUtc });
    expect(after.fileName).not.toBe(original.fileName);
    expect(await stored(original.fileName)).toBeNull();
    expect(await stored(after.fileName)).toBe(MP4.length);
  });

  it('deletes a file and its stored bytes; refuses while a placement uses it (409)', async () => {
    const free = await upload('Free');
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/assetfile/${free.id}`, headers: admin })).statusCode).toBe(204);
    expect(await stored(free.fileName)).toBeNull();
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/assetfile/${free.id}`, headers: admin })).json()).toEqual(NOT_FOUND);

    const used = await upload('Used');
    const group = await ctx.app.inject({
      method: 'POST',
      url: '/api/asset',
      headers: admin,
      payload: { name: 'Uses it', placements: [{ assetId: BASE_ASSET_IDS.IMAGE, config: { file_id: used.id }, x: '0px', y: '0px', order: 0 }] },
    });
    expect(group.statusCode).toBe(201);
    const secondGroup = await ctx.app.inject({
      method: 'POST',
      url: '/api/asset',
      headers: admin,
      payload: { name: 'Also uses it', placements: [{ assetId: BASE_ASSET_IDS.IMAGE, config: { file_id: used.id }, x: '0px', y: '0px', order: 0 }] },
    });
    expect(secondGroup.statusCode).toBe(201);
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/api/assetfile/${used.id}`, headers: admin });
    expect(refused.statusCode).toBe(409);
    // The answer names the assets that use it, so the person knows where to remove it.
    expect(refused.json()).toEqual({
      title: ASSET_FILE_IN_USE_TITLE,
      status: 409,
      assets: [
        { id: secondGroup.json<{ id: string }>().id, name: 'Also uses it', type: 'GROUP' },
        { id: group.json<{ id: string }>().id, name: 'Uses it', type: 'GROUP' },
      ],
    });
    expect(await stored(used.fileName)).toBe(PNG.length);
  });

  it('answers 404 for a missing or malformed id', async () => {
    for (const id of [MISSING_UUID, 'nope']) {
      expect((await send('PUT', `/api/assetfile/${id}`, admin, [{ name: 'Name', data: 'X' }])).json()).toEqual(NOT_FOUND);
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/assetfile/${id}`, headers: admin })).json()).toEqual(NOT_FOUND);
    }
  });

  it('is for Admins only: 401 anonymous, 403 ClientIdentity', async () => {
    const existing = await upload('Guarded');
    const parts = [{ name: 'Name', data: 'X' }, file(PNG)];
    for (const [headers, answer] of [
      [{}, UNAUTHORIZED],
      [clientIdentity, FORBIDDEN],
    ] as const) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/assetfile', headers })).json()).toEqual(answer);
      expect((await send('POST', '/api/assetfile', headers, parts)).json()).toEqual(answer);
      expect((await send('PUT', `/api/assetfile/${existing.id}`, headers, parts)).json()).toEqual(answer);
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/assetfile/${existing.id}`, headers })).json()).toEqual(answer);
    }
    expect(await stored(existing.fileName)).toBe(PNG.length);
  });
});
