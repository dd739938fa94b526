import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

const config: FastifyPluginAsync<{ config: Config }> = async (app, options) => {
  app.decorate('config', options.config);
};

/** The parsed configuration, for routes that need a setting (PORTAL_BASE_URL for mail links). */
export const configPlugin = fp(config, { name: 'config' });
