import * as z from 'zod';
import { textSchema } from './text.ts';

/**
 * Reveal, the public venue website (docs/product.md#who, #entities, #validation-messages, #api-calls): its display mode per client and venue,
 * and media per client (inherited by every venue) and per venue.
 */

export const displayModes = ['Light', 'Dark'] as const;
export type DisplayMode = (typeof displayModes)[number];

/** docs/product.md#who content page kinds: the types of reveal files. */
export const revealFileTypes = [
  'VenueLicence',
  'AboutUs',
  'JackpotInfo',
  'GameRules',
  'GamblingHelp',
  'ContactInfo',
  'GrantRecipients',
  'GrantApplication',
  'HomePage',
] as const;
export type RevealFileType = (typeof revealFileTypes)[number];

/** docs/product.md#entities: JackpotInfo and VenueLicence are venue matters, not offered at client level. */
export const clientRevealFileTypes = revealFileTypes.filter(
  (type) => type !== 'JackpotInfo' && type !== 'VenueLicence',
) as Exclude<RevealFileType, 'JackpotInfo' | 'VenueLicence'>[];

/**
 * Reveal video types. The product text names none, so this is our own small list: Promotional (adverts and
 * promotions), Background (ambient loops behind the site), Jackpot (jackpot features),
 * Information (venue and responsible-gambling information).
 */
export const revealVideoTypes = ['Promotional', 'Background', 'Jackpot', 'Information'] as const;
export type RevealVideoType = (typeof revealVideoTypes)[number];

/** docs/product.md#validation-messages messages (word for word where the product text gives them) and ours for the rest. */
export const revealMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must not be longer than 100 characters.',
  revealVideoRequired: 'Reveal video is required',
  revealFileRequired: 'Reveal file is required',
  revealPosterRequired: 'Reveal poster is required',
  revealBackgroundRequired: 'Reveal background is required',
  videoTypeRequired: 'Video type is required',
  fileTypeRequired: 'File type is required',
  invalidRegionId: 'Invalid region id',
  displayModeInvalid: 'Display mode must be Light, Dark or empty.',
} as const;

export const REVEAL_NAME_MAX_LENGTH = 100;

/** The name of a reveal poster, background or video (a query parameter, docs/product.md#api-calls): clean and capped. */
export const revealNameSchema = textSchema({
  label: 'Name',
  required: revealMessages.nameRequired,
  max: REVEAL_NAME_MAX_LENGTH,
  tooLong: revealMessages.nameTooLong,
}).min(1, { error: revealMessages.nameRequired });

/** 'null', 'Inherit' and '' are how forms send "unset" (docs/product.md#validation-messages, Reveal settings). */
const unsetDisplayMode = z.union([z.literal('null'), z.literal('Inherit'), z.literal('')]).transform(() => null);

/** PUT /api/clients/{clientId}/reveal-settings and /api/venues/{venueId}/reveal-settings. */
export const revealSettingsRequestSchema = z.object({
  displayMode: z
    .union([z.enum(displayModes), z.null(), unsetDisplayMode], { error: revealMessages.displayModeInvalid })
    .optional()
    .transform((value) => value ?? null),
});
export type RevealSettingsRequest = z.input<typeof revealSettingsRequestSchema>;

/** Client: null = not set. */
export const clientRevealSettingsSchema = z.object({ displayMode: z.enum(displayModes).nullable() });
export type ClientRevealSettings = z.infer<typeof clientRevealSettingsSchema>;

/** Venue: null = inherit; clientDisplayMode is what it inherits (for "Inherit (Dark)"). */
export const venueRevealSettingsSchema = z.object({
  displayMode: z.enum(displayModes).nullable(),
  clientDisplayMode: z.enum(displayModes).nullable(),
});
export type VenueRevealSettings = z.infer<typeof venueRevealSettingsSchema>;

/** The four kinds, their addresses (`reveal-<path>`), multipart fields and public path segment. */
export const revealMediaKinds = ['background', 'file', 'poster', 'video'] as const;
export type RevealMediaKind = (typeof revealMediaKinds)[number];

export const revealMediaPaths: Record<RevealMediaKind, string> = {
  background: 'reveal-backgrounds',
  file: 'reveal-files',
  poster: 'reveal-posters',
  video: 'reveal-videos',
};

export const revealMediaFields: Record<RevealMediaKind, string> = {
  background: 'revealBackground',
  file: 'revealFile',
  poster: 'revealPoster',
  video: 'revealVideo',
};

/**
 * What each kind accepts (by the file's bytes): files are images or PDFs (content pages), posters
 * images, backgrounds images or videos (a moving background), videos videos.
 */
export const revealMediaAccept = {
  background: ['image', 'video'],
  file: ['image', 'pdf'],
  poster: ['image'],
  video: ['video'],
} as const satisfies Record<RevealMediaKind, readonly ('image' | 'video' | 'pdf')[]>;

/** Public path of a medium, relative to the API base: under its venue when it has one, else its client. */
export function revealMediaPath(kind: RevealMediaKind, owner: { clientId: string; venueId: string | null }, fileName: string) {
  const base = owner.venueId === null ? `/public/clients/${owner.clientId}` : `/public/venues/${owner.venueId}`;
  return `${base}/reveal-${kind}/${encodeURIComponent(fileName)}`;
}

const storedFile = {
  id: z.uuid(),
  clientId: z.uuid(),
  /** Null: the client's, inherited by every venue (shown at venue level without delete). */
  venueId: z.uuid().nullable(),
  /** The generated stored name, in `url`. */
  fileName: z.string(),
  /** The person's own name of the uploaded file: what lists show and the download name. */
  originalFileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdUtc: z.iso.datetime(),
  /** Public path on the API host. */
  url: z.string(),
};

export const revealVideoSchema = z.object({
  ...storedFile,
  name: z.string(),
  videoType: z.enum(revealVideoTypes),
  /** Null (and regionName null) means Global. */
  regionId: z.uuid().nullable(),
  regionName: z.string().nullable(),
});
export type RevealVideo = z.infer<typeof revealVideoSchema>;

export const revealFileSchema = z.object({ ...storedFile, fileType: z.enum(revealFileTypes) });
export type RevealFile = z.infer<typeof revealFileSchema>;

/** Posters and backgrounds. */
export const revealImageSchema = z.object({ ...storedFile, name: z.string() });
export type RevealPoster = z.infer<typeof revealImageSchema>;
export type RevealBackground = RevealPoster;

export const revealVideoListSchema = z.array(revealVideoSchema);
export const revealFileListSchema = z.array(revealFileSchema);
export const revealImageListSchema = z.array(revealImageSchema);

/** POST query parameters (docs/product.md#api-calls), exactly as named there. */
export const revealNameParams: Record<Exclude<RevealMediaKind, 'file'>, string> = {
  background: 'BackgroundName',
  poster: 'PosterName',
  video: 'Name',
};
export const REVEAL_FILE_TYPE_PARAM = 'FileType';
export const REVEAL_VIDEO_TYPE_PARAM = 'VideoType';
export const REVEAL_REGION_PARAM = 'regionId';
