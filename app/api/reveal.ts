import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import {
  clientRevealSettingsSchema,
  REVEAL_FILE_TYPE_PARAM,
  REVEAL_REGION_PARAM,
  REVEAL_VIDEO_TYPE_PARAM,
  revealFileListSchema,
  revealFileSchema,
  revealImageListSchema,
  revealImageSchema,
  revealMediaFields,
  revealMediaPaths,
  revealNameParams,
  revealVideoListSchema,
  revealVideoSchema,
  venueRevealSettingsSchema,
  type ClientRevealSettings,
  type DisplayMode,
  type RevealFileType,
  type RevealMediaKind,
  type RevealVideoType,
  type VenueRevealSettings,
} from '../../contract/reveal.ts';
import { apiUrl, request } from './client.ts';
import { fileForm, upload } from './upload.ts';

/** Reveal media and settings belong to a client (inherited by its venues) or to one venue. */
export type RevealLevel = 'client' | 'venue';

/**
 * Query keys: everything Reveal starts with 'reveal', so a client-level change (which every venue
 * of the client inherits) refreshes venue pages too with one invalidation.
 */
export const revealKeys = {
  all: ['reveal'] as const,
  owner: (level: RevealLevel, id: string) => [...revealKeys.all, level, id] as const,
  settings: (level: RevealLevel, id: string) => [...revealKeys.owner(level, id), 'settings'] as const,
  media: (level: RevealLevel, id: string, kind: RevealMediaKind) => [...revealKeys.owner(level, id), kind] as const,
};

const ownerPath = (level: RevealLevel, id: string) => `/api/${level === 'client' ? 'clients' : 'venues'}/${encodeURIComponent(id)}`;

/** What either level answers; clientDisplayMode only at venue level (what Inherit gives). */
export type RevealSettings = ClientRevealSettings & Partial<Pick<VenueRevealSettings, 'clientDisplayMode'>>;

export const revealSettingsQuery = (level: RevealLevel, id: string) =>
  queryOptions({
    queryKey: revealKeys.settings(level, id),
    queryFn: ({ signal }): Promise<RevealSettings> =>
      level === 'client'
        ? request(`${ownerPath(level, id)}/reveal-settings`, { response: clientRevealSettingsSchema, signal })
        : request(`${ownerPath(level, id)}/reveal-settings`, { response: venueRevealSettingsSchema, signal }),
  });

/** docs/product.md#states, Display mode: unset ('null' at client level, Inherit at venue level) is sent as absent. */
export function updateRevealSettings(level: RevealLevel, id: string, displayMode: DisplayMode | null) {
  return request(`${ownerPath(level, id)}/reveal-settings`, {
    method: 'PUT',
    body: displayMode === null ? {} : { displayMode },
    response: z.object({ displayMode: z.string().nullable() }).loose(),
  });
}

const listSchemas = {
  background: revealImageListSchema,
  file: revealFileListSchema,
  poster: revealImageListSchema,
  video: revealVideoListSchema,
} as const;

const itemSchemas = { background: revealImageSchema, file: revealFileSchema, poster: revealImageSchema, video: revealVideoSchema } as const;

export const revealMediaQuery = <Kind extends RevealMediaKind>(level: RevealLevel, id: string, kind: Kind) =>
  queryOptions({
    queryKey: revealKeys.media(level, id, kind),
    queryFn: ({ signal }) =>
      request(`${ownerPath(level, id)}/${revealMediaPaths[kind]}`, { response: listSchemas[kind] as (typeof listSchemas)[Kind], signal }),
  });

/** What an upload sends besides the file, per kind (docs/product.md#api-calls query parameters). */
export type RevealUploadFields =
  | { kind: 'video'; name: string; videoType: RevealVideoType; /** null: Global. */ regionId: string | null }
  | { kind: 'file'; fileType: RevealFileType }
  | { kind: 'poster' | 'background'; name: string };

function uploadQuery(fields: RevealUploadFields): URLSearchParams {
  const query = new URLSearchParams();
  if (fields.kind === 'file') {
    query.set(REVEAL_FILE_TYPE_PARAM, fields.fileType);
    return query;
  }
  query.set(revealNameParams[fields.kind], fields.name);
  if (fields.kind === 'video') {
    query.set(REVEAL_VIDEO_TYPE_PARAM, fields.videoType);
    // docs/product.md#validation-messages: 'null' means Global.
    query.set(REVEAL_REGION_PARAM, fields.regionId ?? 'null');
  }
  return query;
}

export function uploadRevealMedia(
  level: RevealLevel,
  id: string,
  fields: RevealUploadFields,
  file: File,
  onProgress?: (percent: number) => void,
) {
  const { kind } = fields;
  return upload(`${ownerPath(level, id)}/${revealMediaPaths[kind]}?${uploadQuery(fields).toString()}`, {
    body: fileForm(revealMediaFields[kind], file),
    response: itemSchemas[kind],
    ...(onProgress ? { onProgress } : {}),
  });
}

export function deleteRevealMedia(level: RevealLevel, id: string, kind: RevealMediaKind, fileId: string) {
  return request(`${ownerPath(level, id)}/${revealMediaPaths[kind]}/${encodeURIComponent(fileId)}`, { method: 'DELETE' });
}

/** A medium's public address (its `url` is a path on the API host, docs/product.md#api-calls, Public media). */
export const revealMediaUrl = (item: { url: string }) => apiUrl(item.url);
