import type { UIMatch } from 'react-router';

/**
 * A crumb whose label comes from loaded data (detail pages show names, not ids): the query is the
 * same one the page runs, so the name arrives from the shared cache without a second call.
 */
export interface DataCrumb<Data = unknown> {
  /** The query options (key and fetch) for this match's params. */
  query: (params: UIMatch['params']) => { queryKey: readonly unknown[]; queryFn?: unknown };
  /** The label once the data is there. */
  label: (data: Data) => string;
  /** The label while the data loads or when it failed (e.g. "Client"). */
  fallback: string;
}

/** Typed helper: the label function sees the query's data type. */
export function dataCrumb<Data>(crumb: {
  query: (params: UIMatch['params']) => { queryKey: readonly unknown[]; queryFn?: unknown };
  label: (data: Data) => string;
  fallback: string;
}): DataCrumb {
  return crumb as DataCrumb;
}

/** The records whose names label crumbs of the route table (see recordCrumb). */
export type CrumbRecord = 'client' | 'venue' | 'graphicsController';

/**
 * A data crumb named by its record rather than by its query: the route table is part of the first
 * load (of /login too), so it must not import the query functions and the contract schemas behind
 * them. The signed-in layout's chunk turns it into a DataCrumb (recordCrumbs.ts).
 */
export interface RecordCrumb {
  record: CrumbRecord;
  /** The route param holding the record's id. */
  param: string;
  /** The label while the data loads or when it failed (e.g. "Client"). */
  fallback: string;
}

export function recordCrumb(record: CrumbRecord, param: string, fallback: string): RecordCrumb {
  return { record, param, fallback };
}

/** A route that wants a breadcrumb declares `handle: { crumb }` (detail pages put names, not ids). */
export interface CrumbHandle {
  crumb: string | ((match: UIMatch) => string) | DataCrumb | RecordCrumb;
}

export interface Crumb {
  label: string;
  href: string;
}

/** A crumb not yet labelled: either its label, or the data crumb to resolve. */
export interface PendingCrumb {
  href: string;
  label: string | DataCrumb | RecordCrumb;
  params: UIMatch['params'];
}

function hasCrumb(handle: unknown): handle is CrumbHandle {
  return typeof handle === 'object' && handle !== null && 'crumb' in handle;
}

export function pendingCrumbsOf(matches: UIMatch[]): PendingCrumb[] {
  return matches.flatMap((match) => {
    if (!hasCrumb(match.handle)) return [];
    const { crumb } = match.handle;
    const label = typeof crumb === 'function' ? crumb(match) : crumb;
    return [{ label, href: match.pathname, params: match.params }];
  });
}

/** Crumbs that need no data (string and function crumbs); data crumbs read their fallback. */
export function crumbsOf(matches: UIMatch[]): Crumb[] {
  return pendingCrumbsOf(matches).map(({ label, href }) => ({
    label: typeof label === 'string' ? label : label.fallback,
    href,
  }));
}
