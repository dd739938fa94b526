import * as z from 'zod';
import {
  REVEAL_NAME_MAX_LENGTH,
  revealFileTypes,
  revealMessages,
  revealVideoTypes,
  type RevealFileType,
  type RevealMediaKind,
  type RevealVideoType,
} from '../../../contract/reveal.ts';

/**
 * The add dialogs' forms (docs/product.md#validation-messages, Reveal video, file, poster, background). Field names are the
 * server's error keys with the first letter lower-cased (`PosterName` → posterName, `revealPoster`),
 * so server field errors land on the matching field.
 */

const requiredFile = (message: string) =>
  z.custom<File | null>((value) => value === null || value instanceof File).refine((value): boolean => value instanceof File, { message });

const requiredName = z
  .string()
  .trim()
  .min(1, { message: revealMessages.nameRequired })
  .max(REVEAL_NAME_MAX_LENGTH, { message: revealMessages.nameTooLong });

const oneOf = (values: readonly string[], message: string) => z.string().refine((value) => values.includes(value), { message });

/** The Global choice of the region select (docs/product.md#validation-messages: 'null' means Global). */
export const GLOBAL_REGION = 'null';

export const revealVideoFormSchema = z.object({
  name: requiredName,
  regionId: z.string(),
  videoType: oneOf(revealVideoTypes, revealMessages.videoTypeRequired),
  revealVideo: requiredFile(revealMessages.revealVideoRequired),
});
export type RevealVideoForm = z.infer<typeof revealVideoFormSchema>;

/** Files: the allowed types differ by level (no JackpotInfo or VenueLicence at client level). */
export const revealFileFormSchema = (allowedTypes: readonly RevealFileType[]) =>
  z.object({
    fileType: oneOf(allowedTypes, revealMessages.fileTypeRequired),
    revealFile: requiredFile(revealMessages.revealFileRequired),
  });
export type RevealFileForm = { fileType: string; revealFile: File | null };

export const revealPosterFormSchema = z.object({
  posterName: requiredName,
  revealPoster: requiredFile(revealMessages.revealPosterRequired),
});
export type RevealPosterForm = z.infer<typeof revealPosterFormSchema>;

export const revealBackgroundFormSchema = z.object({
  backgroundName: requiredName,
  revealBackground: requiredFile(revealMessages.revealBackgroundRequired),
});
export type RevealBackgroundForm = z.infer<typeof revealBackgroundFormSchema>;

/** What an add dialog submits, per kind. */
export type RevealAddValues =
  | ({ kind: 'video' } & RevealVideoForm)
  | ({ kind: 'file' } & RevealFileForm)
  | ({ kind: 'poster' } & RevealPosterForm)
  | ({ kind: 'background' } & RevealBackgroundForm);

/** Readable names of the file types (docs/product.md#who content page kinds). */
export const revealFileTypeLabels: Record<RevealFileType, string> = {
  VenueLicence: 'Venue licence',
  AboutUs: 'About us',
  JackpotInfo: 'Jackpot info',
  GameRules: 'Game rules',
  GamblingHelp: 'Gambling help',
  ContactInfo: 'Contact info',
  GrantRecipients: 'Grant recipients',
  GrantApplication: 'Grant application',
  HomePage: 'Home page',
};

export const isRevealFileType = (value: string): value is RevealFileType => (revealFileTypes as readonly string[]).includes(value);
export const isRevealVideoType = (value: string): value is RevealVideoType => (revealVideoTypes as readonly string[]).includes(value);

/** The picker's accept attribute per kind (contract revealMediaAccept, as MIME patterns). */
export const revealAccept: Record<RevealMediaKind, string> = {
  background: 'image/*,video/*',
  file: 'image/*,application/pdf',
  poster: 'image/*',
  video: 'video/*',
};
