CREATE TABLE "client_venue_counts" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"venue_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_venue_counts" ADD CONSTRAINT "client_venue_counts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Kept by statement-level triggers on venues: one grouped update per statement, so a CSV import
-- of many venues costs one row update per client, not one per venue.
CREATE FUNCTION "client_venue_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only a change of client moves a venue between counts; other edits write nothing here.
  -- (Nested: a transition table exists only for the operations that declare it.)
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n."id" = o."id" WHERE n."client_id" <> o."client_id") THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "client_venue_counts" AS c ("client_id", "venue_count")
      SELECT "client_id", count(*)::int FROM new_rows GROUP BY "client_id"
      ON CONFLICT ("client_id") DO UPDATE SET "venue_count" = c."venue_count" + excluded."venue_count";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "client_venue_counts" AS c SET "venue_count" = c."venue_count" - o.n
      FROM (SELECT "client_id", count(*)::int AS n FROM old_rows GROUP BY "client_id") AS o
      WHERE c."client_id" = o."client_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "venues_count_insert" AFTER INSERT ON "venues" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "client_venue_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "venues_count_delete" AFTER DELETE ON "venues" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "client_venue_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "venues_count_update" AFTER UPDATE ON "venues" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "client_venue_counts_apply"();
--> statement-breakpoint
INSERT INTO "client_venue_counts" ("client_id", "venue_count")
  SELECT "client_id", count(*)::int FROM "venues" GROUP BY "client_id";
