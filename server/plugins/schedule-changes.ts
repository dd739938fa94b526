import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';
import type { Wait, WaitKeys } from '../device/services/keyed-waiters.ts';
import type { HeardWakes } from '../device/services/wake-log.ts';
import type { WakeAudience } from '../device/services/wake-payload.ts';
import { openWakeChannel } from './wake-channel.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts waiting for the next change of a playlist, schedule entry or takeover that can reach
     * a display, named by its keys: its client, its venue and itself (in this process, or in
     * another on PostgreSQL through LISTEN). `changed` resolves then, or after `timeoutMs`. A
     * player's long poll starts it before reading what it compares, so a change committed between
     * that read and the wait is not missed; `cancel` ends an unneeded wait. No key (an unlinked
     * controller) wakes only with everyone.
     */
    nextScheduleChange: (keys: WaitKeys, timeoutMs: number) => Wait;
    /**
     * Announces a change just committed to the players of its audience (client, venue and display
     * ids, or `all`; services/schedule-change-audience.ts): a client's id wakes every player of
     * the client, a venue's only that venue's, a display's only that display's; nobody else's.
     */
    scheduleChanged: (audience: WakeAudience) => Promise<void>;
    /** Which clients', venues' and displays' changes this process has heard (to keep a display's day version until one comes). */
    scheduleChangesHeard: HeardWakes;
    /** How many long polls wait under the key (a client, venue or display) in this process (tests wait on it, never on a sleep). */
    scheduleChangeWaiters: (key: string | null) => number;
  }
}

export interface ScheduleChangesOptions {
  database: Database;
}

/** Every API process listens here; the payload names the clients, venues and displays a change can affect (services/wake-payload.ts). */
export const SCHEDULE_CHANGES_CHANNEL = 'portal_schedule_changes';

const scheduleChanges: FastifyPluginAsync<ScheduleChangesOptions> = async (app, { database }) => {
  const channel = await openWakeChannel(app, database, SCHEDULE_CHANGES_CHANNEL);
  app.decorate('nextScheduleChange', channel.wait);
  app.decorate('scheduleChanged', channel.announce);
  app.decorate('scheduleChangesHeard', channel.heard);
  app.decorate('scheduleChangeWaiters', channel.waiting);
};

export const scheduleChangesPlugin = fp(scheduleChanges, { name: 'schedule-changes' });
