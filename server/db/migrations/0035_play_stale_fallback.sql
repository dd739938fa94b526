-- Proof of play of live values (docs/live-data.md#proof-of-play): whether a play drew a live value's
-- fallback text because the value was stale, and how many such plays each hour counted.
ALTER TABLE "plays" ADD COLUMN "stale_fallback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "play_hours" ADD COLUMN "stale_fallback_plays" integer DEFAULT 0 NOT NULL;
