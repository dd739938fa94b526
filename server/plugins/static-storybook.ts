import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { inlineScriptHashes } from '../http/inline-scripts.ts';
import { unauthorized } from '../http/http-problem.ts';
import { findIdentityById } from '../services/identities/identities.ts';
import { may } from '../../contract/permissions.ts';
import { roleOf } from '../access/roles.ts';
import {
  cookieValue,
  openStorybookPass,
  sealStorybookPass,
  STORYBOOK_COOKIE,
  STORYBOOK_COOKIE_LIFETIME_MS,
} from '../services/storybook-pass.ts';

export interface StaticStorybookOptions {
  /** `npm run build-storybook`'s output (storybook-static): index.html, iframe.html and their files. */
  storybookDir: string;
}

export const STORYBOOK_PREFIX = '/storybook/';
export const STORYBOOK_LINK_EXPIRED = 'This Storybook link has expired or is not yours. Open the Storybook again from Settings.';

/**
 * The portal's own CSP forbids framing and inline scripts; the Storybook's manager shows each story
 * in a same-origin iframe and both pages start with inline scripts (allowed by hash).
 */
function storybookContentSecurityPolicy(storybookDir: string): string {
  const hashes = ['index.html', 'iframe.html'].flatMap((page) => {
    const file = join(storybookDir, page);
    return existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : [];
  });
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The published Storybook at /storybook/, for admins and designers (`content.edit`, docs/permissions.md). A browser opens
 * it by navigation, which cannot carry the bearer token: the app asks `POST /api/storybook/link`
 * for a one-minute pass, and this plugin trades the pass for a cookie scoped to /storybook/
 * (services/storybook-pass.ts). Every file asked for is checked: a valid cookie of an identity
 * that still holds `content.edit`, else 401.
 */
const staticStorybook: FastifyPluginAsync<StaticStorybookOptions> = async (app, options) => {
  if (!existsSync(join(options.storybookDir, 'index.html'))) {
    app.log.debug(`No Storybook build in ${options.storybookDir}: /storybook/ is not served (BUILD_STORYBOOK=true npm run build).`);
    return;
  }
  const contentSecurityPolicy = storybookContentSecurityPolicy(options.storybookDir);

  const mayOpen = async (identityId: string | null) => {
    if (identityId === null) return false;
    // The same permission as the link's route: still held when each file is asked for.
    const role = roleOf(await findIdentityById(app.db, identityId));
    return role !== null && may(role, 'content.edit');
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = await app.secretKey();
    const now = app.now();
    const linkPass = (request.query as Record<string, unknown> | undefined)?.pass;
    if (typeof linkPass === 'string') {
      const identityId = openStorybookPass(key, 'link', linkPass, now);
      if (!(await mayOpen(identityId))) throw unauthorized(STORYBOOK_LINK_EXPIRED);
      const expires = new Date(now.getTime() + STORYBOOK_COOKIE_LIFETIME_MS);
      const cookie = [
        `${STORYBOOK_COOKIE}=${sealStorybookPass(key, 'cookie', identityId ?? '', expires)}`,
        `Path=${STORYBOOK_PREFIX}`,
        `Max-Age=${STORYBOOK_COOKIE_LIFETIME_MS / 1000}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(request.protocol === 'https' ? ['Secure'] : []),
      ].join('; ');
      // The pass leaves the address bar (and the history) at once.
      return reply.header('set-cookie', cookie).header('cache-control', 'no-store').redirect(STORYBOOK_PREFIX, 303);
    }
    const cookie = cookieValue(request.headers.cookie, STORYBOOK_COOKIE);
    const identityId = cookie === null ? null : openStorybookPass(key, 'cookie', cookie, now);
    if (!(await mayOpen(identityId))) throw unauthorized(STORYBOOK_LINK_EXPIRED);
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', contentSecurityPolicy);
    reply.header('x-frame-options', 'SAMEORIGIN');
  });

  app.get('/storybook', (_request, reply) => reply.redirect(STORYBOOK_PREFIX, 301));
  await app.register(fastifyStatic, {
    root: options.storybookDir,
    prefix: STORYBOOK_PREFIX,
    decorateReply: false,
    // Behind a pass: kept by this browser only, and asked again each time (a rebuild changes files in place).
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'private, no-cache'),
    index: ['index.html'],
  });
};

/** Not wrapped in fastify-plugin: its hooks guard only the Storybook's own routes. */
export const staticStorybookPlugin = staticStorybook;
