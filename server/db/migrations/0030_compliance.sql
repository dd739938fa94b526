-- Compliance (docs/compliance.md): where each screen hangs, what each layout advertises, which
-- law each region answers to, and the rule sets admins tune per jurisdiction. Existing screens
-- start `unassigned` (treated as the strictest until an admin zones them); existing layouts start
-- `general`. A jurisdiction with no row uses its shipped defaults (contract/compliance.ts).
ALTER TABLE "displays" ADD COLUMN "zone" text DEFAULT 'unassigned' NOT NULL;--> statement-breakpoint
ALTER TABLE "displays" ADD CONSTRAINT "displays_zone_check" CHECK ("displays"."zone" in ('unassigned', 'gaming-area', 'gaming-entrance', 'bar', 'dining', 'foyer', 'external', 'cash-point'));--> statement-breakpoint
CREATE INDEX "displays_zone_idx" ON "displays" USING btree ("zone");--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "category" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_category_check" CHECK ("assets"."category" in ('general', 'gaming-promotion', 'jackpot', 'wagering', 'liquor-promotion', 'responsible-gambling'));--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "jurisdiction" text;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_jurisdiction_check" CHECK ("regions"."jurisdiction" is null or "regions"."jurisdiction" in ('AU-NSW', 'AU-VIC', 'AU-QLD', 'AU-ACT', 'AU-SA', 'AU-WA', 'AU-TAS', 'AU-NT'));--> statement-breakpoint
-- The seeded regions are the states and territories themselves; New Zealand has none of these laws.
UPDATE "regions" SET "jurisdiction" = CASE "name"
	WHEN 'Australian Capital Territory' THEN 'AU-ACT'
	WHEN 'New South Wales' THEN 'AU-NSW'
	WHEN 'Northern Territory' THEN 'AU-NT'
	WHEN 'Queensland' THEN 'AU-QLD'
	WHEN 'South Australia' THEN 'AU-SA'
	WHEN 'Tasmania' THEN 'AU-TAS'
	WHEN 'Victoria' THEN 'AU-VIC'
	WHEN 'Western Australia' THEN 'AU-WA'
END;--> statement-breakpoint
CREATE TABLE "compliance_rule_sets" (
	"jurisdiction" text PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_rule_sets_jurisdiction_check" CHECK ("compliance_rule_sets"."jurisdiction" in ('default', 'AU-NSW', 'AU-VIC', 'AU-QLD', 'AU-ACT', 'AU-SA', 'AU-WA', 'AU-TAS', 'AU-NT'))
);--> statement-breakpoint
-- Rule sets and jurisdictions are admins' writes: audited like the tables of 0012_audit_triggers
-- (zones and categories are columns of tables already audited there).
CREATE TRIGGER "compliance_rule_sets_audit_insert" AFTER INSERT ON "compliance_rule_sets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_rows"('complianceRules', 'jurisdiction', 'jurisdiction', '');--> statement-breakpoint
CREATE TRIGGER "compliance_rule_sets_audit_update" AFTER UPDATE ON "compliance_rule_sets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_rows"('complianceRules', 'jurisdiction', 'jurisdiction', '');--> statement-breakpoint
CREATE TRIGGER "regions_audit_update" AFTER UPDATE ON "regions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_rows"('region', 'id', 'id', '');
