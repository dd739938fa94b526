import { appConfigSchema } from '../../contract/appConfig.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { problemResponses } from './problem-responses.ts';

/** GET /api/app-config: the server's configured addresses the browser links to (docs/product.md#constants). */
export const appConfigRoutes: ZodRoutes = async (app) => {
  app.get(
    '/app-config',
    // Anonymous, but the app sends its token along: an admin sent to enrol reads it too.
    { config: { access: 'public', beforeTwoFactor: true }, schema: { response: { 200: appConfigSchema, ...problemResponses(500) } } },
    async () => ({
      revealBaseUrl: app.config.revealBaseUrl,
      portalBaseUrl: app.config.portalBaseUrl,
      ...(app.config.sso === null ? {} : { ssoName: app.config.sso.name }),
    }),
  );
};
