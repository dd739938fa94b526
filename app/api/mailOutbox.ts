import { queryOptions } from '@tanstack/react-query';
import { failedMailListSchema } from '../../contract/mailOutbox.ts';
import { request } from './client.ts';

/** Query keys: everything about the mail outbox starts with 'mailOutbox'. */
export const mailOutboxKeys = {
  all: ['mailOutbox'] as const,
  failed: () => [...mailOutboxKeys.all, 'failed'] as const,
};

/** GET /api/mail/failed (admins): mail the outbox gave up on, newest first. */
export const failedMailQuery = () =>
  queryOptions({
    queryKey: mailOutboxKeys.failed(),
    queryFn: ({ signal }) => request('/api/mail/failed', { response: failedMailListSchema, signal }),
  });
