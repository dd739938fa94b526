CREATE TABLE "display_screenshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"display_id" uuid NOT NULL,
	"taken_utc" timestamp with time zone NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "display_commands" DROP CONSTRAINT "display_commands_kind_check";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "screenshot_interval_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "display_screenshots" ADD CONSTRAINT "display_screenshots_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "display_screenshots_display_id_taken_utc_idx" ON "display_screenshots" USING btree ("display_id","taken_utc" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_screenshot_interval_minutes_check" CHECK ("clients"."screenshot_interval_minutes" between 0 and 1440);--> statement-breakpoint
ALTER TABLE "display_commands" ADD CONSTRAINT "display_commands_kind_check" CHECK ("display_commands"."kind" in ('reload', 'redownload', 'identify', 'screenshot'));