CREATE TABLE "security_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"require_admin_two_factor" boolean DEFAULT false NOT NULL,
	"updated_utc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_utc" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "two_factor_secrets" (
	"identity_id" uuid PRIMARY KEY NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"enabled_utc" timestamp with time zone,
	"last_used_step" bigint,
	"created_utc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "two_factor_recovery_codes_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_secrets" ADD CONSTRAINT "two_factor_secrets_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_factor_recovery_codes_identity_idx" ON "two_factor_recovery_codes" USING btree ("identity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_id_unique" ON "sessions" USING btree ("id");
--> statement-breakpoint
-- The audit triggers (migration audit_triggers) also cover scheduling, webhook
-- endpoints, two-factor sign-in and the portal's security settings. Sealed secrets (a webhook's
-- signing secret, a TOTP secret) never reach a record; nor do the last TOTP step used (written at
-- every sign-in) and when an endpoint started failing (the delivery job's): no one changed those.
CREATE OR REPLACE FUNCTION "audit_changes"(old_row jsonb, new_row jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(k,
    CASE WHEN k IN ('password_hash', 'secret_hash') THEN jsonb_build_object(
        'before', CASE WHEN nullif(old_row->k, 'null'::jsonb) IS NULL THEN NULL ELSE '"hidden"'::jsonb END,
        'after', CASE WHEN nullif(new_row->k, 'null'::jsonb) IS NULL THEN NULL ELSE '"hidden"'::jsonb END)
      ELSE jsonb_build_object('before', old_row->k, 'after', new_row->k)
    END), '{}'::jsonb)
  FROM (
    SELECT jsonb_object_keys(coalesce(old_row, '{}'::jsonb))
    UNION
    SELECT jsonb_object_keys(coalesce(new_row, '{}'::jsonb))
  ) AS keys(k)
  WHERE k NOT IN ('token_hash', 'token_ciphertext', 'secret_ciphertext', 'last_used_step', 'failing_since_utc', 'started_notified_utc', 'ended_notified_utc', 'created_utc', 'updated_utc', 'last_seen_utc', 'last_login_utc', 'offline_notified_utc')
    AND nullif(old_row->k, 'null'::jsonb) IS DISTINCT FROM nullif(new_row->k, 'null'::jsonb)
$$;
--> statement-breakpoint
-- Arguments as in audit_triggers: entity type, key column (pairs old and new rows), entity id
-- column, action prefix. A playlist's items are saved per playlist, so their position pairs them.
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('playlists', 'playlist', 'id', 'id', ''),
    ('playlist_items', 'playlist', 'position', 'playlist_id', 'item.'),
    ('schedule_entries', 'scheduleEntry', 'id', 'id', ''),
    ('takeovers', 'takeover', 'id', 'id', ''),
    ('webhook_endpoints', 'webhook', 'id', 'id', ''),
    ('two_factor_secrets', 'twoFactor', 'identity_id', 'identity_id', ''),
    ('security_settings', 'securitySettings', 'id', 'id', '')
  ) AS v(table_name, entity, key_column, entity_column, prefix) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_rows"(%L, %L, %L, %L)',
      t.table_name || '_audit_insert', t.table_name, t.entity, t.key_column, t.entity_column, t.prefix);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_rows"(%L, %L, %L, %L)',
      t.table_name || '_audit_update', t.table_name, t.entity, t.key_column, t.entity_column, t.prefix);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_rows"(%L, %L, %L, %L)',
      t.table_name || '_audit_delete', t.table_name, t.entity, t.key_column, t.entity_column, t.prefix);
  END LOOP;
END
$$;
