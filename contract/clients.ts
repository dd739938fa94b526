import * as z from 'zod';
import { messages } from './messages.ts';
import { pageSchema } from './paging.ts';
import { textSchema } from './text.ts';

export const CLIENT_NAME_MIN_LENGTH = 2;
export const CLIENT_NAME_MAX_LENGTH = 30;

/** Title of the 409 answer of POST /api/clients when the name (ignoring case) is taken. */
export const CLIENT_NAME_TAKEN_TITLE = 'A client with this name already exists.';

/** POST /api/clients (docs/product.md#validation-messages, Client create). */
export const createClientRequestSchema = z.object({
  name: textSchema({
    label: 'Client name',
    required: messages.clientNameTooShort,
    max: CLIENT_NAME_MAX_LENGTH,
    tooLong: messages.clientNameTooLong,
  }).min(CLIENT_NAME_MIN_LENGTH, { error: messages.clientNameTooShort }),
});
export type CreateClientRequest = z.infer<typeof createClientRequestSchema>;

export const createClientResponseSchema = z.object({ id: z.uuid() });
export type CreateClientResponse = z.infer<typeof createClientResponseSchema>;

/** A client (docs/product.md#entities) with the counts the client list shows. */
export const clientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** File name under /public/clients/{id}/logo/, or null. */
  logo: z.string().nullable(),
  venueCount: z.number().int().min(0),
  venuesInAlertCount: z.number().int().min(0),
  /** The first VENUES_IN_ALERT_NAMED of them by name: the list's alert badge names them. */
  venuesInAlertNames: z.array(z.string()),
});
export type Client = z.infer<typeof clientSchema>;

/** How many venues in alert a client's badge names; the rest are counted. */
export const VENUES_IN_ALERT_NAMED = 3;

/** GET /api/clients?offset=&limit=: sorted by name. */
export const clientPageSchema = pageSchema(clientSchema);
export type ClientPage = z.infer<typeof clientPageSchema>;
