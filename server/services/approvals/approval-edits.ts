import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { currentActor } from '../audit/actor.ts';
import { queryRows } from '../sql-rows.ts';
import { approvalsOf } from './approval-rows.ts';
import { freezeVersion, frozenVersions } from './layout-versions.ts';

/**
 * Edits make drafts (docs/compliance.md#approval): a content edit of a layout adds a version to it
 * and to every layout that places it (at any depth: what they draw changed too), and names the
 * editor, who may then not decide that version (four eyes). An edit that changes nothing adds none.
 */

const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** The identity making the current request's change, if a person or key (null for the system). */
function editorId(): string | null {
  const actor = currentActor();
  return actor && (actor.kind === 'Admin' || actor.kind === 'ClientIdentity') ? actor.id : null;
}

/** The layout and the GROUP layouts that place it, directly or through other groups. */
async function affectedLayouts(tx: Db, assetId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`with recursive up(id) as (
          select ${assetId}::uuid
          union
          select p.parent_asset_id from asset_placements p join up on p.asset_id = up.id
        )
        select a.id from up join assets a on a.id = up.id where a.type = 'GROUP' order by a.id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Before an edit is written: a layout from before versions (or one whose approved version was
 * never frozen) has its approved version frozen as it is now, so screens keep playing exactly
 * that while the draft is worked on. Answers the layouts the edit reaches, for afterLayoutEdit.
 */
export async function beforeLayoutEdit(tx: Db, assetId: string): Promise<string[]> {
  const layouts = await affectedLayouts(tx, assetId);
  if (layouts.length === 0) return layouts;
  const approvals = await approvalsOf(tx, layouts);
  const approved = [...approvals.values()].flatMap((row) => (row.approvedVersion === null ? [] : [{ assetId: row.assetId, version: row.approvedVersion }]));
  const frozen = await frozenVersions(tx, approved);
  for (const { assetId: id, version } of approved) {
    if (!frozen.has(`${id}:${version}`)) await freezeVersion(tx, id, version);
  }
  return layouts;
}

/** After an edit that changed something: each reached layout becomes a draft of a new version, its editor named. */
export async function afterLayoutEdit(tx: Db, layouts: readonly string[]): Promise<void> {
  if (layouts.length === 0) return;
  // A layout without a row was approved version 1 (approval-rows.ts): its first draft is version 2.
  await tx.execute(
    sql`insert into layout_approvals (asset_id, state, version, approved_version, last_editor_id)
        select id, 'draft', 2, 1, ${editorId()}::uuid from unnest(${uuidArray(layouts)}::uuid[]) as l(id)
        on conflict (asset_id) do update set state = 'draft', version = layout_approvals.version + 1, reason = null,
          last_editor_id = excluded.last_editor_id, updated_utc = now()`,
  );
}

/** A new layout (created or duplicated): version 1, a draft, nothing approved yet. */
export async function newLayoutDraft(tx: Db, assetId: string): Promise<void> {
  await tx.execute(
    sql`insert into layout_approvals (asset_id, state, version, approved_version, last_editor_id)
        values (${assetId}::uuid, 'draft', 1, null, ${editorId()}::uuid) on conflict (asset_id) do nothing`,
  );
}

/** What an edit can change of a layout's content: compared before and after, so a save of the same content is no edit. */
export async function contentFingerprint(tx: Db, assetId: string): Promise<string> {
  const rows = await queryRows<{ fingerprint: unknown }>(
    tx,
    sql`select jsonb_build_array(a.name, a.theme_id, a.width, a.height, a.category,
          coalesce((select jsonb_agg(jsonb_build_array(p.asset_id, p.config, p.x, p.y, p."order") order by p."order", p.id)
                    from asset_placements p where p.parent_asset_id = a.id), '[]'::jsonb)) as fingerprint
        from assets a where a.id = ${assetId}::uuid`,
  );
  return JSON.stringify(rows[0]?.fingerprint ?? null);
}
