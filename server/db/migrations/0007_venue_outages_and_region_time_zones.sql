CREATE TABLE "venue_outages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"started_utc" timestamp with time zone NOT NULL,
	"detected_utc" timestamp with time zone NOT NULL,
	"ended_utc" timestamp with time zone,
	"end_reason" text,
	"outage_notified_utc" timestamp with time zone,
	"recovery_notified_utc" timestamp with time zone,
	CONSTRAINT "venue_outages_end_reason_check" CHECK ("venue_outages"."end_reason" is null or "venue_outages"."end_reason" in ('seen', 'unlinked'))
);
--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_outages" ADD CONSTRAINT "venue_outages_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "venue_outages_open_venue_unique" ON "venue_outages" USING btree ("venue_id") WHERE "venue_outages"."ended_utc" is null;--> statement-breakpoint
CREATE INDEX "venue_outages_venue_id_started_utc_idx" ON "venue_outages" USING btree ("venue_id","started_utc");--> statement-breakpoint
-- Each seeded region lies in one time zone (a venue's open hours are read in its region's).
UPDATE "regions" SET "time_zone" = CASE "name"
	WHEN 'Australian Capital Territory' THEN 'Australia/Sydney'
	WHEN 'New South Wales' THEN 'Australia/Sydney'
	WHEN 'Northern Territory' THEN 'Australia/Darwin'
	WHEN 'Queensland' THEN 'Australia/Brisbane'
	WHEN 'South Australia' THEN 'Australia/Adelaide'
	WHEN 'Tasmania' THEN 'Australia/Hobart'
	WHEN 'Victoria' THEN 'Australia/Melbourne'
	WHEN 'Western Australia' THEN 'Australia/Perth'
	WHEN 'New Zealand' THEN 'Pacific/Auckland'
	ELSE "time_zone"
END;
