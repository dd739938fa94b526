-- Every try of a webhook delivery, not only the last (the delivery log lists them as Svix and
-- Stripe do: when, the answer's status, how long it took, why it failed). A delivery's own columns
-- keep the last try's summary. Deleted with the delivery (and so with its endpoint).
CREATE TABLE "webhook_delivery_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"attempted_utc" timestamp with time zone NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_delivery_attempts_delivery_idx" ON "webhook_delivery_attempts" USING btree ("delivery_id","id");--> statement-breakpoint
-- Deliveries tried before this table: their last try is all that was kept, so it is their one row.
INSERT INTO "webhook_delivery_attempts" ("delivery_id", "attempt", "attempted_utc", "status_code", "duration_ms", "error")
SELECT "id", "attempt", "last_attempt_utc", "status_code", coalesce("duration_ms", 0), "last_error"
FROM "webhook_deliveries" WHERE "last_attempt_utc" IS NOT NULL AND "attempt" > 0;
