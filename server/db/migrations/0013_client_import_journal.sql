CREATE TABLE "client_import_rows" (
	"import_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"row_id" uuid NOT NULL,
	CONSTRAINT "client_import_rows_import_id_kind_row_id_pk" PRIMARY KEY("import_id","kind","row_id"),
	CONSTRAINT "client_import_rows_kind_check" CHECK ("client_import_rows"."kind" in ('client', 'venue'))
);
--> statement-breakpoint
CREATE TABLE "client_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at_utc" timestamp with time zone NOT NULL,
	"renamed_clients" jsonb NOT NULL,
	"updated_venues" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_import_rows" ADD CONSTRAINT "client_import_rows_import_id_client_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."client_imports"("id") ON DELETE cascade ON UPDATE no action;