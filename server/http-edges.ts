import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers that Fastify or Node give before any route or error handler runs, in the problem shape
 * `{ title, status }` shape like every other answer, and without echoing the request back.
 */

/** Longer than any id or token in a path; a longer segment is a malformed id. */
export const MAX_PARAM_LENGTH = 200;

function problemJson(status: number, title = STATUS_CODES[status] ?? 'Error'): string {
  return JSON.stringify({ title, status });
}

/** Router errors: a URL that does not decode (400), a path segment over MAX_PARAM_LENGTH (404). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  // A segment too long to be any id is answered as any malformed id is: not found.
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 404 : 400;
  const title = status === 404 ? 'Not Found' : 'Bad Request';
  void reply.code(status).type('application/json; charset=utf-8').send(problemJson(status, title));
}

/** What Node's HTTP parser refused: headers over the limit (431), a timeout (408), anything else (400). */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection, or one already closed, has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  // Part of an answer already went out (or the socket cannot take more): just close it.
  if (!socket.writable || socket.bytesWritten > 0) {
    socket.destroy(error);
    return;
  }
  const body = problemJson(status);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
