import * as z from 'zod';
import { messages } from './messages.ts';
import { textSchema } from './text.ts';

/** At most this many results (docs/decisions.md#lists). */
export const SEARCH_RESULT_LIMIT = 20;
/** Longer terms match nothing anyway (names are at most 30 characters). */
export const SEARCH_QUERY_MAX_LENGTH = 100;

export const searchResultTypes = ['Client', 'Venue'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** 400 message of an unknown `type`. */
export const SEARCH_TYPE_INVALID = 'Type must be Client or Venue.';

/**
 * GET /api/search?query=term: a non-blank term; `type=Client` (or Venue) answers only that kind, so a
 * client picker is not crowded out by the venues whose names share the term.
 */
export const searchQuerySchema = z.object({
  query: textSchema({ label: 'Search term', required: messages.searchQueryRequired, max: SEARCH_QUERY_MAX_LENGTH }).min(1, {
    error: messages.searchQueryRequired,
  }),
  type: z.enum(searchResultTypes, { error: SEARCH_TYPE_INVALID }).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** docs/product.md#entities, Search result: logo when there is one; clientId and gmv for venues. */
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
