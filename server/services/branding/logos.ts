import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { OwnerType } from '../storage/keys.ts';
import { queryRows } from '../sql-rows.ts';

/**
 * Sets the logo column and answers the one it replaced, in one statement: the row lock of the
 * subquery makes two uploads at once each see the other's name, so no stored file is orphaned.
 * Undefined when the record is gone.
 */
export async function swapLogo(db: Db, owner: OwnerType, id: string, logo: string | null): Promise<{ previous: string | null } | undefined> {
  const table = sql.raw(owner);
  const rows = await queryRows<{ previous: string | null }>(
    db,
    sql`update ${table} t set logo = ${logo}, updated_utc = now()
        from (select id, logo from ${table} where id = ${id} for update) previous
        where t.id = previous.id
        returning previous.logo as previous`,
  );
  return rows[0];
}
