CREATE TABLE "asset_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_files_file_type_check" CHECK ("asset_files"."file_type" in ('Image', 'Video'))
);
--> statement-breakpoint
CREATE TABLE "asset_placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_asset_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"x" text NOT NULL,
	"y" text NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"theme_id" uuid,
	"config_schema" text DEFAULT '{}' NOT NULL,
	"width" text DEFAULT 'auto' NOT NULL,
	"height" text DEFAULT 'auto' NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_type_check" CHECK ("assets"."type" in ('GROUP', 'TEXT', 'IMAGE', 'VIDEO', 'DISPLAY'))
);
--> statement-breakpoint
CREATE TABLE "client_reveal_settings" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"display_mode" text,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_reveal_settings_display_mode_check" CHECK ("client_reveal_settings"."display_mode" is null or "client_reveal_settings"."display_mode" in ('Light', 'Dark'))
);
--> statement-breakpoint
CREATE TABLE "displays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"graphics_controller_id" uuid NOT NULL,
	"label" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"asset_id" uuid,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "graphics_controller_auth_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"graphics_controller_id" uuid NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_utc" timestamp with time zone NOT NULL,
	"used_utc" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"client_id" uuid,
	"inviter_id" uuid,
	"inviter_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_ciphertext" text,
	"state" text DEFAULT 'Pending' NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_utc" timestamp with time zone NOT NULL,
	"accepted_utc" timestamp with time zone,
	"revoked_utc" timestamp with time zone,
	CONSTRAINT "invitations_state_check" CHECK ("invitations"."state" in ('Pending', 'Accepted', 'Expired', 'Revoked'))
);
--> statement-breakpoint
CREATE TABLE "reveal_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"client_id" uuid NOT NULL,
	"venue_id" uuid,
	"name" text,
	"file_type" text,
	"video_type" text,
	"region_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reveal_media_kind_check" CHECK ("reveal_media"."kind" in ('background', 'file', 'poster', 'video')),
	CONSTRAINT "reveal_media_video_client_level" CHECK ("reveal_media"."kind" <> 'video' or "reveal_media"."venue_id" is null)
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_reveal_settings" (
	"venue_id" uuid PRIMARY KEY NOT NULL,
	"display_mode" text,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_reveal_settings_display_mode_check" CHECK ("venue_reveal_settings"."display_mode" is null or "venue_reveal_settings"."display_mode" in ('Light', 'Dark'))
);
--> statement-breakpoint
ALTER TABLE "graphics_controllers" ADD COLUMN "token_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "identities" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "asset_placements" ADD CONSTRAINT "asset_placements_parent_asset_id_assets_id_fk" FOREIGN KEY ("parent_asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_placements" ADD CONSTRAINT "asset_placements_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reveal_settings" ADD CONSTRAINT "client_reveal_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "displays" ADD CONSTRAINT "displays_graphics_controller_id_graphics_controllers_id_fk" FOREIGN KEY ("graphics_controller_id") REFERENCES "public"."graphics_controllers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "displays" ADD CONSTRAINT "displays_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graphics_controller_auth_codes" ADD CONSTRAINT "graphics_controller_auth_codes_graphics_controller_id_graphics_controllers_id_fk" FOREIGN KEY ("graphics_controller_id") REFERENCES "public"."graphics_controllers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_id_identities_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reveal_media" ADD CONSTRAINT "reveal_media_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reveal_media" ADD CONSTRAINT "reveal_media_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reveal_media" ADD CONSTRAINT "reveal_media_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_reveal_settings" ADD CONSTRAINT "venue_reveal_settings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_files_file_name_unique" ON "asset_files" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "asset_files_created_utc_idx" ON "asset_files" USING btree ("created_utc");--> statement-breakpoint
CREATE INDEX "asset_placements_parent_asset_id_order_idx" ON "asset_placements" USING btree ("parent_asset_id","order");--> statement-breakpoint
CREATE INDEX "asset_placements_asset_id_idx" ON "asset_placements" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "assets_type_idx" ON "assets" USING btree ("type");--> statement-breakpoint
CREATE INDEX "assets_theme_id_idx" ON "assets" USING btree ("theme_id");--> statement-breakpoint
CREATE UNIQUE INDEX "displays_controller_id_label_unique" ON "displays" USING btree ("graphics_controller_id","label");--> statement-breakpoint
CREATE INDEX "displays_asset_id_idx" ON "displays" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "graphics_controller_auth_codes_controller_id_idx" ON "graphics_controller_auth_codes" USING btree ("graphics_controller_id");--> statement-breakpoint
CREATE INDEX "graphics_controller_auth_codes_expires_utc_idx" ON "graphics_controller_auth_codes" USING btree ("expires_utc");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_unique" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_created_utc_idx" ON "invitations" USING btree ("created_utc");--> statement-breakpoint
CREATE INDEX "invitations_client_id_idx" ON "invitations" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reveal_media_file_name_unique" ON "reveal_media" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "reveal_media_client_id_kind_idx" ON "reveal_media" USING btree ("client_id","kind");--> statement-breakpoint
CREATE INDEX "reveal_media_venue_id_kind_idx" ON "reveal_media" USING btree ("venue_id","kind");--> statement-breakpoint
CREATE INDEX "themes_name_idx" ON "themes" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "graphics_controllers_token_hash_unique" ON "graphics_controllers" USING btree ("token_hash");