import * as z from 'zod';

/**
 * Uploads (DESIGN §5): the type is decided from the file's bytes, never its name or the browser's
 * Content-Type. What each upload accepts:
 * - image: PNG, JPEG, GIF, WebP, AVIF (no SVG: it can carry script)
 * - video: MP4, WebM, QuickTime
 * - pdf: PDF
 * - csv: text that is valid UTF-8 without NUL bytes (CSV has no magic bytes)
 */
export const uploadKinds = ['image', 'video', 'pdf', 'csv'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** Content types by kind, with the extension a stored file of that type gets. */
export const uploadContentTypes = {
  image: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'avif' },
  video: { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' },
  pdf: { 'application/pdf': 'pdf' },
  csv: { 'text/csv': 'csv' },
} as const satisfies Record<UploadKind, Record<string, string>>;

/** For a file `<input accept>`: what the browser should offer for each kind. */
export const uploadAccept: Record<UploadKind, string> = {
  image: Object.keys(uploadContentTypes.image).join(','),
  video: Object.keys(uploadContentTypes.video).join(','),
  pdf: 'application/pdf',
  csv: '.csv,text/csv',
};

/** Default largest sizes (the server's MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, MAX_CSV_BYTES may differ). PDFs count as images. */
export const DEFAULT_MAX_UPLOAD_BYTES: Record<UploadKind, number> = {
  image: 10 * 1024 * 1024,
  video: 500 * 1024 * 1024,
  pdf: 10 * 1024 * 1024,
  csv: 5 * 1024 * 1024,
};

/** Titles of the 413 and 415 answers of every upload. */
export const FILE_TOO_LARGE_TITLE = 'The file is too large.';
export const FILE_TYPE_NOT_ALLOWED_TITLE = 'This type of file is not allowed.';

/** What an upload stored: the generated name (uuid + extension), the sniffed type and the size. */
export const storedFileSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
