import type { FastifyReply, FastifyRequest } from 'fastify';
import { inlineContentDisposition } from './content-disposition.ts';
import { HttpProblem, notFound } from './http-problem.ts';
import type { ByteRange, Storage } from './storage/storage.ts';

/** Stored names are unique and never reused, so a file at a name never changes. */
export const IMMUTABLE_MEDIA_CACHE = 'public, max-age=31536000, immutable';

/**
 * The range of a `Range: bytes=…` header within a file of `size` bytes: null to send it whole
 * (no header, another unit, several ranges or a malformed one, which RFC 9110 lets a server ignore),
 * 'unsatisfiable' when it starts past the end (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * Sends a stored file with its recorded type, long caching, no sniffing, and byte ranges (video
 * seeking); with `downloadName`, the person's original file name is the name it is saved under.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
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
