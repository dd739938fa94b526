CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "graphics_controllers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"client_id" uuid,
	"venue_id" uuid,
	"last_seen_utc" timestamp with time zone,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "regions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "venue_open_hours" (
	"venue_id" uuid PRIMARY KEY NOT NULL,
	"monday_open" text,
	"monday_close" text,
	"tuesday_open" text,
	"tuesday_close" text,
	"wednesday_open" text,
	"wednesday_close" text,
	"thursday_open" text,
	"thursday_close" text,
	"friday_open" text,
	"friday_close" text,
	"saturday_open" text,
	"saturday_close" text,
	"sunday_open" text,
	"sunday_close" text,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_open_hours_monday_open_format" CHECK ("monday_open" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "venue_open_hours_monday_close_format" CHECK ("monday_close" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "venue_open_hours_tuesday_open_format" CHECK ("tuesday_open" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "venue_open_hours_tuesday_close_format" CHECK ("tuesday_close" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "venue_open_hours_wednesday_open_format" CHECK ("wednesday_open" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "venue_open_hours_wednesday_close_format" CHECK ("wednesday_close" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "venue_open_hours_thursday_open_format" CHECK ("thursday_open" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "venue_open_hours_thursday_close_format" CHECK ("thursday_close" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "venue_open_hours_friday_open_format" CHECK ("friday_open" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "venue_open_hours_friday_close_format" CHECK ("friday_close" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "venue_open_hours_saturday_open_format" CHECK ("saturday_open" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "venue_open_hours_saturday_close_format" CHECK ("saturday_close" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "venue_open_hours_sunday_open_format" CHECK ("sunday_open" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "venue_open_hours_sunday_close_format" CHECK ("sunday_close" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"region_id" uuid NOT NULL,
	"name" text NOT NULL,
	"gmv" text NOT NULL,
	"logo" text,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "graphics_controllers" ADD CONSTRAINT "graphics_controllers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graphics_controllers" ADD CONSTRAINT "graphics_controllers_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_open_hours" ADD CONSTRAINT "venue_open_hours_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_name_lower_unique" ON "clients" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ("name");--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "graphics_controllers_venue_id_last_seen_utc_idx" ON "graphics_controllers" USING btree ("venue_id","last_seen_utc");--> statement-breakpoint
CREATE INDEX "graphics_controllers_client_id_idx" ON "graphics_controllers" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venues_gmv_lower_unique" ON "venues" USING btree (lower("gmv"));--> statement-breakpoint
CREATE INDEX "venues_client_id_name_idx" ON "venues" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "venues_region_id_idx" ON "venues" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "venues_name_trgm_idx" ON "venues" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_gmv_trgm_idx" ON "venues" USING gin ("gmv" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identities_client_id_idx" ON "identities" USING btree ("client_id");