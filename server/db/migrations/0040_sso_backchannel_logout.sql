-- Single sign-on (docs/permissions.md#single-sign-on): a session remembers the provider's issuer, session
-- (sid) and subject (sub), so a back-channel logout from the provider ends it, and whether the provider
-- asked for a second factor (amr), which meets the portal's requirement of two-factor. An outcome of
-- the callback is traded for a session once: the spent ones wait here until they would have expired.
CREATE TABLE "sso_spent_outcomes" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_utc" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sso_issuer" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sso_sid" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sso_subject" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sso_second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_sso_sid_idx" ON "sessions" USING btree ("sso_sid") WHERE "sessions"."sso_sid" is not null;--> statement-breakpoint
CREATE INDEX "sessions_sso_subject_idx" ON "sessions" USING btree ("sso_subject") WHERE "sessions"."sso_subject" is not null;