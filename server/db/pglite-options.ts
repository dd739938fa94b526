import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Extensions the migrations create (pg_trgm backs search's GIN indexes, docs/decisions.md#lists). */
const extensions = { pg_trgm };

/**
 * PGlite starts PostgreSQL with shared_buffers at 128 MB, all of it inside the process's WASM
 * memory and touched as pages are read: most of the idle server's 350 MB. A portal's tables are
 * far smaller (the bench's 100,000 venues are 12 MB of heap), and pages that do not fit are still
 * in the OS page cache, one copy away; 16 MB brings the idle process to about 225 MB.
 */
export const pgliteOptions = {
  extensions,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
} satisfies PGliteOptions;
