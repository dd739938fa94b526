import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { SsoProvider } from '../services/sso/provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The OpenID provider of single sign-on (docs/permissions.md#single-sign-on), null when none is configured. */
    sso: SsoProvider | null;
  }
}

const config: FastifyPluginAsync<{ config: Config }> = async (app, options) => {
  app.decorate('config', options.config);
  // Discovery waits for the first sign-in: the portal starts whether or not the provider is up.
  app.decorate('sso', options.config.sso === null ? null : new SsoProvider(options.config.sso));
};

/** The parsed configuration, for routes that need a setting (PORTAL_BASE_URL for mail links). */
export const configPlugin = fp(config, { name: 'config' });
