import fastifyCompress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Below this an answer fits in a packet or two; compressing it costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * API answers over 1 KB (lists, search) are compressed with what the client accepts, brotli first.
 * The built app is not compressed here: its files are precompressed at build time and already carry
 * Content-Encoding, which this plugin leaves alone; images and video are not compressible types.
 */
const compression: FastifyPluginAsync = async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
};

export const compressionPlugin = fp(compression, { name: 'compression' });
