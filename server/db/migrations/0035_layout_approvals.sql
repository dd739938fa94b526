-- Layout approval (docs/compliance.md#approval). layout_approvals: a layout's current version (every
-- content edit adds one), the version screens play where approval is needed, and the four-eyes
-- facts. A layout without a row was made before versions: it counts as approved version 1, played
-- live until its first edit freezes that version. layout_versions: a version's layout as screens
-- receive it (nested groups and media resolved), frozen when it is submitted. approval_settings:
-- the admins' "all layouts need approval" (one row, absent: off).
CREATE TABLE "approval_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"all_layouts_need_approval" boolean DEFAULT false NOT NULL,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_settings_one_row" CHECK ("approval_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "layout_approvals" (
	"asset_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"version" integer NOT NULL,
	"approved_version" integer,
	"reason" text,
	"last_editor_id" uuid,
	"submitted_by" uuid,
	"submitted_utc" timestamp with time zone,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layout_approvals_state_check" CHECK ("layout_approvals"."state" in ('draft', 'pending', 'approved', 'rejected')),
	CONSTRAINT "layout_approvals_version_check" CHECK ("layout_approvals"."version" >= 1 and ("layout_approvals"."approved_version" is null or "layout_approvals"."approved_version" between 1 and "layout_approvals"."version"))
);
--> statement-breakpoint
CREATE TABLE "layout_versions" (
	"asset_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"layout" jsonb NOT NULL,
	"frozen_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layout_versions_pk" PRIMARY KEY("asset_id","version")
);
--> statement-breakpoint
ALTER TABLE "layout_approvals" ADD CONSTRAINT "layout_approvals_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_approvals" ADD CONSTRAINT "layout_approvals_last_editor_id_identities_id_fk" FOREIGN KEY ("last_editor_id") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_approvals" ADD CONSTRAINT "layout_approvals_submitted_by_identities_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_versions" ADD CONSTRAINT "layout_versions_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "layout_approvals_state_idx" ON "layout_approvals" USING btree ("state");
--> statement-breakpoint
-- The setting is an admin's write: audited like the security settings. Submissions and decisions
-- are recorded by the app itself (actions submit, approve and reject on the asset).
CREATE TRIGGER "approval_settings_audit_insert" AFTER INSERT ON "approval_settings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_rows"('approvalSettings', 'id', 'id', '');--> statement-breakpoint
CREATE TRIGGER "approval_settings_audit_update" AFTER UPDATE ON "approval_settings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_rows"('approvalSettings', 'id', 'id', '');
