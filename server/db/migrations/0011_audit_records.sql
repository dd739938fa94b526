CREATE TABLE "audit_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"address" text,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"client_id" uuid,
	"venue_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_records_occurred_utc_id_idx" ON "audit_records" USING btree ("occurred_utc" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_records_entity_idx" ON "audit_records" USING btree ("entity_id","occurred_utc" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_records_client_id_idx" ON "audit_records" USING btree ("client_id","occurred_utc" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_records_venue_id_idx" ON "audit_records" USING btree ("venue_id","occurred_utc" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_records_actor_id_idx" ON "audit_records" USING btree ("actor_id","occurred_utc" DESC NULLS LAST);