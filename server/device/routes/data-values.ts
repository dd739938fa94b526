import type { Socket } from 'node:net';
import * as z from 'zod';
import { liveValuesQuerySchema, liveValuesSchema } from '../../../contract/dataSources.ts';
import { rememberingQueryValidatorCompiler, type ZodRoutes } from '../../plugins/zod.ts';
import { unauthorized } from '../../http/http-problem.ts';
import { problemResponses } from '../../routes/problem-responses.ts';
import { sendJsonBytes } from '../../http/json-bytes.ts';
import { COMPRESS_THRESHOLD_BYTES } from '../../plugins/compression.ts';

/**
 * GET /api/graphicscontroller/self/data-values (docs/live-data.md): the live values a player's
 * layouts show, apart from its day so that a jackpot pushed every second never makes it download
 * its day again. A long poll like the day's: with `If-None-Match` and `waitSeconds` an unchanged
 * answer waits until a value of one of the sources is stored (in any API process: the wake
 * channel), so a push reaches a connected player within a second or two.
 */
export const deviceDataValueRoutes: ZodRoutes = async (app) => {
  app.get(
    '/self/data-values',
    {
      config: { access: 'device' },
      // Compressed here, once per answer: the compression plugin would deflate each poll's again.
      compress: false,
      // A GET has no body to inflate: no decompression hook on every poll.
      decompress: false,
      // Every player's poll names the same sources: checked once, not parsed by zod per poll.
      validatorCompiler: rememberingQueryValidatorCompiler(['sources', 'waitSeconds']),
      schema: { querystring: liveValuesQuerySchema, response: { 200: liveValuesSchema, 304: z.undefined(), ...problemResponses(400, 401) } },
    },
    async (request, reply) => {
      const device = request.graphicsController;
      if (device === null) throw unauthorized();
      const { sources, waitSeconds } = request.query;
      const known = request.headers['if-none-match'];
      const waitMs = waitSeconds * 1000;
      const socket = request.raw.socket as Partial<Socket> | undefined;
      if (waitMs > 0 && typeof socket?.setTimeout === 'function') socket.setTimeout(waitMs + app.config.timeouts.requestMs);
      // Listening before the read: a value stored while it runs still ends the wait.
      const waits = waitMs > 0 ? sources.map((id) => app.nextDataValues(id, waitMs)) : [];
      try {
        // Kept answers come back as they are, not as promises (services/live-values-cache.ts).
        const first = app.liveAnswer(device.clientId, sources);
        let answer = first instanceof Promise ? await first : first;
        if (waits.length > 0 && answer.version === known) {
          await (waits.length === 1 ? waits[0]!.changed : Promise.race(waits.map((wait) => wait.changed)));
          const woken = app.liveAnswer(device.clientId, sources);
          answer = woken instanceof Promise ? await woken : woken;
        }
        reply.header('cache-control', 'no-cache').header('etag', answer.version);
        if (answer.version === known) return reply.code(304).send(undefined);
        // Serialised once per version for every poll asking it (services/live-answer.ts), checked
        // against the 200 schema when built: sent as bytes, past the per-reply serializer, and
        // gzipped from its part compressed once (a small answer as it is, as the compression plugin does).
        reply.header('vary', 'accept-encoding');
        const now = app.now();
        if (answer.length >= COMPRESS_THRESHOLD_BYTES && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
          return sendJsonBytes(reply.header('content-encoding', 'gzip'), answer.gzip(now));
        }
        return sendJsonBytes(reply, answer.bytes(now));
      } finally {
        for (const wait of waits) wait.cancel();
      }
    },
  );
};
