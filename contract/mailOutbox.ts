import * as z from 'zod';

/** A mail the outbox gave up on: SMTP refused or was down for MAIL_RETRY_HOURS. */
export const failedMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int().nonnegative(),
  /** What the last try answered (the SMTP server's words, or the connection error). */
  lastError: z.string().nullable(),
  createdUtc: z.iso.datetime(),
  failedUtc: z.iso.datetime().nullable(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

/** GET /api/mail/failed (admins): the newest 100, newest first. */
export const failedMailListSchema = z.object({ items: z.array(failedMailSchema) });
export type FailedMailList = z.infer<typeof failedMailListSchema>;
