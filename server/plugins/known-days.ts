import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { KnownDays } from '../device/services/known-days.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The day this process last answered each display's player (device/services/known-days.ts): the day's
     * long poll waits on it without reading, and the heartbeat report checks what the display
     * should show against it.
     */
    knownDays: KnownDays;
  }
}

const knownDays: FastifyPluginAsync = async (app) => {
  // Every change the API makes to what a day carries is announced (device/services/known-days.ts); the
  // age bounds only a change made behind its back.
  app.decorate('knownDays', new KnownDays({ schedules: app.scheduleChangesHeard, commands: app.commandsHeard }));
};

export const knownDaysPlugin = fp(knownDays, { name: 'known-days', dependencies: ['schedule-changes', 'display-commands-wake'] });
