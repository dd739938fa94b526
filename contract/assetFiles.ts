import * as z from 'zod';
import { FREE_NAME_MAX_LENGTH, textSchema } from './text.ts';

/** docs/product.md#entities, Asset file: a media kind. */
export const assetFileTypes = ['Image', 'Video'] as const;
export const assetFileTypeSchema = z.enum(assetFileTypes);
export type AssetFileType = z.infer<typeof assetFileTypeSchema>;

/** docs/product.md#validation-messages, Asset file. */
export const assetFileMessages = {
  nameRequired: 'Name is required',
  fileRequired: 'File is required',
  fileTypeInvalid: 'File type must be Image or Video',
} as const;

/**
 * The multipart fields of POST /api/assetfile and PUT /api/assetfile/{id} (docs/product.md#api-calls). Name and
 * FileType may also come as query parameters; a form field wins. 400 errors are keyed by these
 * names (the browser lower-cases the first letter, docs/product.md#validation-messages).
 */
export const ASSET_FILE_FIELDS = { name: 'Name', fileType: 'FileType', file: 'File' } as const;

/** The Name of an asset file, from the form field or the query: clean and capped like every name. */
export const assetFileNameSchema = textSchema({ label: 'Name', required: assetFileMessages.nameRequired, max: FREE_NAME_MAX_LENGTH }).min(1, {
  error: assetFileMessages.nameRequired,
});

/**
 * The stored fileType follows the uploaded bytes (image → Image, video → Video; anything else is
 * 415), whatever FileType says; FileType is only checked to be Image or Video. An edit without a
 * new file keeps the stored type.
 */
export const assetFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The generated stored name, served at /public/asset-file/{fileName}. */
  fileName: z.string(),
  /** The person's own name of the uploaded file: shown on the file's card and used as its download name. */
  originalFileName: z.string(),
  fileType: assetFileTypeSchema,
  contentType: z.string(),
  createdUtc: z.iso.datetime(),
});
export type AssetFile = z.infer<typeof assetFileSchema>;

/** GET /api/assetfile: newest first. */
export const assetFileListSchema = z.array(assetFileSchema);

/** Title of the 409 answer of DELETE /api/assetfile/{id} while a placement's config uses the file (file_id). */
export const ASSET_FILE_IN_USE_TITLE = 'This file is used by an asset. Remove it from the asset first.';

/** An asset whose layout places the file: a GROUP asset, or a display's layout (DISPLAY). */
export const assetFileUserSchema = z.object({ id: z.uuid(), name: z.string(), type: z.string() });
export type AssetFileUser = z.infer<typeof assetFileUserSchema>;

/** The 409 answer of DELETE /api/assetfile/{id}: which assets still place the file, by name. */
export const assetFileInUseProblemSchema = z.object({
  title: z.string(),
  status: z.literal(409),
  assets: z.array(assetFileUserSchema),
});
export type AssetFileInUseProblem = z.infer<typeof assetFileInUseProblemSchema>;

/** The public address of a stored asset file, relative to the API base (docs/product.md#entities). */
export const assetFilePath = (fileName: string) => `/public/asset-file/${encodeURIComponent(fileName)}`;
