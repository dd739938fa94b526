-- Roles people hold (docs/permissions.md#roles) and the chosen venues of venue-managers and
-- venue-limited viewers, for people and for the invitations that will create them.
CREATE TABLE "identity_venues" (
	"identity_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	CONSTRAINT "identity_venues_identity_id_venue_id_pk" PRIMARY KEY("identity_id","venue_id")
);
--> statement-breakpoint
CREATE TABLE "invitation_venues" (
	"invitation_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	CONSTRAINT "invitation_venues_invitation_id_venue_id_pk" PRIMARY KEY("invitation_id","venue_id")
);
--> statement-breakpoint
ALTER TABLE "identities" ADD COLUMN "role" text;--> statement-breakpoint
-- People keep today's meaning: an Admin is an admin, a client user its client's client user.
UPDATE "identities" SET "role" = CASE "identity_type" WHEN 'Admin' THEN 'admin' ELSE 'client' END
WHERE "identity_type" IN ('Admin', 'ClientIdentity');--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "role" text;--> statement-breakpoint
UPDATE "invitations" SET "role" = CASE WHEN "client_id" IS NULL THEN 'admin' ELSE 'client' END;--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "role" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_venues" ADD CONSTRAINT "identity_venues_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_venues" ADD CONSTRAINT "identity_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_venues" ADD CONSTRAINT "invitation_venues_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_venues" ADD CONSTRAINT "invitation_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_venues_venue_id_idx" ON "identity_venues" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "invitation_venues_venue_id_idx" ON "invitation_venues" USING btree ("venue_id");--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_role_check" CHECK (("identities"."identity_type" = 'Admin' and "identities"."role" in ('admin', 'designer', 'approver'))
        or ("identities"."identity_type" = 'ClientIdentity' and "identities"."role" in ('client', 'venue-manager', 'viewer'))
        or ("identities"."identity_type" not in ('Admin', 'ClientIdentity') and "identities"."role" is null));--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_check" CHECK ("invitations"."role" in ('admin', 'designer', 'approver', 'client', 'venue-manager', 'viewer'));--> statement-breakpoint
-- A person's venues given or taken are changes to that person: recorded as "venues.create" and
-- "venues.delete" of the identity, with the venue (and so its client) the record concerns.
CREATE TRIGGER "identity_venues_audit_insert" AFTER INSERT ON "identity_venues" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_rows"('identity', 'identity_id', 'identity_id', 'venues.');--> statement-breakpoint
CREATE TRIGGER "identity_venues_audit_delete" AFTER DELETE ON "identity_venues" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_rows"('identity', 'identity_id', 'identity_id', 'venues.');--> statement-breakpoint
CREATE TRIGGER "invitation_venues_audit_insert" AFTER INSERT ON "invitation_venues" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_rows"('invitation', 'invitation_id', 'invitation_id', 'venues.');