-- Proof of play per day (docs/compliance.md#the-compliance-report): the hours added up per display, venue-local
-- date and layout, so the compliance report reads a month of a venue group from a thirteenth of the rows.
CREATE TABLE "play_days" (
	"display_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"asset_id" uuid NOT NULL,
	"plays" integer NOT NULL,
	"seconds" bigint NOT NULL,
	"stale_fallback_plays" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "play_days_display_id_local_date_asset_id_pk" PRIMARY KEY("display_id","local_date","asset_id")
);
--> statement-breakpoint
ALTER TABLE "play_days" ADD CONSTRAINT "play_days_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_days_local_date_idx" ON "play_days" USING btree ("local_date");--> statement-breakpoint
-- The days of the hours counted so far: from here on the rollup adds every play to both.
INSERT INTO "play_days" ("display_id", "local_date", "asset_id", "plays", "seconds", "stale_fallback_plays")
SELECT "display_id", "local_hour"::date, "asset_id", sum("plays"), sum("seconds"), sum("stale_fallback_plays")
FROM "play_hours" GROUP BY 1, 2, 3;
