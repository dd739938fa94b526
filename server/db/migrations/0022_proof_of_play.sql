CREATE TABLE "play_hours" (
	"hour_utc" timestamp with time zone NOT NULL,
	"display_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"plays" integer NOT NULL,
	"seconds" bigint NOT NULL,
	CONSTRAINT "play_hours_hour_utc_display_id_asset_id_pk" PRIMARY KEY("hour_utc","display_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "plays" (
	"id" uuid PRIMARY KEY NOT NULL,
	"display_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"playlist_id" uuid,
	"started_utc" timestamp with time zone NOT NULL,
	"seconds" integer NOT NULL,
	"received_utc" timestamp with time zone NOT NULL,
	"rolled_utc" timestamp with time zone,
	CONSTRAINT "plays_seconds_check" CHECK ("plays"."seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "play_hours" ADD CONSTRAINT "play_hours_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_hours_display_id_idx" ON "play_hours" USING btree ("display_id");--> statement-breakpoint
CREATE INDEX "plays_started_utc_idx" ON "plays" USING btree ("started_utc");--> statement-breakpoint
CREATE INDEX "plays_unrolled_idx" ON "plays" USING btree ("started_utc") WHERE "plays"."rolled_utc" is null;--> statement-breakpoint
CREATE INDEX "plays_display_id_idx" ON "plays" USING btree ("display_id");