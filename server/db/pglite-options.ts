import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Extensions the migrations create (pg_trgm backs search's GIN indexes, docs/decisions.md#lists). */
const extensions = { pg_trgm };

/**
 * PGlite starts PostgreSQL with shared_buffers at 128 MB, all of it inside the process's WASM
 * memory and all of it resident from the start (measured: the idle server's WASM memory holds
 * about 15 MB plus the whole of shared_buffers, whatever the data): most of the idle server's
 * 350 MB. A venue's tables are far smaller, pages that do not fit are still in the OS page cache,
 * one copy away, and a large table's scan goes through a small ring of buffers whatever the size;
 * 4 MB (512 pages) keeps the idle process about 4 MB under 8 MB's and 12 MB under 16 MB's
 * (docs/operations.md#memory).
 */
export const pgliteOptions = {
  extensions,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=4MB'],
} satisfies PGliteOptions;
