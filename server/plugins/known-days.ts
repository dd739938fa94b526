import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { KNOWN_DAY_MS, KnownDays } from '../services/known-days.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The day this process last answered each display's player (services/known-days.ts): the day's
     * long poll waits on it without reading, and the heartbeat report checks what the display
     * should show against it.
     */
    knownDays: KnownDays;
  }
}

const knownDays: FastifyPluginAsync = async (app) => {
  // What no wake announces (an edited layout a schedule uses, a venue's time zone) reaches a waiting
  // player by the next heartbeat at the latest, as DESIGN §11 says.
  app.decorate(
    'knownDays',
    new KnownDays({ schedules: app.scheduleChangesHeard, commands: app.commandsHeard }, Math.min(KNOWN_DAY_MS, app.config.heartbeatSeconds * 1000)),
  );
};

export const knownDaysPlugin = fp(knownDays, { name: 'known-days', dependencies: ['config', 'schedule-changes', 'display-commands-wake'] });
