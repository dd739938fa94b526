-- Trigram operators for search's GIN indexes. It must exist before any migration that
-- creates a gin_trgm_ops index, so it has a migration of its own.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
