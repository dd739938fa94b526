-- Every upload keeps the person's original file name. Rows stored before that have
-- only their generated name, which stands in for it.
ALTER TABLE "asset_files" ADD COLUMN "original_file_name" text;--> statement-breakpoint
UPDATE "asset_files" SET "original_file_name" = "file_name";--> statement-breakpoint
ALTER TABLE "asset_files" ALTER COLUMN "original_file_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reveal_media" ADD COLUMN "original_file_name" text;--> statement-breakpoint
UPDATE "reveal_media" SET "original_file_name" = "file_name";--> statement-breakpoint
ALTER TABLE "reveal_media" ALTER COLUMN "original_file_name" SET NOT NULL;
