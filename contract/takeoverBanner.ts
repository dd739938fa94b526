import * as z from 'zod';

/**
 * GET /api/takeovers read by the banner of every signed-in page: only what it shows and when it
 * changes. Its own small file so the signed-in shell (in every route's first load, /clients
 * included) does not carry every scheduling schema of contract/schedules.ts; the answer is the
 * same `takeoverListSchema` there, of which this reads a part.
 */
export const takeoverTimesSchema = z.object({
  id: z.string(),
  name: z.string(),
  startUtc: z.string(),
  endUtc: z.string(),
  endedUtc: z.string().nullable(),
  /** Ends at each venue's own closing; `endUtc` is the last of them. */
  untilClosing: z.boolean().optional(),
});
export type TakeoverTimes = z.infer<typeof takeoverTimesSchema>;

export const takeoverBannerListSchema = z.object({ items: z.array(takeoverTimesSchema) });
