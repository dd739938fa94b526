ALTER TABLE "takeovers" ADD COLUMN "started_notified_utc" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "takeovers" ADD COLUMN "ended_notified_utc" timestamp with time zone;--> statement-breakpoint
-- Takeovers that began or ended before webhooks knew of them are history: nothing to announce.
UPDATE "takeovers" SET "started_notified_utc" = now() WHERE "start_utc" <= now();--> statement-breakpoint
UPDATE "takeovers" SET "ended_notified_utc" = now() WHERE least("end_utc", coalesce("ended_utc", 'infinity')) <= now();
