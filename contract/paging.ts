import * as z from 'zod';
import { LIST_PAGE_SIZE } from './constants.ts';
import { messages } from './messages.ts';

/** The largest page a list answers (docs/decisions.md#lists). */
export const MAX_PAGE_SIZE = 100;

/**
 * A whole number written the one plain way: decimal digits only. Not `0x10`, `1e1`, `+1` or an
 * empty value, which Number() would quietly read as something, and not a repeated key (an array).
 */
const decimal = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number);

const PAGING_KEYS = { offset: messages.offsetInvalid, limit: messages.limitInvalid } as const;

/** `offset[]=1` or `limit[x]=2` is a paging key in another notation: refused, not ignored. */
function refuseOtherNotations(query: unknown, ctx: z.RefinementCtx): unknown {
  if (typeof query !== 'object' || query === null) return query;
  for (const key of Object.keys(query)) {
    const base = /^(offset|limit)\W/.exec(key)?.[1] as keyof typeof PAGING_KEYS | undefined;
    if (base) ctx.addIssue({ code: 'custom', message: PAGING_KEYS[base], path: [base], input: query });
  }
  return query;
}

/** `?offset=&limit=` of every growing list (docs/decisions.md#lists): offset 0 and limit 10 when absent. */
export const pagingQuerySchema = z.preprocess(
  refuseOtherNotations,
  z.object({
    offset: decimal(messages.offsetInvalid).default(0),
    limit: decimal(messages.limitInvalid)
      .pipe(z.number().min(1, { error: messages.limitInvalid }).max(MAX_PAGE_SIZE, { error: messages.limitInvalid }))
      .default(LIST_PAGE_SIZE),
  }),
);
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/** `{ items, total }`: one page and the size of the whole list ("Showing N of M"). */
export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number().int().min(0) });
export interface Page<Item> {
  items: Item[];
  total: number;
}
