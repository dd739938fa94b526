import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** The client of a ClientIdentity. The clients table (and this FK) comes with a later issue. */
    clientId: uuid('client_id'),
    lastLoginUtc: utc('last_login_utc'),
    createdUtc: utc('created_utc').notNull().defaultNow(),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('identities_email_unique').on(table.email),
    check('identities_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('identities_identity_type_check', sql`${table.identityType} in (${identityTypeList})`),
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
