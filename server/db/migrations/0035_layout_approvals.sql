-- Layout approval (docs/compliance.md#approval). A layout without a row here was made before
-- versions: it counts as approved version 1, played live until its first edit freezes that version.
CREATE TABLE "layout_approvals" (
	"asset_id" uuid PRIMARY KEY NOT NULL REFERENCES "assets"("id") ON DELETE CASCADE,
	"state" text NOT NULL,
	"version" integer NOT NULL,
	"approved_version" integer,
	"reason" text,
	"last_editor_id" uuid REFERENCES "identities"("id") ON DELETE SET NULL,
	"submitted_by" uuid REFERENCES "identities"("id") ON DELETE SET NULL,
	"submitted_utc" timestamp with time zone,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layout_approvals_state_check" CHECK ("state" in ('draft', 'pending', 'approved', 'rejected')),
	CONSTRAINT "layout_approvals_version_check" CHECK ("version" >= 1 and ("approved_version" is null or "approved_version" between 1 and "version"))
);--> statement-breakpoint
CREATE INDEX "layout_approvals_state_idx" ON "layout_approvals" ("state");--> statement-breakpoint
-- A version's layout as screens receive it (nested groups and media resolved), frozen when it was
-- submitted (or, for a layout from before versions, just before its first edit).
CREATE TABLE "layout_versions" (
	"asset_id" uuid NOT NULL REFERENCES "assets"("id") ON DELETE CASCADE,
	"version" integer NOT NULL,
	"layout" jsonb NOT NULL,
	"frozen_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layout_versions_pk" PRIMARY KEY ("asset_id", "version")
);--> statement-breakpoint
-- Portal-wide approval choice of admins; one row (id 1), absent: off.
CREATE TABLE "approval_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"all_layouts_need_approval" boolean DEFAULT false NOT NULL,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_settings_one_row" CHECK ("id" = 1)
);--> statement-breakpoint
-- The setting is an admin's write: audited like the security settings. Submissions and decisions
-- are recorded by the app itself (actions submit, approve, reject on the asset).
CREATE TRIGGER "approval_settings_audit_insert" AFTER INSERT ON "approval_settings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_rows"('approvalSettings', 'id', 'id', '');--> statement-breakpoint
CREATE TRIGGER "approval_settings_audit_update" AFTER UPDATE ON "approval_settings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_rows"('approvalSettings', 'id', 'id', '');
