import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { STORYBOOK_NOT_BUILT, storybookLinkSchema } from '../../contract/storybook.ts';
import { HttpProblem } from '../http/http-problem.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { sealStorybookPass, STORYBOOK_LINK_LIFETIME_MS } from '../services/storybook-pass.ts';
import { problemResponses } from './problem-responses.ts';

/**
 * POST /api/storybook/link (admins and designers): the address that opens the published Storybook for the
 * caller, valid one minute (services/storybook-pass.ts says why a link and not the bearer token).
 */
export const storybookRoutes: ZodRoutes = async (app) => {
  app.post(
    '/link',
    {
      // Those who make and review the design: admins and designers (docs/permissions.md).
      config: { access: 'content.edit', noStore: true },
      schema: { response: { 200: storybookLinkSchema, ...problemResponses(401, 403, 404) } },
    },
    async (request) => {
      if (!app.config.serveApp || !existsSync(join(app.config.storybookDir, 'index.html'))) {
        throw new HttpProblem(404, STORYBOOK_NOT_BUILT);
      }
      const expires = new Date(app.now().getTime() + STORYBOOK_LINK_LIFETIME_MS);
      // The access hook has turned away anyone without an identity.
      const identityId = request.identity?.id ?? '';
      const pass = sealStorybookPass(await app.secretKey(), 'link', identityId, expires);
      return { url: `/storybook/?pass=${encodeURIComponent(pass)}`, expiresUtc: expires.toISOString() };
    },
  );
};
