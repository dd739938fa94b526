import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REVALIDATE_CACHE } from './static-app.ts';

export interface NotFoundOptions {
  /** When the built app is served, browser navigations to app routes get its index.html. */
  serveAppShell: boolean;
}

/** A browser navigating to an app route such as /login or /clients/123 (not an API or media path). */
function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/') || path === '/public' || path.startsWith('/public/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

const notFound: FastifyPluginAsync<NotFoundOptions> = async (app, options) => {
  app.setNotFoundHandler((request, reply) => {
    if (options.serveAppShell && isAppNavigation(request)) {
      return reply.header('cache-control', REVALIDATE_CACHE).sendFile('index.html');
    }
    return reply.code(404).type('application/json; charset=utf-8').send({ title: 'Not Found', status: 404 });
  });
};

/** JSON 404 for unknown routes, and the single-page app's fallback to index.html. */
export const notFoundPlugin = fp(notFound, { name: 'not-found' });
