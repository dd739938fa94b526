-- For bench:fleet: plays carried two B-trees on started_utc. Reports and the rollup use the
-- partial plays_unrolled_idx; only the purge of plays past 35 days used plays_started_utc_idx,
-- ~20 bytes of every play (~10 % of its 214). Plays arrive about in the order they started, so a
-- BRIN index (a few pages for the whole table) finds the oldest as well.
DROP INDEX "plays_started_utc_idx";--> statement-breakpoint
CREATE INDEX "plays_started_utc_brin_idx" ON "plays" USING brin ("started_utc");
