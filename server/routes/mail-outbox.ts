import { failedMailListSchema } from '../../contract/mailOutbox.ts';
import { MAIL_QUEUE, type OutboxMail } from '../plugins/mail.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { failedJobs } from '../jobs/queue.ts';
import { problemResponses } from './problem-responses.ts';

/**
 * GET /api/mail/failed (admins): mail the outbox gave up on, so someone can tell the people who
 * did not get it. Only who, what and why: never the body, which may hold a live link.
 */
export const mailOutboxRoutes: ZodRoutes = async (app) => {
  app.get(
    '/failed',
    {
      config: { access: 'settings.edit', noStore: true },
      schema: { response: { 200: failedMailListSchema, ...problemResponses(401, 403) } },
    },
    async () => {
      const failed = await failedJobs(app.db, MAIL_QUEUE);
      return {
        items: failed.map((job) => {
          const mail = job.payload as Partial<OutboxMail>;
          return {
            id: job.id,
            to: mail.to ?? '',
            subject: mail.subject ?? '',
            attempts: job.attempts,
            lastError: job.lastError,
            createdUtc: job.createdUtc.toISOString(),
            failedUtc: job.failedUtc?.toISOString() ?? null,
          };
        }),
      };
    },
  );
};
