// Some functions here run in the page (page.evaluate): the server build has no DOM types otherwise.
/// <reference lib="dom" />
/**
 * bench:screens' part for /screens: 10,000 displays (BENCH_FLEET_DISPLAYS) seeded on
 * the bench venues, then the page's first rows after a full load, and a filter change (a click on
 * "Out of date only", then on "Venues in alert only") until the new rows are drawn.
 */
import { sql } from 'drizzle-orm';
import type { ElementHandle, Page } from 'playwright-core';
import type { Db } from '../../server/db/database.ts';
import { queryRows } from '../../server/services/sql-rows.ts';

export const FLEET_DISPLAYS = Number(process.env.BENCH_FLEET_DISPLAYS ?? 10_000);

/**
 * Two displays per controller, one controller per venue: a tenth of the controllers offline for two
 * hours (their venues in alert), a tenth stale, the rest seen within the minute; most displays have
 * a report (a tenth of them showing an old layout), a third of the controllers a silence of an hour
 * three days ago (the uptime has gaps to add up). Set-based statements, then ANALYZE.
 */
export async function seedFleetIfEmpty(db: Db): Promise<void> {
  const [existing] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from displays`);
  if ((existing?.n ?? 0) > 0) return;
  const started = Date.now();
  const controllers = Math.ceil(FLEET_DISPLAYS / 2);
  await db.execute(sql`
    with v as (select id, client_id, row_number() over (order by id) as n from venues order by id limit ${controllers})
    insert into graphics_controllers (name, venue_id, client_id, last_seen_utc, token_hash, created_utc)
    select 'Bench PC ' || n, id, client_id,
           case when n % 10 = 0 then now() - interval '2 hours'
                when n % 10 = 1 then now() - interval '5 minutes'
                else now() - (n % 50) * interval '1 second' end,
           'bench-controller-' || n, now() - interval '30 days'
    from v`);
  await db.execute(sql`
    insert into displays (graphics_controller_id, label, width, height, created_utc)
    select g.id, l.label || ' ' || substr(g.name, 10), 1920, 1080, now() - interval '30 days'
    from graphics_controllers g cross join (values ('Bar'), ('Lounge')) as l(label)
    where g.token_hash like 'bench-controller-%'`);
  await db.execute(sql`
    insert into display_reports (display_id, reported_utc, shown_version, shown_since_utc, player_version, cache_bytes, mismatch_since_utc)
    select d.id, g.last_seen_utc, '"v1"', now() - interval '1 hour', '2026.11.25', 123456789,
           case when substr(md5(d.id::text), 1, 1) = '0' then now() - interval '10 minutes' end
    from displays d join graphics_controllers g on g.id = d.graphics_controller_id
    where substr(md5(d.id::text), 2, 1) <> 'f'`);
  await db.execute(sql`
    insert into controller_offline_gaps (graphics_controller_id, started_utc, ended_utc)
    select id, now() - interval '3 days', now() - interval '3 days' + interval '1 hour'
    from graphics_controllers where token_hash like 'bench-controller-%' and right(token_hash, 1) in ('0', '3', '6', '9')`);
  for (const table of ['graphics_controllers', 'displays', 'display_reports', 'controller_offline_gaps']) await db.execute(sql.raw(`analyze ${table}`));
  console.error(`Seeded ${FLEET_DISPLAYS} displays on ${controllers} controllers in ${Date.now() - started} ms.`);
}

/**
 * In the page: clicks the element, then resolves with the ms until the first animation frame in
 * which the list's count ("N displays") differs from before and its first rows are drawn ("Showing
 * min(10, N) of N"); NaN after 10 s. One function with loops: tsx would wrap named inner functions
 * in a helper the page lacks.
 */
async function timeFilterChange([element]: [HTMLElement]): Promise<number> {
  let before = '';
  for (const node of Array.from(document.querySelectorAll('[aria-live="polite"]'))) {
    const match = /^([\d,]+) displays?/.exec(node.textContent ?? '');
    if (match) before = match[1]!;
  }
  const clicked = performance.now();
  element.click();
  for (;;) {
    let now = '';
    for (const node of Array.from(document.querySelectorAll('[aria-live="polite"]'))) {
      const match = /^([\d,]+) displays?/.exec(node.textContent ?? '');
      if (match) now = match[1]!;
    }
    if (now !== '' && now !== before) {
      const total = Number(now.replace(/,/g, ''));
      const shown = Math.min(10, total);
      const body = document.querySelector('table[aria-label="Displays"] tbody');
      const rows = body ? body.querySelectorAll('tr:has(a)').length : 0;
      const status = Array.from(document.querySelectorAll('[aria-live="polite"]')).some((node) => node.textContent?.startsWith(`Showing ${shown} of`));
      if (total === 0 || (rows >= shown && status)) return performance.now() - clicked;
    }
    if (performance.now() - clicked > 10_000) return Number.NaN;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** Clicks the checkbox named `name` and times the list's change. */
export async function filterChange(page: Page, name: string): Promise<number> {
  const checkbox = (await page.getByRole('checkbox', { name }).elementHandle()) as ElementHandle<HTMLElement> | null;
  if (!checkbox) throw new Error(`No checkbox ${name}`);
  return page.evaluate(timeFilterChange, [checkbox] as [ElementHandle<HTMLElement>]);
}
