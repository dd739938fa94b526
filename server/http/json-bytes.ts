import type { FastifyReply } from 'fastify';

/**
 * Sends JSON already serialised (and checked against its route's schema when it was built): a
 * Buffer with a JSON content type skips the route's serializer, so an answer shared by thousands of
 * long polls is not parsed and stringified again for each of them.
 */
export function sendJsonBytes(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.header('content-type', 'application/json; charset=utf-8').send(bytes);
}
