-- Speed: the audit functions in PL/pgSQL. As SQL functions that cannot be inlined, they
-- were parsed and planned again at every statement that fired an audit trigger: about 1.4 ms of a
-- single venue update's 1.7 ms in the database (EXPLAIN ANALYZE), for one record. PL/pgSQL keeps
-- their plans for the session. Same bodies as in audit_triggers and two_factor_and_sessions.
CREATE OR REPLACE FUNCTION "audit_changes"(old_row jsonb, new_row jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN (
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
  );
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_write"(entity text, entity_key text, action_prefix text, op text, pairs jsonb[]) RETURNS void LANGUAGE plpgsql AS $$
#variable_conflict use_variable
BEGIN
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
      AND NOT (entity = 'graphicsController' AND p.pair->'o'->>'venue_id' IS NULL AND p.pair->'n'->>'venue_id' IS NULL);
END
$$;
