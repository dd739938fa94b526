CREATE TABLE "display_commands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"display_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"created_utc" timestamp with time zone NOT NULL,
	"delivered_utc" timestamp with time zone,
	"finished_utc" timestamp with time zone,
	"error" text,
	CONSTRAINT "display_commands_kind_check" CHECK ("display_commands"."kind" in ('reload', 'redownload', 'identify')),
	CONSTRAINT "display_commands_state_check" CHECK ("display_commands"."state" in ('sent', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "display_reports" (
	"display_id" uuid PRIMARY KEY NOT NULL,
	"reported_utc" timestamp with time zone NOT NULL,
	"shown_asset_id" uuid,
	"shown_playlist_id" uuid,
	"shown_version" text,
	"shown_since_utc" timestamp with time zone NOT NULL,
	"player_version" text NOT NULL,
	"cache_bytes" bigint NOT NULL,
	"last_media_error" text,
	"last_media_error_utc" timestamp with time zone,
	"expected_asset_id" uuid,
	"expected_playlist_id" uuid,
	"mismatch_since_utc" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "display_commands" ADD CONSTRAINT "display_commands_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_reports" ADD CONSTRAINT "display_reports_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "display_commands_display_id_created_utc_idx" ON "display_commands" USING btree ("display_id","created_utc");--> statement-breakpoint
CREATE INDEX "display_commands_waiting_idx" ON "display_commands" USING btree ("display_id") WHERE "display_commands"."state" = 'sent';--> statement-breakpoint
-- Commands are a person's writes: audited like the tables of 0012_audit_triggers, by
-- the same trigger function. The row names its client and venue, so the record does too.
-- No route deletes a command (they go with their display, whose deletion is recorded). display_reports
-- is not audited: the device writes its own status there every minute.
CREATE TRIGGER "display_commands_audit_insert" AFTER INSERT ON "display_commands" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_rows"('displayCommand', 'id', 'id', '');--> statement-breakpoint
CREATE TRIGGER "display_commands_audit_update" AFTER UPDATE ON "display_commands" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_rows"('displayCommand', 'id', 'id', '');
