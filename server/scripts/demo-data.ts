/**
 * The demo data set of `npm run seed:demo` (server/scripts/seed-demo.ts): clients with venues, open
 * hours, themes, two layouts (a welcome banner, and a responsible-gambling one for the slots every
 * shipped rule set lays) and graphics controllers seen at varied times, so some venues are in
 * alert, each with two zoned screens (a bar's, and a gaming room's that plays the slots). Idempotent: every row is found by its natural key first, so a second run adds nothing
 * (it only refreshes the controllers' last-seen times relative to now).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Category } from '../../contract/compliance.ts';
import type { Db } from '../db/database.ts';
import { queryRows } from '../services/sql-rows.ts';
import { hashToken } from '../services/tokens.ts';

/** The seeded base Text asset (migration 0005). */
const TEXT_ASSET_ID = '00000000-0000-4000-8000-000000000001';

interface DemoVenue {
  name: string;
  gmv: string;
  region: string;
  /** Minutes since its controllers were last seen (one controller each); none: no controller. */
  seenMinutesAgo?: number;
  /** Open and close per day, Monday first; null close = open late. */
  hours?: [string | null, string | null];
}

const DEMO: { client: string; venues: DemoVenue[] }[] = [
  {
    client: 'Harbourside Hotels',
    venues: [
      { name: 'The Rocks Tavern', gmv: 'NSW-10421', region: 'New South Wales', seenMinutesAgo: 2, hours: ['10:00', null] },
      { name: 'Manly Wharf Hotel', gmv: 'NSW-10422', region: 'New South Wales', seenMinutesAgo: 95 },
      { name: 'Balmain Arms', gmv: 'NSW-10423', region: 'New South Wales', hours: ['11:00', '23:00'] },
      { name: 'Newtown Social Club', gmv: 'NSW-10424', region: 'New South Wales', seenMinutesAgo: 6 },
    ],
  },
  {
    client: 'Southern Cross Leisure',
    venues: [
      { name: 'Fitzroy Arms', gmv: 'VIC-20117', region: 'Victoria', seenMinutesAgo: 1, hours: ['09:00', '02:00'] },
      { name: 'Carlton Sports Club', gmv: 'VIC-20118', region: 'Victoria', seenMinutesAgo: 60 * 26 },
      { name: 'Geelong Waterfront Hotel', gmv: 'VIC-20119', region: 'Victoria' },
    ],
  },
  {
    client: 'Sunshine Coast Clubs',
    venues: [
      { name: 'Noosa Heads Surf Club', gmv: 'QLD-30050', region: 'Queensland', seenMinutesAgo: 3, hours: ['08:00', '22:00'] },
      { name: 'Maroochydore RSL', gmv: 'QLD-30051', region: 'Queensland', seenMinutesAgo: 4 },
      { name: 'Caloundra Bowls Club', gmv: 'QLD-30052', region: 'Queensland', seenMinutesAgo: 40 },
      { name: 'Mooloolaba Tavern', gmv: 'QLD-30053', region: 'Queensland' },
      { name: 'Nambour Hotel', gmv: 'QLD-30054', region: 'Queensland', hours: ['10:00', null] },
    ],
  },
  {
    client: 'Golden West Taverns',
    venues: [
      { name: 'Fremantle Sail & Anchor', gmv: 'WA-40901', region: 'Western Australia', seenMinutesAgo: 8 },
      { name: 'Scarborough Beach Bar', gmv: 'WA-40902', region: 'Western Australia', seenMinutesAgo: 300 },
    ],
  },
  {
    client: 'Barossa Hospitality Group',
    venues: [
      { name: 'Glenelg Jetty Hotel', gmv: 'SA-50310', region: 'South Australia', hours: ['11:00', '01:00'] },
      { name: 'Tanunda Club', gmv: 'SA-50311', region: 'South Australia', seenMinutesAgo: 12 },
      { name: 'Norwood Hotel', gmv: 'SA-50312', region: 'South Australia' },
    ],
  },
  {
    client: 'Top End Venues',
    venues: [
      { name: 'Darwin Trailer Boat Club', gmv: 'NT-60021', region: 'Northern Territory', seenMinutesAgo: 20 },
      { name: 'Hobart Customs House', gmv: 'TAS-70021', region: 'Tasmania', seenMinutesAgo: 5 },
    ],
  },
];

export const THEMES = ['Harbour Night', 'Outback Sunset'];

interface DemoLayout {
  name: string;
  category: Category;
  width: string;
  height: string;
  /** Its one text placement. */
  text: string;
  themeId?: string | null;
}

const WELCOME_LAYOUT: DemoLayout = { name: 'Welcome banner', category: 'general', width: '1920px', height: '200px', text: 'Welcome! Happy hour 4–6 pm' };
/**
 * Every shipped rule set lays responsible-gambling slots in gaming areas; without a layout of that
 * category they stay empty and the home and compliance settings pages warn (docs/compliance.md#approval).
 * No shipped rule set asks approval for this category, so screens may play it as it is.
 */
const RESPONSIBLE_GAMBLING_LAYOUT: DemoLayout = {
  name: 'Gamble responsibly',
  category: 'responsible-gambling',
  width: '1920px',
  height: '1080px',
  text: 'Think! About your choices. Call Gambling Help on 1800 858 858',
};

async function one<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row> {
  const [row] = await queryRows<Row>(db, query);
  if (!row) throw new Error('Expected a row.');
  return row;
}

/** The row's id by its natural key, inserting it when missing. */
async function findOrInsert(db: Db, find: ReturnType<typeof sql>, insert: ReturnType<typeof sql>): Promise<string> {
  const [found] = await queryRows<{ id: string }>(db, find);
  if (found) return found.id;
  return (await one<{ id: string }>(db, insert)).id;
}

/** A layout with one text placement, found by its name and type. */
async function seedLayout(db: Db, layout: DemoLayout): Promise<void> {
  const layoutId = await findOrInsert(
    db,
    sql`select id from assets where type = 'GROUP' and name = ${layout.name} order by created_utc limit 1`,
    sql`insert into assets (name, type, category, theme_id, width, height)
        values (${layout.name}, 'GROUP', ${layout.category}, ${layout.themeId ?? null}, ${layout.width}, ${layout.height}) returning id`,
  );
  const placements = await queryRows<{ id: string }>(db, sql`select id from asset_placements where parent_asset_id = ${layoutId}`);
  if (placements.length === 0) {
    const config = JSON.stringify({ value: layout.text, width: '1200px' });
    await db.execute(sql`
      insert into asset_placements (parent_asset_id, asset_id, config, x, y, "order")
      values (${layoutId}, ${TEXT_ASSET_ID}, ${config}::jsonb, '40px', '60px', 0)`);
  }
}

export async function seedDemo(db: Db, now: Date): Promise<{ clients: number; venues: number; controllers: number }> {
  const regions = await queryRows<{ id: string; name: string }>(db, sql`select id, name from regions`);
  const regionId = (name: string) => {
    const region = regions.find((candidate) => candidate.name === name);
    if (!region) throw new Error(`Region ${name} is not seeded.`);
    return region.id;
  };
  let venueCount = 0;
  let controllerCount = 0;
  for (const { client, venues } of DEMO) {
    const clientId = await findOrInsert(
      db,
      sql`select id from clients where lower(name) = lower(${client})`,
      sql`insert into clients (name) values (${client}) returning id`,
    );
    for (const venue of venues) {
      venueCount += 1;
      const venueId = await findOrInsert(
        db,
        sql`select id from venues where lower(gmv) = lower(${venue.gmv})`,
        sql`insert into venues (client_id, region_id, name, gmv)
            values (${clientId}, ${regionId(venue.region)}, ${venue.name}, ${venue.gmv}) returning id`,
      );
      if (venue.hours) {
        const [open, close] = venue.hours;
        // Monday to Saturday open, Sunday closed.
        await db.execute(sql`
          insert into venue_open_hours (venue_id, monday_open, monday_close, tuesday_open, tuesday_close,
            wednesday_open, wednesday_close, thursday_open, thursday_close, friday_open, friday_close,
            saturday_open, saturday_close)
          values (${venueId}, ${open}, ${close}, ${open}, ${close}, ${open}, ${close}, ${open}, ${close},
            ${open}, ${close}, ${open}, ${close})
          on conflict (venue_id) do nothing`);
      }
      if (venue.seenMinutesAgo !== undefined) {
        controllerCount += 1;
        const seen = new Date(now.getTime() - venue.seenMinutesAgo * 60_000).toISOString();
        const name = `${venue.name} PC`;
        // A hash of a random token nobody keeps: the demo controller cannot call the device routes.
        const controllerId = await findOrInsert(
          db,
          sql`select id from graphics_controllers where venue_id = ${venueId} and name = ${name}`,
          sql`insert into graphics_controllers (name, client_id, venue_id, token_hash)
              values (${name}, ${clientId}, ${venueId}, ${hashToken(randomBytes(32).toString('base64url'))}) returning id`,
        );
        await db.execute(sql`update graphics_controllers set last_seen_utc = ${seen}::timestamptz where id = ${controllerId}`);
        // Zoned as a venue's admin zones them (docs/compliance.md): the gaming room's screen then
        // shows the responsible-gambling slots of its venue's rules while open.
        await db.execute(sql`
          insert into displays (graphics_controller_id, label, width, height, zone)
          values (${controllerId}, 'Bar screen', 1920, 1080, 'bar'), (${controllerId}, 'Gaming room', 1080, 1920, 'gaming-area')
          on conflict (graphics_controller_id, label) do nothing`);
        // Its players reported with the last heartbeat (an idle screen for an hour), as running ones
        // do: the fleet page shows what they show instead of "player not reporting".
        await db.execute(sql`
          insert into display_reports (display_id, reported_utc, shown_since_utc, player_version, cache_bytes)
          select id, ${seen}::timestamptz, ${seen}::timestamptz - interval '1 hour', 'demo', 0
          from displays where graphics_controller_id = ${controllerId}
          on conflict (display_id) do update set reported_utc = excluded.reported_utc, shown_since_utc = excluded.shown_since_utc`);
      }
    }
  }

  const themeIds: string[] = [];
  for (const theme of THEMES) {
    themeIds.push(
      await findOrInsert(
        db,
        sql`select id from themes where name = ${theme} order by created_utc limit 1`,
        sql`insert into themes (name) values (${theme}) returning id`,
      ),
    );
  }
  await seedLayout(db, { ...WELCOME_LAYOUT, themeId: themeIds[0] ?? null });
  await seedLayout(db, { ...RESPONSIBLE_GAMBLING_LAYOUT, themeId: themeIds[0] ?? null });
  return { clients: DEMO.length, venues: venueCount, controllers: controllerCount };
}

