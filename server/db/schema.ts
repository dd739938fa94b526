import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { weekdays } from '../../contract/openHours.ts';
import { identityTypes, type IdentityType } from '../../contract/identities.ts';

/** Every time is a timestamptz: processes in different time zones share one PostgreSQL. */
const utc = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const identityTypeList = sql.raw(identityTypes.map((type) => `'${type}'`).join(', '));

export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased, so equality is case-insensitive and the unique index is plain. */
    email: text('email').notNull(),
    /** Argon2id PHC string; null for identities that never sign in with a password (API keys). */
    passwordHash: text('password_hash'),
    identityType: text('identity_type').$type<IdentityType>().notNull(),
    /**
     * The client of a ClientIdentity. Deleting a client deletes its identities (and so their
     * sessions): a ClientIdentity without its client could sign in to nothing.
     */
    clientId: uuid('client_id').references((): AnyPgColumn => clients.id, { onDelete: 'cascade' }),
    lastLoginUtc: utc('last_login_utc'),
    createdUtc: utc('created_utc').notNull().defaultNow(),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('identities_email_unique').on(table.email),
    check('identities_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('identities_identity_type_check', sql`${table.identityType} in (${identityTypeList})`),
    index('identities_client_id_idx').on(table.clientId),
  ],
);

/** Bearer sessions: only the SHA-256 of the token is kept (DESIGN §5). */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    createdUtc: utc('created_utc').notNull().defaultNow(),
    expiresUtc: utc('expires_utc').notNull(),
    lastUsedUtc: utc('last_used_utc').notNull().defaultNow(),
  },
  (table) => [index('sessions_identity_id_idx').on(table.identityId), index('sessions_expires_utc_idx').on(table.expiresUtc)],
);

/** Single-use, one-hour reset tokens, stored hashed like sessions. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    createdUtc: utc('created_utc').notNull().defaultNow(),
    expiresUtc: utc('expires_utc').notNull(),
    usedUtc: utc('used_utc'),
  },
  (table) => [index('password_reset_tokens_identity_id_idx').on(table.identityId)],
);

/**
 * Per-account attempt counters (fixed window). Kept in the database, not in memory, so the limit
 * holds across several API processes sharing one PostgreSQL. The key is the lower-cased email,
 * whether or not an identity has it, so the answer never tells which emails exist.
 */
export const accountThrottles = pgTable(
  'account_throttles',
  {
    scope: text('scope').notNull(),
    accountKey: text('account_key').notNull(),
    windowStartedUtc: utc('window_started_utc').notNull(),
    attempts: integer('attempts').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.accountKey] }),
    index('account_throttles_window_started_utc_idx').on(table.windowStartedUtc),
  ],
);

/** Reference data seeded by a migration (DESIGN §5): Australian states and territories, and New Zealand. */
export const regions = pgTable('regions', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique('regions_name_unique'),
});

/** A trigram GIN index, for search's ILIKE '%term%' (DESIGN §5). Needs the pg_trgm migration. */
const trigramIndex = (name: string, column: AnyPgColumn) => index(name).using('gin', sql`${column} gin_trgm_ops`);

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Unique ignoring case ("Acme" and "ACME" are one client), kept as typed. */
    name: text('name').notNull(),
    /** File name of the logo under /public/clients/{id}/logo/, or null. */
    logo: text('logo'),
    createdUtc: utc('created_utc').notNull().defaultNow(),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('clients_name_lower_unique').on(sql`lower(${table.name})`),
    // Lists sort by name.
    index('clients_name_idx').on(table.name),
    trigramIndex('clients_name_trgm_idx', table.name),
  ],
);

export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id),
    name: text('name').notNull(),
    /** Unique across all venues, ignoring case (DESIGN §5). */
    gmv: text('gmv').notNull(),
    logo: text('logo'),
    createdUtc: utc('created_utc').notNull().defaultNow(),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('venues_gmv_lower_unique').on(sql`lower(${table.gmv})`),
    // A client's venues sorted by name; the venue list sorts by client name, then venue name.
    index('venues_client_id_name_idx').on(table.clientId, table.name),
    index('venues_region_id_idx').on(table.regionId),
    trigramIndex('venues_name_trgm_idx', table.name),
    trigramIndex('venues_gmv_trgm_idx', table.gmv),
  ],
);

const timeColumn = (name: string) => text(name);
const TIME_OF_DAY = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** One row per venue whose hours were ever saved; "HH:mm" text, null = closed / open late. */
export const venueOpenHours = pgTable(
  'venue_open_hours',
  {
    venueId: uuid('venue_id')
      .primaryKey()
      .references(() => venues.id, { onDelete: 'cascade' }),
    mondayOpen: timeColumn('monday_open'),
    mondayClose: timeColumn('monday_close'),
    tuesdayOpen: timeColumn('tuesday_open'),
    tuesdayClose: timeColumn('tuesday_close'),
    wednesdayOpen: timeColumn('wednesday_open'),
    wednesdayClose: timeColumn('wednesday_close'),
    thursdayOpen: timeColumn('thursday_open'),
    thursdayClose: timeColumn('thursday_close'),
    fridayOpen: timeColumn('friday_open'),
    fridayClose: timeColumn('friday_close'),
    saturdayOpen: timeColumn('saturday_open'),
    saturdayClose: timeColumn('saturday_close'),
    sundayOpen: timeColumn('sunday_open'),
    sundayClose: timeColumn('sunday_close'),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  () =>
    weekdays.flatMap((day) =>
      (['open', 'close'] as const).map((edge) => {
        const column = sql.identifier(`${day}_${edge}`);
        return check(`venue_open_hours_${day}_${edge}_format`, sql`${column} ~ ${sql.raw(`'${TIME_OF_DAY}'`)}`);
      }),
    ),
);

/**
 * Venue PCs (DESIGN §5 Generation One). Routes come later; the table is here so a venue's
 * lastSeenUtc and inAlert are computed from it. venue_id is null until the controller is linked.
 */
export const graphicsControllers = pgTable(
  'graphics_controllers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    lastSeenUtc: utc('last_seen_utc'),
    createdUtc: utc('created_utc').notNull().defaultNow(),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  (table) => [
    // A venue's latest sighting is one index probe.
    index('graphics_controllers_venue_id_last_seen_utc_idx').on(table.venueId, table.lastSeenUtc),
    index('graphics_controllers_client_id_idx').on(table.clientId),
  ],
);
