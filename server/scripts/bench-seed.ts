import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { queryRows } from '../services/sql-rows.ts';

/** Words the generated names are made of, so a 3-letter term matches many rows (the hard case). */
const CLIENT_WORDS = ['Star', 'Royal', 'Golden', 'Crown', 'Harbour', 'Southern', 'Northern', 'Eastern', 'Western', 'Grand'];
const CLIENT_KINDS = ['Hotels', 'Leisure', 'Clubs', 'Taverns', 'Gaming', 'Venues', 'Group', 'Holdings'];
const VENUE_KINDS = ['Hotel', 'Tavern', 'Club', 'Inn', 'Bar', 'Arms', 'Bistro', 'Lounge', 'Sports Club', 'RSL'];
const SUBURBS = [
  'Parramatta', 'Newtown', 'Fitzroy', 'Glenelg', 'Fremantle', 'Hobart', 'Manly', 'Bondi', 'Carlton', 'Richmond',
  'Toowong', 'Paddington', 'Balmain', 'Geelong', 'Ballarat', 'Bendigo', 'Cairns', 'Darwin', 'Penrith', 'Wollongong',
];

const textArray = (values: string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

/**
 * Fills an empty, migrated database with `clientCount` clients and `venueCount` venues spread over
 * them, in two set-based statements (generate_series), then ANALYZE so plans match a live database.
 * Names are unique ignoring case and at most 30 characters, as the API would have accepted them.
 */
export async function seedBenchData(db: Db, clientCount: number, venueCount: number): Promise<void> {
  const words = textArray(CLIENT_WORDS);
  const kinds = textArray(CLIENT_KINDS);
  const venueKinds = textArray(VENUE_KINDS);
  const suburbs = textArray(SUBURBS);
  await db.execute(sql`
    insert into clients (name)
    select (${words})[1 + i % 10] || ' ' || (${kinds})[1 + (i / 10) % 8] || ' ' || i
    from generate_series(1, ${clientCount}) as i`);
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by id) as n from clients),
         region_list as (select array_agg(id order by name) as ids from regions)
    insert into venues (client_id, region_id, name, gmv)
    select c.id,
           r.ids[1 + i % array_length(r.ids, 1)],
           (${suburbs})[1 + i % 20] || ' ' || (${venueKinds})[1 + (i / 20) % 10] || ' ' || i,
           'GMV' || lpad(i::text, 7, '0')
    from generate_series(1, ${venueCount}) as i
    join numbered c on c.n = 1 + i % ${clientCount}
    cross join region_list r`);
  await db.execute(sql`analyze clients`);
  await db.execute(sql`analyze venues`);
}

/** The benchmarks' scale (BENCH_CLIENTS, BENCH_VENUES): the API benchmark's seed by default. */
export const BENCH_CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5_000);
export const BENCH_VENUES = Number(process.env.BENCH_VENUES ?? 100_000);

/**
 * Seeds the bench data into a migrated database that has no venue yet (a re-run against the same
 * database keeps what is there), and says on stderr how long it took.
 */
export async function seedBenchDataIfEmpty(db: Db): Promise<void> {
  const [existing] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from venues`);
  if ((existing?.n ?? 0) > 0) return;
  const started = Date.now();
  await seedBenchData(db, BENCH_CLIENTS, BENCH_VENUES);
  console.error(`Seeded ${BENCH_CLIENTS} clients and ${BENCH_VENUES} venues in ${Date.now() - started} ms.`);
}
