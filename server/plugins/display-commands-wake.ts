import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';
import type { Wait } from '../device/services/keyed-waiters.ts';
import type { HeardWakes } from '../device/services/wake-log.ts';
import { openWakeChannel } from './wake-channel.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts waiting for a command sent to the display (in this process, or in another on
     * PostgreSQL through LISTEN): `changed` resolves then, or after `timeoutMs`. The player's long
     * poll of its day waits on it too, so a command reaches a connected player within seconds.
     */
    nextCommandFor: (displayId: string, timeoutMs: number) => Wait;
    /** Announces commands just committed for these displays (NOTIFY, and this process's waiters). */
    commandsSent: (displayIds: readonly string[]) => Promise<void>;
    /**
     * Announces that these displays themselves changed (their size, or they are gone) on the same
     * channel: their waiting long polls read their days again (the layouts are sized to the screen).
     */
    displaysChanged: (displayIds: readonly string[]) => Promise<void>;
    /** Which displays' commands this process has heard of (to keep a display's day version until one comes). */
    commandsHeard: HeardWakes;
  }
}

/** The payload names the displays (a long list, past the NOTIFY limit, wakes all: services/wake-payload.ts). */
export const DISPLAY_COMMANDS_CHANNEL = 'portal_display_commands';

const displayCommandsWake: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  const channel = await openWakeChannel(app, database, DISPLAY_COMMANDS_CHANNEL);
  app.decorate('nextCommandFor', (displayId: string, timeoutMs: number) => channel.wait(displayId, timeoutMs));
  app.decorate('commandsSent', (displayIds: readonly string[]) => channel.announce(displayIds));
  app.decorate('displaysChanged', (displayIds: readonly string[]) => channel.announce(displayIds));
  app.decorate('commandsHeard', channel.heard);
};

export const displayCommandsWakePlugin = fp(displayCommandsWake, { name: 'display-commands-wake', dependencies: ['db'] });
