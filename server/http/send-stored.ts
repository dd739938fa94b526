import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRange, type ByteRange } from './byte-range.ts';
import { inlineContentDisposition } from './content-disposition.ts';
import { HttpProblem, notFound } from './http-problem.ts';

/** Stored names are unique and never reused, so a file at a name never changes. */
export const IMMUTABLE_MEDIA_CACHE = 'public, max-age=31536000, immutable';

/**
 * What sending a file reads from the file store: services/storage's Storage answers it. Named here
 * so that http/ needs nothing from services/.
 */
export interface StoredFileSource {
  size(key: string): Promise<number | null>;
  get(key: string, range?: ByteRange): Promise<{ stream: Readable; sizeBytes: number } | null>;
}

/**
 * Sends a stored file with its recorded type, long caching, no sniffing, and byte ranges (video
 * seeking); with `downloadName`, the person's original file name is the name it is saved under.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: StoredFileSource,
  key: string,
  contentType: string,
  downloadName?: string,
): Promise<FastifyReply> {
  const size = await storage.size(key);
  if (size === null) throw notFound();
  const range = parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    throw new HttpProblem(416, 'Range Not Satisfiable', { headers: { 'content-range': `bytes */${size}` } });
  }
  const stored = await storage.get(key, range ?? undefined);
  if (!stored) throw notFound();
  reply
    .header('content-type', contentType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', IMMUTABLE_MEDIA_CACHE)
    .header('accept-ranges', 'bytes')
    .header('content-length', String(stored.sizeBytes));
  if (downloadName !== undefined) reply.header('content-disposition', inlineContentDisposition(downloadName));
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  return reply.send(stored.stream);
}
