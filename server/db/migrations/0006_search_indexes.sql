-- Search. Trigram GIN indexes on lower(...) replace those on the bare columns: search
-- matches with lower(x) LIKE '%term%', several times cheaper per row than ILIKE; fastupdate off, so
-- no pending list slows every search after a large insert. Btree indexes on lower(...) collate "C"
-- make prefix matches range scans in name order (the C collation lets LIKE 'abc%' use a btree).
DROP INDEX "clients_name_trgm_idx";--> statement-breakpoint
DROP INDEX "venues_name_trgm_idx";--> statement-breakpoint
DROP INDEX "venues_gmv_trgm_idx";--> statement-breakpoint
CREATE INDEX "clients_name_lower_trgm_idx" ON "clients" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "clients_name_lower_c_idx" ON "clients" USING btree (lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "venues_name_lower_trgm_idx" ON "venues" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "venues_gmv_lower_trgm_idx" ON "venues" USING gin (lower("gmv") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "venues_name_lower_c_idx" ON "venues" USING btree (lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "venues_gmv_lower_c_idx" ON "venues" USING btree (lower("gmv") collate "C");