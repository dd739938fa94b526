import * as z from 'zod';
import { LIST_PAGE_SIZE } from './constants.ts';
import { messages } from './messages.ts';

/** The largest page a list answers (DESIGN §5 Lists). */
export const MAX_PAGE_SIZE = 100;

/** `?offset=&limit=` of every growing list (DESIGN §5): offset 0 and limit 10 when absent. */
export const pagingQuerySchema = z.object({
  offset: z.coerce.number({ error: messages.offsetInvalid }).int({ error: messages.offsetInvalid }).min(0, { error: messages.offsetInvalid }).default(0),
  limit: z.coerce
    .number({ error: messages.limitInvalid })
    .int({ error: messages.limitInvalid })
    .min(1, { error: messages.limitInvalid })
    .max(MAX_PAGE_SIZE, { error: messages.limitInvalid })
    .default(LIST_PAGE_SIZE),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/** `{ items, total }`: one page and the size of the whole list ("Showing N of M"). */
export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number().int().min(0) });
export interface Page<Item> {
  items: Item[];
  total: number;
}
