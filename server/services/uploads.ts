/**
 * One uploaded file from a multipart request (docs/decisions.md#assets): size limit per kind (413), type
 * sniffed from the bytes with `file-type` (415 when not an accepted kind), stored under a
 * generated name (uuid + extension of the sniffed type), while the person's own file name is kept
 * (cleaned) for lists and downloads. The upload is first written to a
 * temporary file, so nothing reaches storage before it passed every check.
 *
 * How a route uses it:
 *
 *   const upload = await receiveUpload(request, { field: 'logo', accept: ['image'] });
 *   try {
 *     // upload.fields: the form's text fields (any order); upload.file: null when the field was
 *     // missing or the file empty, so the route answers its own docs/product.md#validation-messages, "… is required." 400.
 *     if (!upload.file) throw validationProblem({ logo: [logoMessages.logoRequired] });
 *     const stored = await upload.file.store(app.storage, (fileName) => logoKey('clients', clientId, fileName));
 *     // stored: { fileName, originalFileName, contentType, sizeBytes } for the record's columns.
 *   } finally {
 *     await upload.discard();
 *   }
 *
 * Asset files: accept ['image', 'video'], key assetFileKey(fileName), `file.kind` gives Image or
 * Video. CSV: accept ['csv'] and read `await upload.file.readText()` instead of storing it (a CSV
 * is any valid UTF-8 text without NUL bytes, since CSV has no magic bytes).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { imageSizeFromFile } from 'image-size/fromFile';
import {
  cleanOriginalFileName,
  FILE_TOO_LARGE_TITLE,
  FILE_TYPE_NOT_ALLOWED_TITLE,
  MALFORMED_MULTIPART_TITLE,
  repeatedFieldMessage,
  tooManyPixelsTitle,
  uploadContentTypes,
  type StoredFile,
  type UploadKind,
} from '../../contract/uploads.ts';
import { HttpProblem, validationProblem } from '../http/http-problem.ts';
import type { Storage } from './storage/storage.ts';

/** Largest upload per kind, in bytes (docs/decisions.md#assets): more is answered 413. */
export interface UploadLimits {
  imageBytes: number;
  videoBytes: number;
  csvBytes: number;
  /** Largest image in pixels (width × height, read from the header): more is answered 413. */
  imagePixels: number;
}

export interface ReceiveOptions {
  /** The multipart field that holds the file (e.g. 'logo', 'revealVideo'). */
  field: string;
  /** Kinds this upload accepts, by sniffed type. */
  accept: readonly UploadKind[];
}

export interface ReceivedFile {
  kind: UploadKind;
  contentType: string;
  extension: string;
  sizeBytes: number;
  /** The person's own name of the file, cleaned (cleanOriginalFileName); never a storage key. */
  originalFileName: string;
  /** Stores the file under keyFor(generated name) and returns what the record keeps. */
  store(storage: Storage, keyFor: (fileName: string) => string): Promise<StoredFile>;
  /** The file as text (CSV uploads). */
  readText(): Promise<string>;
}

export interface ReceivedUpload {
  file: ReceivedFile | null;
  fields: Record<string, string>;
  /** Deletes the temporary file; always call it (finally). */
  discard(): Promise<void>;
}

export const fileTooLarge = () => new HttpProblem(413, FILE_TOO_LARGE_TITLE);
export const tooManyPixels = (maxPixels: number) => new HttpProblem(413, tooManyPixelsTitle(maxPixels));
export const fileTypeNotAllowed = () => new HttpProblem(415, FILE_TYPE_NOT_ALLOWED_TITLE);

export function maxBytesFor(kind: UploadKind, limits: UploadLimits): number {
  switch (kind) {
    case 'image':
    case 'pdf':
      return limits.imageBytes;
    case 'video':
      return limits.videoBytes;
    case 'csv':
      return limits.csvBytes;
  }
}

/** The content type a stored file name's extension stands for (names are generated from sniffed types). */
export function contentTypeOfFileName(fileName: string): string | null {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  for (const types of Object.values(uploadContentTypes)) {
    for (const [contentType, ext] of Object.entries(types)) if (ext === extension) return contentType;
  }
  return null;
}

const MULTIPART_TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * What an error while reading the parts means for the answer. The multipart parser (busboy) throws
 * plain errors for a body it cannot read (no boundary, cut short, a broken header): that is the
 * client's 400. Errors with a status (the plugin's own, ours) keep it, and system errors (a full
 * disk writing the temporary file: they carry a syscall) stay the server's 500.
 */
function uploadError(error: unknown): unknown {
  const { code, statusCode, syscall } = (error ?? {}) as { code?: string; statusCode?: number; syscall?: string };
  if (MULTIPART_TOO_LARGE.has(code ?? '')) return fileTooLarge();
  if (error instanceof HttpProblem || typeof statusCode === 'number' || syscall !== undefined) return error;
  return new HttpProblem(400, MALFORMED_MULTIPART_TITLE);
}

/** Reads the request's multipart body: the one file of `field` to a temporary file, and the text fields. */
export async function receiveUpload(request: FastifyRequest, options: ReceiveOptions): Promise<ReceivedUpload> {
  const { config } = request.server;
  const limits = config.uploadLimits;
  const tempDir = join(config.dataDir, 'uploads-tmp');
  const tempPath = join(tempDir, `${randomUUID()}.upload`);
  const discard = () => rm(tempPath, { force: true });
  const fields: Record<string, string> = {};
  let sizeBytes = -1;
  let sentFileName: string | undefined;
  // A request that is not multipart (or has no body) simply has no file: the route's 400 says so.
  if (!request.isMultipart()) return { file: null, fields, discard };

  const maxBytes = Math.max(...options.accept.map((kind) => maxBytesFor(kind, limits)));
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 5 } })) {
      if (part.type === 'field') {
        if (Object.hasOwn(fields, part.fieldname)) throw validationProblem({ [part.fieldname]: [repeatedFieldMessage(part.fieldname)] });
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== options.field) {
        part.file.resume();
        continue;
      }
      if (sizeBytes >= 0) throw validationProblem({ [part.fieldname]: [repeatedFieldMessage(part.fieldname)] });
      sentFileName = part.filename;
      await mkdir(tempDir, { recursive: true });
      await pipeline(part.file, createWriteStream(tempPath, { flags: 'wx' }));
      if (part.file.truncated) throw fileTooLarge();
      sizeBytes = (await stat(tempPath)).size;
    }
  } catch (error) {
    await discard();
    throw uploadError(error);
  }
  if (sizeBytes <= 0) {
    await discard();
    return { file: null, fields, discard };
  }
  try {
    const { kind, contentType, extension } = await sniff(tempPath, options.accept, limits);
    if (sizeBytes > maxBytesFor(kind, limits)) throw fileTooLarge();
    const originalFileName = cleanOriginalFileName(sentFileName, extension);
    if (kind === 'image') await checkPixels(tempPath, limits.imagePixels);
    const file: ReceivedFile = {
      kind,
      contentType,
      extension,
      sizeBytes,
      originalFileName,
      async store(storage, keyFor) {
        const fileName = `${randomUUID()}.${extension}`;
        await storage.put(keyFor(fileName), createReadStream(tempPath), { contentType, sizeBytes });
        return { fileName, originalFileName, contentType, sizeBytes };
      },
      readText: () => readFile(tempPath, 'utf8'),
    };
    return { file, fields, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

/**
 * A small file can claim a huge picture (100000 × 100000 pixels fits in a few hundred bytes), and
 * every browser or screen that shows it would decode it in full. The size is read from the image's
 * header (image-size reads the first bytes, never decodes); a header it cannot read is refused too.
 */
async function checkPixels(path: string, maxPixels: number): Promise<void> {
  let size: { width: number; height: number };
  try {
    size = await imageSizeFromFile(path);
  } catch {
    throw fileTypeNotAllowed();
  }
  if (size.width * size.height > maxPixels) throw tooManyPixels(maxPixels);
}

async function sniff(
  path: string,
  accept: readonly UploadKind[],
  limits: UploadLimits,
): Promise<{ kind: UploadKind; contentType: string; extension: string }> {
  const detected = await fileTypeFromFile(path);
  if (detected) {
    for (const kind of accept) {
      const types: Record<string, string> = uploadContentTypes[kind];
      const extension = types[detected.mime];
      if (extension) return { kind, contentType: detected.mime, extension };
    }
    throw fileTypeNotAllowed();
  }
  if (accept.includes('csv') && (await isPlainText(path, limits.csvBytes))) {
    return { kind: 'csv', contentType: 'text/csv', extension: 'csv' };
  }
  throw fileTypeNotAllowed();
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Valid UTF-8 without NUL bytes: what a CSV (which has no magic bytes) must at least be. */
async function isPlainText(path: string, maxBytes: number): Promise<boolean> {
  if ((await stat(path)).size > maxBytes) throw fileTooLarge();
  const bytes = await readFile(path);
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}
