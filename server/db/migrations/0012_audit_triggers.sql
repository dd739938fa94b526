-- Audit records written by statement-level triggers, so every change
-- to an audited table leaves a record in the same transaction, whichever route or service made it,
-- and a CSV import of many rows costs one INSERT … SELECT per statement rather than one per row.
-- Who made it comes from the transaction-local setting audit.actor (JSON { kind, id, name,
-- address }), set by server/services/audit/actor.ts; without it the record says System.

-- The changed fields only, by column name. Secrets never reach a record: token hashes and
-- ciphertexts are left out; password and secret hashes show only that they changed ("hidden").
-- Timestamps the server keeps for itself are not changes anyone made.
CREATE FUNCTION "audit_changes"(old_row jsonb, new_row jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
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
  WHERE k NOT IN ('token_hash', 'token_ciphertext', 'created_utc', 'updated_utc', 'last_seen_utc', 'last_login_utc')
    AND nullif(old_row->k, 'null'::jsonb) IS DISTINCT FROM nullif(new_row->k, 'null'::jsonb)
$$;
--> statement-breakpoint
-- One record per changed row ({ o, n } pairs); rows whose only changes are ignored columns leave
-- none. The client and venue a record concerns come from the row, or from its venue or controller.
-- Unlinked controllers (anyone may register one) are not recorded until they are linked.
CREATE FUNCTION "audit_write"(entity text, entity_key text, action_prefix text, op text, pairs jsonb[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "audit_records" ("actor_kind", "actor_id", "actor_name", "address", "entity_type", "entity_id", "client_id", "venue_id", "action", "changes")
  SELECT coalesce(a.actor->>'kind', 'System'), (a.actor->>'id')::uuid, a.actor->>'name', a.actor->>'address',
         entity, r.row_data->>entity_key,
         coalesce((r.row_data->>'client_id')::uuid, CASE WHEN entity = 'client' THEN (r.row_data->>'id')::uuid END, v.client_id, g.client_id),
         coalesce(rv.venue_id, g.venue_id),
         action_prefix || CASE
           WHEN entity = 'graphicsController' AND op = 'update' AND p.pair->'o'->>'venue_id' IS NULL THEN 'link'
           WHEN entity = 'graphicsController' AND op = 'delete' THEN 'unlink'
           ELSE op END,
         r.changes
  FROM unnest(pairs) AS p(pair)
  CROSS JOIN LATERAL (SELECT coalesce(p.pair->'n', p.pair->'o') AS row_data, "audit_changes"(p.pair->'o', p.pair->'n') AS changes) AS r
  CROSS JOIN LATERAL (SELECT coalesce(r.row_data->>'venue_id', CASE WHEN entity = 'venue' THEN r.row_data->>'id' END)::uuid AS venue_id) AS rv
  LEFT JOIN "graphics_controllers" g ON g."id" = (r.row_data->>'graphics_controller_id')::uuid
  LEFT JOIN "venues" v ON v."id" = coalesce(rv.venue_id, g.venue_id)
  CROSS JOIN (SELECT nullif(current_setting('audit.actor', true), '')::jsonb AS actor) AS a
  WHERE r.changes <> '{}'::jsonb
    AND NOT (entity = 'graphicsController' AND p.pair->'o'->>'venue_id' IS NULL AND p.pair->'n'->>'venue_id' IS NULL)
$$;
--> statement-breakpoint
-- Arguments: entity type, key column (pairs old and new rows), entity id column, action prefix.
CREATE FUNCTION "audit_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- (Nested: a transition table exists only for the operation that declares it.)
  IF TG_OP = 'INSERT' THEN
    PERFORM "audit_write"(TG_ARGV[0], TG_ARGV[2], TG_ARGV[3], 'create',
      ARRAY(SELECT jsonb_build_object('n', to_jsonb(r)) FROM new_rows r));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "audit_write"(TG_ARGV[0], TG_ARGV[2], TG_ARGV[3], 'delete',
      ARRAY(SELECT jsonb_build_object('o', to_jsonb(r)) FROM old_rows r));
  ELSE
    PERFORM "audit_write"(TG_ARGV[0], TG_ARGV[2], TG_ARGV[3], 'update',
      ARRAY(SELECT jsonb_build_object('o', to_jsonb(o), 'n', to_jsonb(n))
            FROM old_rows o JOIN new_rows n ON to_jsonb(o)->>TG_ARGV[1] = to_jsonb(n)->>TG_ARGV[1]));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('identities', 'identity', 'id', 'id', ''),
    ('invitations', 'invitation', 'id', 'id', ''),
    ('clients', 'client', 'id', 'id', ''),
    ('venues', 'venue', 'id', 'id', ''),
    ('venue_open_hours', 'openHours', 'venue_id', 'venue_id', ''),
    ('graphics_controllers', 'graphicsController', 'id', 'id', ''),
    ('displays', 'display', 'id', 'id', ''),
    ('themes', 'theme', 'id', 'id', ''),
    ('assets', 'asset', 'id', 'id', ''),
    ('asset_placements', 'asset', 'id', 'parent_asset_id', 'placement.'),
    ('asset_files', 'assetFile', 'id', 'id', ''),
    ('client_reveal_settings', 'revealSettings', 'client_id', 'client_id', ''),
    ('venue_reveal_settings', 'revealSettings', 'venue_id', 'venue_id', ''),
    ('reveal_media', 'revealMedia', 'id', 'id', '')
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
