import { beforeAll, describe, expect, it } from 'vitest';
import type { AssetFile } from '../../../contract/assetFiles.ts';
import type { RevealFile, RevealPoster } from '../../../contract/reveal.ts';
import { cleanOriginalFileName, ORIGINAL_FILE_NAME_MAX_LENGTH } from '../../../contract/uploads.ts';
import { inlineContentDisposition } from '../../../server/http/content-disposition.ts';
import { Fixtures } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';
import { MP4, multipart, PDF, PNG, type FilePart } from '../media-fixtures.ts';

describe('original file names: cleaning and the download header', () => {
  it('keeps the last path segment without control or bidi-override characters', () => {
    expect(cleanOriginalFileName('Summer poster.png', 'png')).toBe('Summer poster.png');
    expect(cleanOriginalFileName('C:\\fakepath\\photo.JPG', 'jpg')).toBe('photo.JPG');
    expect(cleanOriginalFileName('../../etc/passwd', 'png')).toBe('passwd');
    expect(cleanOriginalFileName('  bad\u0000\nname\u202egnp.exe ', 'png')).toBe('badnamegnp.exe');
    expect(cleanOriginalFileName('Café – menu (v2).pdf', 'pdf')).toBe('Café – menu (v2).pdf');
  });

  it('stands in file.<ext> for a missing or empty name, and shortens a long one keeping its extension', () => {
    expect(cleanOriginalFileName(undefined, 'png')).toBe('file.png');
    expect(cleanOriginalFileName(' \u0007 ', 'mp4')).toBe('file.mp4');
    expect(cleanOriginalFileName('..', 'pdf')).toBe('file.pdf');
    const long = cleanOriginalFileName(`${'a'.repeat(400)}.png`, 'png');
    expect(long).toHaveLength(ORIGINAL_FILE_NAME_MAX_LENGTH);
    expect(long.endsWith('.png')).toBe(true);
  });

  it('sends the exact name as filename* and a quote-safe ASCII stand-in', () => {
    expect(inlineContentDisposition('report.pdf')).toBe(`inline; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(inlineContentDisposition('Café "special" (1)*.png')).toBe(
      `inline; filename="Caf_ _special_ (1)*.png"; filename*=UTF-8''Caf%C3%A9%20%22special%22%20%281%29%2A.png`,
    );
    // A header cannot be split or escaped from, whatever the name holds.
    expect(inlineContentDisposition('a\\b%0d.png')).toBe(`inline; filename="a_b_0d.png"; filename*=UTF-8''a%5Cb%250d.png`);
  });
});

/** What a browser would send: the file under `field`, named as on the person's computer. */
const filePart = (field: string, data: Buffer, filename: string, contentType: string): FilePart => ({ name: field, data, filename, contentType });

describeEachEngine('original file names: kept on upload, listed and served as the download name', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  let clientId: string;
  let venueId: string;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
    clientId = (await fixtures.client()).id;
    venueId = (await fixtures.venue(clientId)).id;
  });

  const send = (method: 'POST' | 'PUT', url: string, parts: FilePart[]) => {
    const body = multipart(parts);
    return ctx.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...admin } });
  };
  const disposition = async (url: string) => (await ctx.app.inject({ url })).headers['content-disposition'];

  it('asset files: kept on create, kept on rename, replaced with the file, served as the download name', async () => {
    const created = await send('POST', '/api/assetfile', [{ name: 'Name', data: 'Poster' }, filePart('File', PNG, 'Été poster.png', 'image/png')]);
    expect(created.statusCode, created.body).toBe(201);
    const file = created.json<AssetFile>();
    expect(file.originalFileName).toBe('Été poster.png');
    expect(file.fileName).toMatch(/^[0-9a-f-]{36}\.png$/);
    const listed = (await ctx.app.inject({ url: '/api/assetfile', headers: admin })).json<AssetFile[]>();
    expect(listed.find((item) => item.id === file.id)?.originalFileName).toBe('Été poster.png');
    expect(await disposition(`/public/asset-file/${file.fileName}`)).toBe(
      `inline; filename="_t_ poster.png"; filename*=UTF-8''%C3%89t%C3%A9%20poster.png`,
    );

    const renamed = await send('PUT', `/api/assetfile/${file.id}`, [{ name: 'Name', data: 'Renamed' }]);
    expect(renamed.json<AssetFile>().originalFileName).toBe('Été poster.png');

    const replaced = await send('PUT', `/api/assetfile/${file.id}`, [{ name: 'Name', data: 'Clip' }, filePart('File', MP4, 'C:\\fakepath\\intro.mp4', 'video/mp4')]);
    const after = replaced.json<AssetFile>();
    expect(after).toMatchObject({ originalFileName: 'intro.mp4', fileType: 'Video' });
    expect(await disposition(`/public/asset-file/${after.fileName}`)).toBe(`inline; filename="intro.mp4"; filename*=UTF-8''intro.mp4`);
  });

  it('reveal media at client and venue level: kept, listed and served as the download name', async () => {
    const poster = await send('POST', `/api/clients/${clientId}/reveal-posters?PosterName=Bingo`, [
      filePart('revealPoster', PNG, 'bingo night.png', 'image/png'),
    ]);
    expect(poster.statusCode, poster.body).toBe(201);
    expect(poster.json<RevealPoster>().originalFileName).toBe('bingo night.png');
    const venueFile = await send('POST', `/api/venues/${venueId}/reveal-files?FileType=VenueLicence`, [
      filePart('revealFile', PDF, 'Licence 2026.pdf', 'application/pdf'),
    ]);
    expect(venueFile.statusCode, venueFile.body).toBe(201);
    const video = await send('POST', `/api/clients/${clientId}/reveal-videos?Name=Promo&VideoType=Promotional`, [
      filePart('revealVideo', MP4, 'promo.mp4', 'video/mp4'),
    ]);
    const background = await send('POST', `/api/venues/${venueId}/reveal-backgrounds?BackgroundName=Sky`, [
      filePart('revealBackground', PNG, 'sky.png', 'image/png'),
    ]);

    // The venue's list holds the client's poster (inherited) and its own file, each with its name.
    const venuePosters = (await ctx.app.inject({ url: `/api/venues/${venueId}/reveal-posters`, headers: admin })).json<RevealPoster[]>();
    expect(venuePosters.map((item) => item.originalFileName)).toContain('bingo night.png');
    const venueFiles = (await ctx.app.inject({ url: `/api/venues/${venueId}/reveal-files`, headers: admin })).json<RevealFile[]>();
    expect(venueFiles.map((item) => item.originalFileName)).toEqual(['Licence 2026.pdf']);

    for (const [item, name] of [
      [poster.json<RevealPoster>(), 'bingo%20night.png'],
      [venueFile.json<RevealFile>(), 'Licence%202026.pdf'],
      [video.json<RevealPoster>(), 'promo.mp4'],
      [background.json<RevealPoster>(), 'sky.png'],
    ] as const) {
      expect(await disposition(item.url), item.url).toBe(`inline; filename="${decodeURIComponent(name)}"; filename*=UTF-8''${name}`);
    }
  });

  it('a file sent without a name is kept as file.<extension>', async () => {
    const response = await send('POST', `/api/clients/${clientId}/reveal-posters?PosterName=Nameless`, [
      filePart('revealPoster', PNG, '', 'image/png'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<RevealPoster>().originalFileName).toBe('file.png');
  });
});
