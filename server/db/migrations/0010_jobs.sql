CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after_utc" timestamp with time zone NOT NULL,
	"deadline_utc" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_utc" timestamp with time zone NOT NULL,
	"failed_utc" timestamp with time zone,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('pending', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("queue","run_after_utc") WHERE "jobs"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_failed_idx" ON "jobs" USING btree ("queue","failed_utc") WHERE "jobs"."state" = 'failed';