-- A placement's typeface is one of the 20 the product bundles (docs/layouts.md#typefaces), spelt
-- exactly: the API refuses any other name, so a layout saved before that check with another name could
-- no longer be saved until someone found the field. A name that is one of the 20 in another case or with
-- spaces around it takes its exact spelling; any other name is dropped, and its text draws in the
-- layout's default face, as it already did on every screen without that font installed. The 20 are
-- listed here as they are in contract/typefaces.ts on the day of this migration.
WITH "faces"("name") AS (VALUES ('Arial'), ('Helvetica'), ('Times New Roman'), ('Georgia'), ('Verdana'), ('Tahoma'), ('Trebuchet MS'), ('Impact'), ('Comic Sans MS'), ('Courier New'), ('Lucida Console'), ('Roboto'), ('Open Sans'), ('Lato'), ('Montserrat'), ('Poppins'), ('Inter'), ('Source Sans Pro'), ('Ubuntu'), ('Raleway'))
UPDATE "asset_placements" AS "p"
SET "config" = jsonb_set("p"."config", '{typeface}', to_jsonb("f"."name"))
FROM "faces" AS "f"
WHERE lower(btrim("p"."config"->>'typeface')) = lower("f"."name") AND "p"."config"->>'typeface' <> "f"."name";
--> statement-breakpoint
UPDATE "asset_placements"
SET "config" = "config" - 'typeface'
WHERE "config"->>'typeface' <> '' AND "config"->>'typeface' NOT IN ('Arial', 'Helvetica', 'Times New Roman', 'Georgia', 'Verdana', 'Tahoma', 'Trebuchet MS', 'Impact', 'Comic Sans MS', 'Courier New', 'Lucida Console', 'Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Poppins', 'Inter', 'Source Sans Pro', 'Ubuntu', 'Raleway');
