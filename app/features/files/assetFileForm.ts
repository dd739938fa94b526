import * as z from 'zod';
import { assetFileMessages, assetFileNameSchema, assetFileTypes, type AssetFileType } from '../../../contract/assetFiles.ts';

/**
 * docs/product.md#validation-messages, Asset file: the add and edit forms. Field names are the server's error keys (Name,
 * FileType, File) with the first letter lower-cased, so server field errors land on them.
 */

/** The server's rule (clean, capped at 100), so the form says it before a round trip. */
const name = assetFileNameSchema;
const fileType = z.enum(assetFileTypes);
const chosenFile = z.custom<File | null>((value) => value === null || value instanceof File);

/** Add: the file is required and must not be empty (File is required). */
export const addAssetFileFormSchema = z.object({
  name,
  fileType,
  file: chosenFile.refine((value): boolean => value instanceof File && value.size > 0, { message: assetFileMessages.fileRequired }),
});

/** Edit: a replacement file is optional; an empty one is refused like on add. */
export const editAssetFileFormSchema = z.object({
  name,
  fileType,
  file: chosenFile.refine((value): boolean => value === null || value.size > 0, { message: assetFileMessages.fileRequired }),
});

export type AssetFileFormValues = z.infer<typeof addAssetFileFormSchema>;

/**
 * docs/product.md#states, Asset file type: follows the chosen file — image/* gives Image, video/* gives Video.
 * Anything else gives `otherwise`: Image on create, the file's current type on edit.
 */
export function fileTypeOf(file: File | null, otherwise: AssetFileType): AssetFileType {
  if (file?.type.startsWith('video/')) return 'Video';
  if (file?.type.startsWith('image/')) return 'Image';
  return otherwise;
}

/** A name to start from when the person has not typed one: the file's name without its extension. */
export function suggestedName(file: File): string {
  const dot = file.name.lastIndexOf('.');
  return (dot > 0 ? file.name.slice(0, dot) : file.name).trim();
}

/** docs/product.md#validation-messages: the picker accepts image/* and video/*. */
export const ASSET_FILE_ACCEPT = 'image/*,video/*';
