import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Helmet's headers with a CSP the built app runs under: its own scripts, styled-components'
 * injected <style> tags ('unsafe-inline' styles), data:/blob: images (previews of picked files),
 * bundled fonts and calls to the same origin only.
 */
const securityHeaders: FastifyPluginAsync = async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // No upgrade-insecure-requests: the portal is also served over plain HTTP on a LAN.
      },
    },
  });
};

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
