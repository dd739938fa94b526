-- display.offline / display.online webhooks: the claim of each announcement.
ALTER TABLE "displays" ADD COLUMN "offline_notified_utc" timestamp with time zone;--> statement-breakpoint
-- That claim is the server's own bookkeeping, not a change anyone made: not audited (as last_seen_utc).
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
  WHERE k NOT IN ('token_hash', 'token_ciphertext', 'created_utc', 'updated_utc', 'last_seen_utc', 'last_login_utc', 'offline_notified_utc')
    AND nullif(old_row->k, 'null'::jsonb) IS DISTINCT FROM nullif(new_row->k, 'null'::jsonb)
$$;
