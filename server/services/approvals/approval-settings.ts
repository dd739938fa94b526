import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../sql-rows.ts';

/** Whether every layout needs approval (the admins' portal-wide setting); off without its row. */
export async function allLayoutsNeedApproval(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ all_layouts_need_approval: boolean }>(db, sql`select all_layouts_need_approval from approval_settings where id = 1`);
  return row?.all_layouts_need_approval ?? false;
}

/** Sets it (audited by the table's trigger; a write that changes nothing records nothing). */
export async function saveAllLayoutsNeedApproval(db: Db, value: boolean): Promise<void> {
  await db.execute(
    sql`insert into approval_settings (id, all_layouts_need_approval) values (1, ${value})
        on conflict (id) do update set all_layouts_need_approval = excluded.all_layouts_need_approval, updated_utc = now()
        where approval_settings.all_layouts_need_approval <> excluded.all_layouts_need_approval`,
  );
}
