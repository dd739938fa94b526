import type { FastifyRequest } from 'fastify';

/**
 * Some paths carry tokens: the app pages /reset-password/<token> and /invite/<token> (which the
 * browser requests as pages) and the API's /api/signup/invitations/<token>. The access log must
 * not keep them.
 */
export function redactTokensInUrl(url: string): string {
  return url.replace(/\/(reset-password|invite|signup\/invitations)\/[^/?#]+/g, '/$1/[redacted]');
}

/** Fastify's pino options: a level, and no passwords or tokens in the log, ever. */
export function loggerOptions(level: string) {
  return {
    level,
    // Fastify logs no headers or bodies by default; this is for anything that logs them by hand.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', 'password', '*.password'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactTokensInUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
