import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ComplianceSettingsCache } from '../device/services/compliance-settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The rule sets and the approval setting as this process read them last
     * (device/services/compliance-settings.ts): a player's day read takes them from here.
     */
    complianceSettings: ComplianceSettingsCache;
  }
}

const complianceSettings: FastifyPluginAsync = async (app) => {
  // Every change of them through the API is announced to everyone; the age bounds only a change made behind its back.
  app.decorate('complianceSettings', new ComplianceSettingsCache(app.scheduleChangesHeard));
};

export const complianceSettingsPlugin = fp(complianceSettings, { name: 'compliance-settings', dependencies: ['schedule-changes'] });
