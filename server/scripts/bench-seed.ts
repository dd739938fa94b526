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

/** Retention (AUDIT_RETENTION_DAYS' default): the seeded records span this many days up to now. */
const AUDIT_SPAN_DAYS = 400;

/**
 * Replaces the audit records with `count` made up ones (one INSERT … SELECT generate_series), then
 * VACUUM ANALYZE, as autovacuum would soon after on a live database. Spread as a live portal's:
 * evenly over the last 400 days, newest with the highest ids; clients drawn from a skewed law (the
 * n-th of C clients has a share (n/C)^⅓ − ((n−1)/C)^⅓ of the records: the largest about 6 % at
 * 5,000 clients, the median one 0.01 %), each record on one of its client's venues; entity types
 * as people edit (venues, open hours, displays, assets, playlists, schedule entries, sign-ins) and
 * 8 % with no client (admins' sign-ins, security settings, admin identities); actors its client's
 * users, a dozen admins, and some System. Returns the client with the most records and how many.
 */
export async function seedAuditRecords(db: Db, count: number): Promise<{ clientId: string | null; clientRecords: number }> {
  await db.execute(sql`truncate audit_records`);
  await db.execute(sql`
    insert into audit_records (occurred_utc, actor_kind, actor_id, actor_name, address, entity_type, entity_id, client_id, venue_id, action, changes)
    with client_venues as (
      select c.n, c.id, coalesce(array_agg(v.id order by v.id) filter (where v.id is not null), '{}'::uuid[]) as venue_ids
      from (select id, row_number() over (order by id) as n from clients) c
      left join venues v on v.client_id = c.id
      group by c.n, c.id
    ),
    drawn as materialized (
      select i,
             1 + floor((select count(*) from clients) * power(random(), 3))::int as rank,
             random() as kind,
             random() as who
      from generate_series(1, ${count}) as i
    ),
    shaped as (
      select d.i, d.who,
             case when d.kind < 0.25 then 'venue' when d.kind < 0.45 then 'openHours' when d.kind < 0.60 then 'display'
                  when d.kind < 0.72 then 'asset' when d.kind < 0.80 then 'playlist' when d.kind < 0.86 then 'scheduleEntry'
                  when d.kind < 0.92 then 'session' when d.kind < 0.96 then 'adminSession' when d.kind < 0.98 then 'identity'
                  else 'securitySettings' end as kind,
             cv.n, cv.id as client_id,
             cv.venue_ids[1 + d.i % greatest(cardinality(cv.venue_ids), 1)] as venue_id
      from drawn d
      join client_venues cv on cv.n = d.rank
    ),
    acting as (
      select s.*,
             case when s.kind in ('adminSession', 'identity', 'securitySettings') or (s.kind <> 'session' and s.who >= 0.55)
                  then 'admin' when s.kind = 'session' or s.who < 0.5 then 'user' else 'system' end as actor
      from shaped s
    )
    select now() - ${AUDIT_SPAN_DAYS}::int * interval '1 day' * ((${count}::int - a.i)::float8 / ${count}::int),
           case a.actor when 'admin' then 'Admin' when 'user' then 'ClientIdentity' else 'System' end,
           case a.actor when 'admin' then md5('admin ' || a.i % 12)::uuid when 'user' then md5('user ' || a.n || ' ' || a.i % 3)::uuid end,
           case a.actor when 'admin' then 'Admin ' || a.i % 12 when 'user' then 'User ' || a.n || '.' || a.i % 3 end,
           case when a.actor <> 'system' then '203.0.113.' || a.i % 250 end,
           case a.kind when 'adminSession' then 'session' else a.kind end,
           case a.kind
             when 'venue' then a.venue_id::text when 'openHours' then a.venue_id::text
             when 'display' then md5('display ' || a.venue_id || ' ' || a.i % 4)::uuid::text
             when 'asset' then md5('asset ' || a.n || ' ' || a.i % 40)::uuid::text
             when 'playlist' then md5('playlist ' || a.n || ' ' || a.i % 10)::uuid::text
             when 'scheduleEntry' then md5('entry ' || a.i)::uuid::text
             when 'session' then md5('user ' || a.n || ' ' || a.i % 3)::uuid::text
             when 'adminSession' then md5('admin ' || a.i % 12)::uuid::text
             when 'identity' then md5('admin ' || (a.i + 1) % 12)::uuid::text
             else '1' end,
           case when a.kind not in ('adminSession', 'identity', 'securitySettings') then a.client_id end,
           case when a.kind in ('venue', 'openHours', 'display') then a.venue_id end,
           case a.kind when 'session' then 'signIn' when 'adminSession' then 'signIn' when 'scheduleEntry' then 'create' else 'update' end,
           case a.kind
             when 'venue' then jsonb_build_object('name', jsonb_build_object('before', 'Venue ' || a.i, 'after', 'Venue ' || a.i || ' Hotel'))
             when 'openHours' then jsonb_build_object('monday_open', jsonb_build_object('before', '10:00', 'after', '09:00'),
                                                      'monday_close', jsonb_build_object('before', '22:00', 'after', '23:30'))
             when 'display' then jsonb_build_object('name', jsonb_build_object('before', 'Bar ' || a.i % 4, 'after', 'Lounge ' || a.i % 4),
                                                    'orientation', jsonb_build_object('before', 'landscape', 'after', 'portrait'))
             when 'asset' then jsonb_build_object('name', jsonb_build_object('before', 'Promo ' || a.i % 40, 'after', 'Promo ' || a.i % 40 || ' (May)'))
             when 'playlist' then jsonb_build_object('name', jsonb_build_object('before', 'Evening', 'after', 'Evening ' || a.i % 10))
             when 'scheduleEntry' then jsonb_build_object('startsOn', jsonb_build_object('before', null, 'after', '2026-05-01'),
                                                          'repeat', jsonb_build_object('before', null, 'after', 'weekly'))
             when 'identity' then jsonb_build_object('name', jsonb_build_object('before', 'Admin', 'after', 'Admin ' || a.i % 12))
             when 'securitySettings' then jsonb_build_object('require_admin_two_factor', jsonb_build_object('before', false, 'after', true))
             else '{}'::jsonb end
    from acting a
    order by a.i`);
  await db.execute(sql`vacuum analyze audit_records`);
  const [largest] = await queryRows<{ client_id: string; n: number }>(
    db,
    sql`select client_id, count(*)::int as n from audit_records where client_id is not null group by client_id order by n desc limit 1`,
  );
  return { clientId: largest?.client_id ?? null, clientRecords: largest?.n ?? 0 };
}

/** The device token of the n-th bench controller (1-based): its SHA-256 is what the seed stores. */
export const benchDeviceToken = (n: number) => `bench-device-${n}`;

/** A fleet's shape: how many displays, how many per controller (one controller per venue). */
export interface BenchFleetShape {
  displays: number;
  displaysPerController: number;
}

/**
 * Links one graphics controller to each of the first venues (by id) and gives it its displays, in
 * set-based statements, plus one GROUP layout a benchmark's takeover can show and one for the
 * responsible-gambling slots, as a venue group has. Controller n's
 * device token is benchDeviceToken(n) (stored as its SHA-256, as the device plugin looks it up).
 * Returns the controllers in token order with their display ids and venue.
 */
export async function seedBenchFleet(
  db: Db,
  shape: BenchFleetShape,
): Promise<{ layoutId: string; controllers: { n: number; venueId: string; displayIds: string[] }[] }> {
  const controllerCount = Math.ceil(shape.displays / shape.displaysPerController);
  await db.execute(sql`
    insert into graphics_controllers (name, client_id, venue_id, token_hash, last_seen_utc)
    select 'Bench PC ' || n, v.client_id, v.id, encode(sha256(convert_to('bench-device-' || n, 'UTF8')), 'hex'), now()
    from (select id, client_id, row_number() over (order by id) as n from venues) v
    where v.n <= ${controllerCount}`);
  await db.execute(sql`
    insert into displays (graphics_controller_id, label, width, height)
    select gc.id, 'Screen ' || d, 1920, 1080
    from graphics_controllers gc
    cross join generate_series(1, ${shape.displaysPerController}) as d
    where gc.name like 'Bench PC %'
      and (substr(gc.name, 10)::int - 1) * ${shape.displaysPerController} + d <= ${shape.displays}`);
  const [layout] = await queryRows<{ id: string }>(
    db,
    sql`insert into assets (name, type, width, height) values ('Bench takeover', 'GROUP', '1920px', '1080px') returning id`,
  );
  // Every venue group has one (the demo data too): the rules' slots choose it for each day read.
  await db.execute(
    sql`insert into assets (name, type, width, height, category) values ('Bench responsible gambling', 'GROUP', '1920px', '1080px', 'responsible-gambling')`,
  );
  await db.execute(sql`analyze graphics_controllers`);
  await db.execute(sql`analyze displays`);
  const rows = await queryRows<{ n: number; venue_id: string; display_ids: string[] }>(
    db,
    sql`select substr(gc.name, 10)::int as n, gc.venue_id, array_agg(d.id::text order by d.label) as display_ids
        from graphics_controllers gc join displays d on d.graphics_controller_id = gc.id
        where gc.name like 'Bench PC %'
        group by gc.id
        order by n`,
  );
  return {
    layoutId: layout!.id,
    controllers: rows.map((row) => ({ n: row.n, venueId: row.venue_id, displayIds: row.display_ids })),
  };
}
