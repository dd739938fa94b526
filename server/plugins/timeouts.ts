import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Timeouts } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once close() began (SIGTERM): answers tell clients to drop the connection. */
    isClosing(): boolean;
  }
}

export interface TimeoutsOptions {
  timeouts: Timeouts;
}

/**
 * Clients cannot hold the server. Node's own limits cover the socket: a connection
 * silent for `requestMs` is closed, and a whole request (an upload at most) must arrive within
 * `uploadMs`. Here a JSON body, which is small, must arrive within `requestMs`: a client that
 * stalls mid-body loses its connection. Multipart bodies are read by the route (uploads) and
 * have the longer limit. Once the app is closing, every answer says `Connection: close`.
 */
const timeouts: FastifyPluginAsync<TimeoutsOptions> = async (app, options) => {
  const { requestMs } = options.timeouts;
  const bodyTimers = new WeakMap<object, NodeJS.Timeout>();
  let closing = false;
  app.decorate('isClosing', () => closing);

  // Callbacks, not async hooks: they run on every request (each player's poll), most without a body.
  app.addHook('onRequest', (request, _reply, done) => {
    const hasBody = request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
    if (hasBody && !(request.headers['content-type'] ?? '').startsWith('multipart/')) {
      const timer = setTimeout(() => request.raw.socket?.destroy(), requestMs);
      timer.unref();
      bodyTimers.set(request, timer);
      request.raw.once('close', () => clearTimeout(timer));
    }
    done();
  });
  // The body has been read and parsed by now; or the request was answered before it was read
  // (a 401 in onRequest), which injected requests do without ever closing their fake socket.
  const bodyRead = (request: object, _reply: unknown, done: () => void) => {
    const timer = bodyTimers.get(request);
    if (timer !== undefined) {
      clearTimeout(timer);
      bodyTimers.delete(request);
    }
    done();
  };
  app.addHook('preValidation', bodyRead);
  app.addHook('onResponse', bodyRead);

  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
};

export const timeoutsPlugin = fp(timeouts, { name: 'timeouts' });
