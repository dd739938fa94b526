import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ensureAlertWebhookEndpoint } from '../services/webhooks/alert-webhook-endpoint.ts';
import { loadOrCreateSecretKey } from '../services/secret-key.ts';
import { createWebhooks, type Webhooks } from '../services/webhooks/webhook-delivery.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed webhooks: emit events, send tests, resend; server/jobs/background-jobs.ts polls the queue, tests run its rounds by hand. */
    webhooks: Webhooks;
    /** The key that seals webhook secrets and invitation links (SECRET_KEY or DATA_DIR/secret.key). */
    secretKey(): Promise<Buffer>;
  }
}

export interface WebhooksOptions {
  /** How long a receiver may take to answer. */
  timeoutMs?: number;
}

const webhooks: FastifyPluginAsync<WebhooksOptions> = async (app, options) => {
  let key: Promise<Buffer> | null = null;
  const secretKey = () => {
    key ??= app.config.secretKey ? Promise.resolve(app.config.secretKey) : loadOrCreateSecretKey(app.config.dataDir);
    return key;
  };
  const hooks = createWebhooks({
    db: app.db,
    now: app.now,
    log: app.log,
    mailer: app.mailer,
    secretKey,
    allowPrivate: app.config.webhookAllowPrivate,
    portalBaseUrl: app.config.portalBaseUrl,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  app.decorate('webhooks', hooks);
  app.decorate('secretKey', secretKey);
  const alertWebhookUrl = app.config.alertWebhookUrl;
  if (alertWebhookUrl !== null) {
    app.addHook('onReady', async () => {
      try {
        if (await ensureAlertWebhookEndpoint(app.db, secretKey, alertWebhookUrl, app.now())) {
          app.log.info('ALERT_WEBHOOK_URL is now a webhook endpoint on /webhooks: venue alerts go to it signed and retried');
        }
      } catch (error) {
        // The portal runs without it; the admins can add the endpoint on /webhooks.
        app.log.error({ err: error }, 'Could not make ALERT_WEBHOOK_URL a webhook endpoint');
      }
    });
  }
};

export const webhooksPlugin = fp(webhooks, { name: 'webhooks', dependencies: ['db', 'clock', 'config', 'mail'] });
