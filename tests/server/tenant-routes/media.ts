import { randomUUID } from 'node:crypto';
import { revealMedia } from '../../../server/db/schema.ts';
import type { Fixtures } from '../fixtures.ts';
import { fileUpload, MP4, PDF, PNG } from '../media-fixtures.ts';
import type { ExemptRoute, TenantIds, TenantRoute } from './types.ts';

type Kind = 'background' | 'file' | 'poster' | 'video';

const plural: Record<Kind, string> = { background: 'backgrounds', file: 'files', poster: 'posters', video: 'videos' };

/** A valid upload of each kind: the multipart file and the docs/product.md#api-calls query parameters. */
const uploads: Record<Kind, () => { field: string; data: Buffer; query: Record<string, string> }> = {
  background: () => ({ field: 'revealBackground', data: PNG, query: { BackgroundName: 'Night sky' } }),
  file: () => ({ field: 'revealFile', data: PDF, query: { FileType: 'AboutUs' } }),
  poster: () => ({ field: 'revealPoster', data: PNG, query: { PosterName: 'Trivia night' } }),
  video: () => ({ field: 'revealVideo', data: MP4, query: { Name: 'Welcome', VideoType: 'Promotional', regionId: 'null' } }),
};

function uploadOf(kind: Kind) {
  return () => {
    const { field, data, query } = uploads[kind]();
    return { ...fileUpload(field, data), query };
  };
}

/** A stored row of the owner (no file behind it: deleting tolerates that). */
function mediaRow(kind: Kind, level: 'client' | 'venue') {
  return async (fixtures: Fixtures, ids: TenantIds) => {
    const [row] = await fixtures.ctx.db
      .insert(revealMedia)
      .values({
        kind,
        clientId: ids.clientId,
        venueId: level === 'venue' ? ids.venueId : null,
        name: kind === 'file' ? null : 'Fixture',
        fileType: kind === 'file' ? 'AboutUs' : null,
        videoType: kind === 'video' ? 'Promotional' : null,
        fileName: `${randomUUID()}.${kind === 'file' ? 'pdf' : kind === 'video' ? 'mp4' : 'png'}`,
        originalFileName: 'fixture',
        contentType: kind === 'file' ? 'application/pdf' : kind === 'video' ? 'video/mp4' : 'image/png',
        sizeBytes: 1,
      })
      .returning({ id: revealMedia.id });
    if (!row) throw new Error('No reveal_media row.');
    return { fileId: row.id };
  };
}

const logo = () => fileUpload('logo', PNG);

const clientKinds: Kind[] = ['background', 'file', 'poster', 'video'];
const venueKinds: Kind[] = ['background', 'file', 'poster'];

/** Logos, reveal settings and reveal media of clients and venues. */
export const routes: TenantRoute[] = [
  { method: 'POST', url: '/api/clients/:clientId/logo', inject: logo, clientWide: true },
  { method: 'DELETE', url: '/api/clients/:clientId/logo', clientWide: true },
  { method: 'POST', url: '/api/venues/:venueId/logo', inject: logo },
  { method: 'DELETE', url: '/api/venues/:venueId/logo' },
  { method: 'GET', url: '/api/clients/:clientId/reveal-settings', clientWide: true },
  { method: 'PUT', url: '/api/clients/:clientId/reveal-settings', body: () => ({ displayMode: 'Dark' }), clientWide: true },
  { method: 'GET', url: '/api/venues/:venueId/reveal-settings' },
  { method: 'PUT', url: '/api/venues/:venueId/reveal-settings', body: () => ({ displayMode: 'Light' }) },
  ...clientKinds.flatMap((kind): TenantRoute[] => [
    { method: 'GET', url: `/api/clients/:clientId/reveal-${plural[kind]}`, clientWide: true },
    { method: 'POST', url: `/api/clients/:clientId/reveal-${plural[kind]}`, inject: uploadOf(kind), clientWide: true },
    { method: 'DELETE', url: `/api/clients/:clientId/reveal-${plural[kind]}/:fileId`, prepare: mediaRow(kind, 'client'), clientWide: true },
  ]),
  ...venueKinds.flatMap((kind): TenantRoute[] => [
    { method: 'GET', url: `/api/venues/:venueId/reveal-${plural[kind]}` },
    { method: 'POST', url: `/api/venues/:venueId/reveal-${plural[kind]}`, inject: uploadOf(kind) },
    { method: 'DELETE', url: `/api/venues/:venueId/reveal-${plural[kind]}/:fileId`, prepare: mediaRow(kind, 'venue') },
  ]),
];

const PUBLIC = 'Public media: no session, found only by its owner id and generated file name together (tests/server/routes/public-media.test.ts).';

export const exempt: ExemptRoute[] = [
  { method: 'GET', url: '/public/clients/:clientId/logo/:logo', reason: PUBLIC },
  { method: 'GET', url: '/public/venues/:venueId/logo/:logo', reason: PUBLIC },
  { method: 'GET', url: '/public/asset-file/:fileName', reason: PUBLIC },
  ...clientKinds.map((kind) => ({ method: 'GET', url: `/public/clients/:clientId/reveal-${kind}/:fileName`, reason: PUBLIC })),
  ...venueKinds.map((kind) => ({ method: 'GET', url: `/public/venues/:venueId/reveal-${kind}/:fileName`, reason: PUBLIC })),
];
