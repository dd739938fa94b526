CREATE TABLE "account_throttles" (
	"scope" text NOT NULL,
	"account_key" text NOT NULL,
	"window_started_utc" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "account_throttles_scope_account_key_pk" PRIMARY KEY("scope","account_key")
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"identity_type" text NOT NULL,
	"client_id" uuid,
	"last_login_utc" timestamp with time zone,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identities_email_lower_case" CHECK ("identities"."email" = lower("identities"."email")),
	CONSTRAINT "identities_identity_type_check" CHECK ("identities"."identity_type" in ('Admin', 'ClientIdentity', 'ClientApi', 'ExternalApi', 'GraphicsControllerApi'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"identity_id" uuid NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_utc" timestamp with time zone NOT NULL,
	"used_utc" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"identity_id" uuid NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_utc" timestamp with time zone NOT NULL,
	"last_used_utc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_throttles_window_started_utc_idx" ON "account_throttles" USING btree ("window_started_utc");--> statement-breakpoint
CREATE UNIQUE INDEX "identities_email_unique" ON "identities" USING btree ("email");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_identity_id_idx" ON "password_reset_tokens" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "sessions_identity_id_idx" ON "sessions" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_utc_idx" ON "sessions" USING btree ("expires_utc");