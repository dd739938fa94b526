CREATE TABLE "playlist_items" (
	"playlist_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"asset_id" uuid NOT NULL,
	"duration_seconds" integer NOT NULL,
	CONSTRAINT "playlist_items_playlist_id_position_pk" PRIMARY KEY("playlist_id","position"),
	CONSTRAINT "playlist_items_duration_check" CHECK ("playlist_items"."duration_seconds" between 5 and 86400)
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"display_id" uuid,
	"venue_id" uuid,
	"client_id" uuid,
	"asset_id" uuid,
	"playlist_id" uuid,
	"days" text[] NOT NULL,
	"from_time" text,
	"to_time" text,
	"day_part" text,
	"first_date" date,
	"last_date" date,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_entries_one_target" CHECK (num_nonnulls("schedule_entries"."display_id", "schedule_entries"."venue_id", "schedule_entries"."client_id") = 1),
	CONSTRAINT "schedule_entries_one_content" CHECK (num_nonnulls("schedule_entries"."asset_id", "schedule_entries"."playlist_id") = 1),
	CONSTRAINT "schedule_entries_window_or_day_part" CHECK (("schedule_entries"."day_part" is null and "schedule_entries"."from_time" is not null and "schedule_entries"."to_time" is not null)
        or ("schedule_entries"."day_part" in ('open', 'closed') and "schedule_entries"."from_time" is null and "schedule_entries"."to_time" is null))
);
--> statement-breakpoint
CREATE TABLE "takeovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"all_targets" boolean DEFAULT false NOT NULL,
	"client_ids" uuid[] DEFAULT '{}' NOT NULL,
	"venue_ids" uuid[] DEFAULT '{}' NOT NULL,
	"asset_id" uuid,
	"playlist_id" uuid,
	"start_utc" timestamp with time zone NOT NULL,
	"end_utc" timestamp with time zone NOT NULL,
	"ended_utc" timestamp with time zone,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "takeovers_one_content" CHECK (num_nonnulls("takeovers"."asset_id", "takeovers"."playlist_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takeovers" ADD CONSTRAINT "takeovers_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takeovers" ADD CONSTRAINT "takeovers_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playlist_items_asset_id_idx" ON "playlist_items" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "schedule_entries_display_id_idx" ON "schedule_entries" USING btree ("display_id");--> statement-breakpoint
CREATE INDEX "schedule_entries_venue_id_idx" ON "schedule_entries" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "schedule_entries_client_id_idx" ON "schedule_entries" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "schedule_entries_playlist_id_idx" ON "schedule_entries" USING btree ("playlist_id");--> statement-breakpoint
CREATE INDEX "schedule_entries_asset_id_idx" ON "schedule_entries" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "takeovers_end_utc_idx" ON "takeovers" USING btree ("end_utc");--> statement-breakpoint
CREATE INDEX "takeovers_playlist_id_idx" ON "takeovers" USING btree ("playlist_id");