import * as z from 'zod';

/**
 * Uploads (docs/decisions.md#assets): the type is decided from the file's bytes, never its name or the browser's
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

/** Default largest image, in pixels (the server's MAX_IMAGE_PIXELS may differ). */
export const DEFAULT_MAX_IMAGE_PIXELS = 50_000_000;

/** Title of the 413 answer to an image with more pixels than allowed. */
export function tooManyPixelsTitle(maxPixels: number): string {
  return `The image has too many pixels (at most ${Number((maxPixels / 1_000_000).toPrecision(3))} megapixels).`;
}

/** Titles of the 413 and 415 answers of every upload. */
export const FILE_TOO_LARGE_TITLE = 'The file is too large.';
export const FILE_TYPE_NOT_ALLOWED_TITLE = 'This type of file is not allowed.';
/** A multipart body that cannot be read: no boundary, cut short, or a broken part header. */
export const MALFORMED_MULTIPART_TITLE = 'Malformed multipart body.';
/** A form field (or file) sent more than once: which one counts would be a guess. */
export const repeatedFieldMessage = (field: string) => `${field} must be sent once.`;

/** Longest original file name kept (most file systems stop at 255). */
export const ORIGINAL_FILE_NAME_MAX_LENGTH = 255;

/** Not a C0 or C1 control, nor a bidi embedding, override or isolate character. */
function isKeptCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return !(code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069));
}

/**
 * The person's own name of an uploaded file, made safe to keep, show and send back as a download
 * name (docs/decisions.md#assets): only the last path segment (some browsers send a whole path), no control or
 * bidirectional-override characters (they can disguise an extension), trimmed, and at most
 * ORIGINAL_FILE_NAME_MAX_LENGTH characters with the extension kept. A name with nothing left becomes
 * `file.<extension>` of the stored file.
 */
export function cleanOriginalFileName(raw: string | undefined, fallbackExtension: string): string {
  const lastSegment = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(lastSegment).filter(isKeptCharacter).join('').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return `file.${fallbackExtension}`;
  const characters = Array.from(cleaned);
  if (characters.length <= ORIGINAL_FILE_NAME_MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  const keep = extension.length < 16 ? extension : [];
  return [...characters.slice(0, ORIGINAL_FILE_NAME_MAX_LENGTH - keep.length), ...keep].join('');
}

/**
 * What an upload stored: the generated name (uuid + extension), the person's original file name
 * (shown in lists and used as the download name), the sniffed type and the size.
 */
export const storedFileSchema = z.object({
  fileName: z.string(),
  originalFileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
