-- Live data (docs/live-data.md): data sources, their current values, and the pull state.
CREATE TABLE "data_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid REFERENCES "clients"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"url" text,
	"interval_seconds" integer,
	"stale_after_seconds" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"token_hash" text,
	"created_utc" timestamp with time zone NOT NULL,
	"updated_utc" timestamp with time zone NOT NULL,
	CONSTRAINT "data_sources_kind_check" CHECK ("kind" in ('push', 'pull'))
);
--> statement-breakpoint
CREATE INDEX "data_sources_client_idx" ON "data_sources" USING btree ("client_id");--> statement-breakpoint
-- One row per field with a value. Not audited: a value is data, not a change anyone made, and a
-- jackpot pushed every second would fill the audit log.
CREATE TABLE "data_source_values" (
	"source_id" uuid NOT NULL REFERENCES "data_sources"("id") ON DELETE cascade,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_utc" timestamp with time zone NOT NULL,
	CONSTRAINT "data_source_values_pk" PRIMARY KEY ("source_id", "key")
);
--> statement-breakpoint
-- The server's own bookkeeping per source (not audited): the sealed pull headers, when it is next
-- fetched (a claim moves it on, so one process fetches at a time), the failures in a row behind the
-- back-off, the last error, and whether data-source.stale went out.
CREATE TABLE "data_source_states" (
	"source_id" uuid PRIMARY KEY NOT NULL REFERENCES "data_sources"("id") ON DELETE cascade,
	"headers_ciphertext" text,
	"next_fetch_utc" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_fetch_utc" timestamp with time zone,
	"last_error" text,
	"stale_notified_utc" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "data_source_states_next_fetch_idx" ON "data_source_states" USING btree ("next_fetch_utc") WHERE "next_fetch_utc" IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER "data_sources_audit_insert" AFTER INSERT ON "data_sources" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_rows"('dataSource', 'id', 'id', '');--> statement-breakpoint
CREATE TRIGGER "data_sources_audit_update" AFTER UPDATE ON "data_sources" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_rows"('dataSource', 'id', 'id', '');--> statement-breakpoint
CREATE TRIGGER "data_sources_audit_delete" AFTER DELETE ON "data_sources" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_rows"('dataSource', 'id', 'id', '');
