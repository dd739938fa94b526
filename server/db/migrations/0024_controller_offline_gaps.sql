-- The fleet page's 7-day uptime per display: a controller's silences longer than
-- ALERT_AFTER_MINUTES, written by the sighting that ends one (one row per outage, none per heartbeat).
-- No history per controller existed: venue_outages say nothing of one dark PC while another PC of
-- the venue is seen. The index serves the page's per-row sum (a controller's gaps ending in the window).
CREATE TABLE "controller_offline_gaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"graphics_controller_id" uuid NOT NULL,
	"started_utc" timestamp with time zone NOT NULL,
	"ended_utc" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "controller_offline_gaps" ADD CONSTRAINT "controller_offline_gaps_graphics_controller_id_graphics_controllers_id_fk" FOREIGN KEY ("graphics_controller_id") REFERENCES "public"."graphics_controllers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "controller_offline_gaps_controller_id_ended_utc_idx" ON "controller_offline_gaps" USING btree ("graphics_controller_id","ended_utc");