import { isNotFound } from './notFound.ts';

/** What a view shows of a query's answer. */
export type QueryStatus = 'loading' | 'error' | 'ready';

/** queryStatus of a view that needs every one of several queries: an error first, then loading. */
export function queriesStatus(...queries: QueryState[]): QueryStatus {
  const statuses = queries.map(queryStatus);
  if (statuses.includes('error')) return 'error';
  return statuses.includes('loading') ? 'loading' : 'ready';
}

/** What a record's page shows: a 404 says the record is not there (or not the reader's). */
export type RecordStatus = QueryStatus | 'notFound';

interface QueryState {
  isPending: boolean;
  isError: boolean;
  data: unknown;
  error: unknown;
}

/**
 * Loading until the query's first answer; an error only when there is nothing to show. A refetch
 * that fails once there is an answer (a minute's poll, the window focused again, an invalidation
 * after a save) keeps what the view showed: its error toast says so, and the next refetch may
 * succeed. Before, a background refetch that failed emptied a card that had been right a moment ago.
 */
export function queryStatus(query: QueryState): QueryStatus {
  if (query.isPending) return 'loading';
  return query.isError && query.data === undefined ? 'error' : 'ready';
}

/** What a record's page shows: its record once there is one; a 404 (at any fetch) says the record is gone. */
export type RecordLoad<Record> = { status: Exclude<RecordStatus, 'ready'> } | { status: 'ready'; data: Record };

/** queryStatus for a record's page, with the record when there is one to show. */
export function recordLoad<Record>(query: QueryState & { data: Record | undefined }): RecordLoad<Record> {
  if (query.isError && isNotFound(query.error)) return { status: 'notFound' };
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  return { status: query.isError ? 'error' : 'loading' };
}

export const recordStatus = (query: QueryState): RecordStatus => recordLoad(query).status;
