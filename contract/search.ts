import * as z from 'zod';
import { messages } from './messages.ts';

/** At most this many results (DESIGN §5 Search). */
export const SEARCH_RESULT_LIMIT = 20;

/** GET /api/search?query=term: a non-blank term. */
export const searchQuerySchema = z.object({
  query: z.string({ error: messages.searchQueryRequired }).trim().min(1, { error: messages.searchQueryRequired }),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultTypes = ['Client', 'Venue'] as const;

/** SPEC §3 Search result: logo when there is one; clientId and gmv for venues. */
export const searchResultSchema = z.object({
  id: z.uuid(),
  type: z.enum(searchResultTypes),
  name: z.string(),
  logo: z.string().optional(),
  clientId: z.uuid().optional(),
  gmv: z.string().optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Prefix matches first, then by name. */
export const searchResultListSchema = z.array(searchResultSchema);
