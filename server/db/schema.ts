import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { categories, jurisdictions, ruleSetKeys, zones, type Category, type Jurisdiction, type Zone } from '../../contract/compliance.ts';
import { type RuleSet } from '../../contract/complianceRules.ts';
import { approvalStates, type ApprovalState, type FrozenLayout } from '../../contract/approvals.ts';
import { weekdays } from '../../contract/openHours.ts';
import { identityTypes, type IdentityType } from '../../contract/identities.ts';
import { ADMIN_SIDE_ROLES, CLIENT_SIDE_ROLES, PERSON_ROLES, type PersonRole } from '../../contract/permissions.ts';

/** Every time is a timestamptz: processes in different time zones share one PostgreSQL. */
const utc = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const identityTypeList = sql.raw(identityTypes.map((type) => `'${type}'`).join(', '));
/** A check constraint's list of allowed values, from the contract's own constants. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased, so equality is case-insensitive and the unique index is plain. */
    email: text('email').notNull(),
    /** Argon2id PHC string; null for identities that never sign in with a password (API keys). */
    passwordHash: text('password_hash'),
    /** SHA-256 of an external API identity's access secret (docs/decisions.md#external-api: Basic accessKey:secret). */
    secretHash: text('secret_hash'),
    identityType: text('identity_type').$type<IdentityType>().notNull(),
    /**
     * The client of a ClientIdentity. Deleting a client deletes its identities (and so their
     * sessions): a ClientIdentity without its client could sign in to nothing.
     */
    clientId: uuid('client_id').references((): AnyPgColumn => clients.id, { onDelete: 'cascade' }),
    /**
     * What a person may do (docs/permissions.md#roles): an Admin identity holds an admin-side role,
     * a ClientIdentity a client-side one; programs (API keys, controllers) hold none here.
     */
    role: text('role').$type<PersonRole>(),
    lastLoginUtc: utc('last_login_utc'),
    createdUtc: utc('created_utc').notNull().defaultNow(),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('identities_email_unique').on(table.email),
    check('identities_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('identities_identity_type_check', sql`${table.identityType} in (${identityTypeList})`),
    check(
      'identities_role_check',
      sql`(${table.identityType} = 'Admin' and ${table.role} in (${sqlList(ADMIN_SIDE_ROLES)}))
        or (${table.identityType} = 'ClientIdentity' and ${table.role} in (${sqlList(CLIENT_SIDE_ROLES)}))
        or (${table.identityType} not in ('Admin', 'ClientIdentity') and ${table.role} is null)`,
    ),
    index('identities_client_id_idx').on(table.clientId),
  ],
);

/** Bearer sessions: only the SHA-256 of the token is kept (docs/decisions.md#sessions). */
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
    /** What Settings names a session by: never the token or its hash. */
    id: uuid('id').notNull().defaultRandom(),
    /** The User-Agent and client address of the sign-in, so a person can tell their sessions apart. */
    userAgent: text('user_agent'),
    address: text('address'),
    /** The OpenID provider's ID token of a single sign-on session, the hint of its sign-out (docs/permissions.md#single-sign-on). */
    ssoIdToken: text('sso_id_token'),
    /**
     * The provider's issuer, session (`sid`) and subject (`sub`) of that ID token: a back-channel
     * logout names them (docs/permissions.md#single-sign-on).
     */
    ssoIssuer: text('sso_issuer'),
    ssoSid: text('sso_sid'),
    ssoSubject: text('sso_subject'),
    /** The provider said (`amr`) it asked for a second factor: the portal's requirement of two-factor is met (docs/decisions.md#two-factor). */
    ssoSecondFactor: boolean('sso_second_factor').notNull().default(false),
  },
  (table) => [
    index('sessions_identity_id_idx').on(table.identityId),
    index('sessions_expires_utc_idx').on(table.expiresUtc),
    uniqueIndex('sessions_id_unique').on(table.id),
    index('sessions_sso_sid_idx').on(table.ssoSid).where(sql`${table.ssoSid} is not null`),
    index('sessions_sso_subject_idx').on(table.ssoSubject).where(sql`${table.ssoSubject} is not null`),
  ],
);

/**
 * The single sign-on outcomes already traded for a session (POST /api/auth/sso/finish), kept until
 * their cookie would have expired anyway: an outcome is used once, in whichever API process. The
 * provider's back-channel logout tokens are spent here too (`logout-token:` and a hash of issuer and
 * `jti`, kept until the token would be refused as too old): each is accepted once.
 */
export const ssoSpentOutcomes = pgTable('sso_spent_outcomes', {
  id: text('id').primaryKey(),
  expiresUtc: utc('expires_utc').notNull(),
});

/**
 * TOTP two-factor sign-in of an identity. The secret is sealed with the server's key
 * (services/secret-box.ts) and never answered after enrolment; a row without enabled_utc is an
 * enrolment not yet confirmed with a code. last_used_step refuses a code used once already.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  identityId: uuid('identity_id')
    .primaryKey()
    .references(() => identities.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  enabledUtc: utc('enabled_utc'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdUtc: utc('created_utc').notNull().defaultNow(),
});

/** Single-use recovery codes, stored as SHA-256 digests (they are random, like tokens). */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedUtc: utc('used_utc'),
  },
  (table) => [index('two_factor_recovery_codes_identity_idx').on(table.identityId)],
);

/** Portal-wide security choices of admins; one row (id 1). */
export const securitySettings = pgTable('security_settings', {
  id: integer('id').primaryKey().default(1),
  /** Every admin must sign in with a second factor; one without is sent to enrol. */
  requireAdminTwoFactor: boolean('require_admin_two_factor').notNull().default(false),
  updatedUtc: utc('updated_utc').notNull().defaultNow(),
});

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

/** Reference data seeded by a migration (docs/decisions.md#venues-and-alerts): Australian states and territories, and New Zealand. */
export const regions = pgTable(
  'regions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique('regions_name_unique'),
    /**
     * IANA time zone of the region's venues: their open hours are local times, so offline alerts
     * read them there (a venue has no zone of its own; every seeded region lies in one zone).
     */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Whose gaming laws its venues answer to (docs/compliance.md); null: the `default` rule set. */
    jurisdiction: text('jurisdiction').$type<Jurisdiction>(),
  },
  (table) => [check('regions_jurisdiction_check', sql`${table.jurisdiction} is null or ${table.jurisdiction} in (${sqlList(jurisdictions)})`)],
);

/** A jurisdiction's rules as admins set them (docs/compliance.md); without a row the shipped defaults apply. */
export const complianceRuleSets = pgTable(
  'compliance_rule_sets',
  {
    jurisdiction: text('jurisdiction').primaryKey(),
    rules: jsonb('rules').$type<RuleSet>().notNull(),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  (table) => [check('compliance_rule_sets_jurisdiction_check', sql`${table.jurisdiction} in (${sqlList(ruleSetKeys)})`)],
);

/**
 * A trigram GIN index on lower(column), for search's `lower(column) like '%term%'` (docs/decisions.md#lists):
 * LIKE on lowered text is several times cheaper per row than ILIKE. fastupdate off: no pending
 * list that every search must scan after many inserts (a CSV upload), at some cost to writes.
 * Needs the pg_trgm migration.
 */
const trigramIndex = (name: string, column: AnyPgColumn) =>
  index(name)
    .using('gin', sql`lower(${column}) gin_trgm_ops`)
    .with({ fastupdate: false });

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Unique ignoring case ("Acme" and "ACME" are one client), kept as typed. */
    name: text('name').notNull(),
    /** File name of the logo under /public/clients/{id}/logo/, or null. */
    logo: text('logo'),
    /** How often its players send a screenshot, in minutes; 0: only when asked. */
    screenshotIntervalMinutes: integer('screenshot_interval_minutes').notNull().default(15),
    createdUtc: utc('created_utc').notNull().defaultNow(),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  (table) => [
    check('clients_screenshot_interval_minutes_check', sql`${table.screenshotIntervalMinutes} between 0 and 1440`),
    uniqueIndex('clients_name_lower_unique').on(sql`lower(${table.name})`),
    // Lists sort by name.
    index('clients_name_idx').on(table.name),
    trigramIndex('clients_name_lower_trgm_idx', table.name),
    // Search: prefix matches in name order are a range scan (collation "C" lets LIKE 'abc%' use it).
    index('clients_name_lower_c_idx').on(sql`lower(${table.name}) collate "C"`, table.id),
  ],
);

/**
 * How many venues each client has, kept by triggers on venues (migration venue_counts): the venue
 * list's total for an admin is the sum of 5,000 rows here instead of a count of 100,000 venues on
 * every page (lists show their total: docs/decisions.md#lists). A client without venues may have no row.
 */
export const clientVenueCounts = pgTable('client_venue_counts', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  venueCount: integer('venue_count').notNull().default(0),
});

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
    /** Unique across all venues, ignoring case (docs/decisions.md#venues-and-alerts). */
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
    trigramIndex('venues_name_lower_trgm_idx', table.name),
    trigramIndex('venues_gmv_lower_trgm_idx', table.gmv),
    // Search: prefix matches on name (in name order) and on GMV are range scans, see clients.
    index('venues_name_lower_c_idx').on(sql`lower(${table.name}) collate "C"`, table.id),
    index('venues_gmv_lower_c_idx').on(sql`lower(${table.gmv}) collate "C"`),
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
 * Venue PCs (docs/decisions.md#generation-one): a venue's lastSeenUtc and inAlert are computed from them.
 * venue_id (and client_id) are null until the controller is linked with its code.
 */
export const graphicsControllers = pgTable(
  'graphics_controllers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    lastSeenUtc: utc('last_seen_utc'),
    /** SHA-256 of the device token (audience GraphicsControllerApi); unlinking deletes the row. */
    tokenHash: text('token_hash').notNull(),
    createdUtc: utc('created_utc').notNull().defaultNow(),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('graphics_controllers_token_hash_unique').on(table.tokenHash),
    // A venue's latest sighting is one index probe.
    index('graphics_controllers_venue_id_last_seen_utc_idx').on(table.venueId, table.lastSeenUtc),
    index('graphics_controllers_client_id_idx').on(table.clientId),
  ],
);

/** Codes a controller shows on screen (docs/decisions.md#generation-one): 6 characters, 15 minutes, single use. */
export const graphicsControllerAuthCodes = pgTable(
  'graphics_controller_auth_codes',
  {
    /** Upper-case, letters and digits without look-alikes. */
    code: text('code').primaryKey(),
    graphicsControllerId: uuid('graphics_controller_id')
      .notNull()
      .references(() => graphicsControllers.id, { onDelete: 'cascade' }),
    createdUtc: utc('created_utc').notNull().defaultNow(),
    expiresUtc: utc('expires_utc').notNull(),
    usedUtc: utc('used_utc'),
  },
  (table) => [
    index('graphics_controller_auth_codes_controller_id_idx').on(table.graphicsControllerId),
    index('graphics_controller_auth_codes_expires_utc_idx').on(table.expiresUtc),
  ],
);

export const themes = pgTable(
  'themes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdUtc: utc('created_utc').notNull().defaultNow(),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  (table) => [index('themes_name_idx').on(table.name)],
);

/**
 * Layout elements (docs/product.md#entities, Asset). TEXT, IMAGE and VIDEO base assets are seeded, and so are the
 * widgets (CLOCK, COUNTDOWN, TICKER, QRCODE, PANEL, DATAVALUE, DATALIST); GROUP assets are
 * made in the editor; a DISPLAY asset is a display's layout, made on its first save.
 */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    themeId: uuid('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    /** JSON text mapping a property name to {type, required}; '{}' means none (docs/product.md#entities). */
    configSchema: text('config_schema').notNull().default('{}'),
    /** Canvas size as CSS lengths (docs/product.md#states: 'auto' or a number with a unit). */
    width: text('width').notNull().default('auto'),
    height: text('height').notNull().default('auto'),
    /** What a layout advertises (docs/compliance.md): decides the zones it may be shown in. */
    category: text('category').$type<Category>().notNull().default('general'),
    createdUtc: utc('created_utc').notNull().defaultNow(),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  (table) => [
    check('assets_category_check', sql`${table.category} in (${sqlList(categories)})`),
    check(
      'assets_type_check',
      sql`${table.type} in ('GROUP', 'TEXT', 'IMAGE', 'VIDEO', 'DISPLAY', 'CLOCK', 'COUNTDOWN', 'TICKER', 'QRCODE', 'PANEL', 'DATAVALUE', 'DATALIST')`,
    ),
    index('assets_type_idx').on(table.type),
    index('assets_theme_id_idx').on(table.themeId),
  ],
);

/** A placed asset inside a GROUP or DISPLAY asset; x and y are pixel strings (docs/product.md#entities). */
export const assetPlacements = pgTable(
  'asset_placements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The GROUP or DISPLAY asset this placement belongs to. */
    parentAssetId: uuid('parent_asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    /** The asset that is placed. A placed asset cannot be deleted while it is in use. */
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'restrict' }),
    config: jsonb('config').$type<Record<string, string>>().notNull().default({}),
    x: text('x').notNull(),
    y: text('y').notNull(),
    order: integer('order').notNull(),
  },
  (table) => [
    index('asset_placements_parent_asset_id_order_idx').on(table.parentAssetId, table.order),
    index('asset_placements_asset_id_idx').on(table.assetId),
  ],
);

/**
 * A layout's approval (docs/compliance.md#approval): its current version (every content edit adds
 * one), the version screens play where approval is needed, and the four-eyes facts (who changed it
 * last, who submitted). No row: a layout from before versions, approved version 1 played live.
 */
export const layoutApprovals = pgTable(
  'layout_approvals',
  {
    assetId: uuid('asset_id')
      .primaryKey()
      .references(() => assets.id, { onDelete: 'cascade' }),
    state: text('state').$type<ApprovalState>().notNull(),
    version: integer('version').notNull(),
    approvedVersion: integer('approved_version'),
    reason: text('reason'),
    lastEditorId: uuid('last_editor_id').references(() => identities.id, { onDelete: 'set null' }),
    submittedBy: uuid('submitted_by').references(() => identities.id, { onDelete: 'set null' }),
    submittedUtc: utc('submitted_utc'),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  (table) => [
    check('layout_approvals_state_check', sql`${table.state} in (${sqlList(approvalStates)})`),
    check(
      'layout_approvals_version_check',
      sql`${table.version} >= 1 and (${table.approvedVersion} is null or ${table.approvedVersion} between 1 and ${table.version})`,
    ),
    index('layout_approvals_state_idx').on(table.state),
  ],
);

/** A version's layout as screens receive it, frozen when submitted (contract/approvals.ts FrozenLayout). */
export const layoutVersions = pgTable(
  'layout_versions',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    layout: jsonb('layout').$type<FrozenLayout>().notNull(),
    frozenUtc: utc('frozen_utc').notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'layout_versions_pk', columns: [table.assetId, table.version] })],
);

/** Portal-wide approval choice of admins; one row (id 1), absent: off. */
export const approvalSettings = pgTable(
  'approval_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Every layout needs approval, whatever its category. */
    allLayoutsNeedApproval: boolean('all_layouts_need_approval').notNull().default(false),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  (table) => [check('approval_settings_one_row', sql`${table.id} = 1`)],
);

/** Screens a controller drives, as it reports them (PUT /api/graphicscontroller/self/displays, docs/device-protocol.md). */
export const displays = pgTable(
  'displays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    graphicsControllerId: uuid('graphics_controller_id')
      .notNull()
      .references(() => graphicsControllers.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The display's layout: an asset of type DISPLAY, made on its first save. */
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    /** When display.offline was announced for its current outage (null: online, or not announced). */
    offlineNotifiedUtc: utc('offline_notified_utc'),
    /** Where the screen can be seen from (docs/compliance.md); `unassigned` is treated as the strictest. */
    zone: text('zone').$type<Zone>().notNull().default('unassigned'),
    createdUtc: utc('created_utc').notNull().defaultNow(),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  (table) => [
    check('displays_zone_check', sql`${table.zone} in (${sqlList(zones)})`),
    index('displays_zone_idx').on(table.zone),
    uniqueIndex('displays_controller_id_label_unique').on(table.graphicsControllerId, table.label),
    index('displays_asset_id_idx').on(table.assetId),
  ],
);

/**
 * Stored uploads share these columns: the generated stored name (uuid + extension, never the
 * client's name), the person's original file name (shown in lists and sent as the download name;
 * rows from before it was kept have their stored name), the type sniffed from the bytes, and the size.
 */
const storedFileColumns = () => ({
  fileName: text('file_name').notNull(),
  originalFileName: text('original_file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
});

/** Files used by assets (docs/product.md#entities, Asset file), served at /public/asset-file/{fileName}. */
export const assetFiles = pgTable(
  'asset_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    fileType: text('file_type').notNull(),
    ...storedFileColumns(),
    createdUtc: utc('created_utc').notNull().defaultNow(),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('asset_files_file_name_unique').on(table.fileName),
    check('asset_files_file_type_check', sql`${table.fileType} in ('Image', 'Video')`),
    index('asset_files_created_utc_idx').on(table.createdUtc),
  ],
);

/** Display mode of the Reveal site; null = unset (client) or inherit from the client (venue). */
const displayModeColumn = () => text('display_mode');
const displayModeCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} is null or ${column} in ('Light', 'Dark')`);

export const clientRevealSettings = pgTable(
  'client_reveal_settings',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    displayMode: displayModeColumn(),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  (table) => [displayModeCheck('client_reveal_settings_display_mode_check', table.displayMode)],
);

export const venueRevealSettings = pgTable(
  'venue_reveal_settings',
  {
    venueId: uuid('venue_id')
      .primaryKey()
      .references(() => venues.id, { onDelete: 'cascade' }),
    displayMode: displayModeColumn(),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  (table) => [displayModeCheck('venue_reveal_settings_display_mode_check', table.displayMode)],
);

/**
 * Reveal media of a client (venue_id null: inherited by every venue) or of one venue: backgrounds,
 * files, posters and videos (videos at client level only). One table, told apart by kind, because
 * the four share storage, listing and deletion; the kind-specific columns are null elsewhere.
 */
export const revealMedia = pgTable(
  'reveal_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    /** Posters, backgrounds and videos are named; files are known by their type. */
    name: text('name'),
    /** Reveal files: the content page kind (docs/product.md#who: VenueLicence, AboutUs, …). */
    fileType: text('file_type'),
    /** Reveal videos. */
    videoType: text('video_type'),
    /** Reveal videos: null means Global. */
    regionId: uuid('region_id').references(() => regions.id, { onDelete: 'set null' }),
    ...storedFileColumns(),
    createdUtc: utc('created_utc').notNull().defaultNow(),
  },
  (table) => [
    check('reveal_media_kind_check', sql`${table.kind} in ('background', 'file', 'poster', 'video')`),
    check('reveal_media_video_client_level', sql`${table.kind} <> 'video' or ${table.venueId} is null`),
    uniqueIndex('reveal_media_file_name_unique').on(table.fileName),
    index('reveal_media_client_id_kind_idx').on(table.clientId, table.kind),
    index('reveal_media_venue_id_kind_idx').on(table.venueId, table.kind),
  ],
);

/**
 * Invitations (docs/product.md#entities, docs/decisions.md#links): single use, 7 days. The token is kept as SHA-256 for lookup and,
 * while Pending, encrypted (AES-256-GCM under the server's secret key) so the Users page can copy
 * its link again; accepting or revoking clears the ciphertext. Expired is computed from expires_utc.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Null invites an Admin. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    inviterId: uuid('inviter_id').references(() => identities.id, { onDelete: 'set null' }),
    /** Kept so the list still names who invited after that identity is deleted. */
    inviterName: text('inviter_name').notNull(),
    /** The role the person gets on accepting: admin-side when clientId is null, else client-side. */
    role: text('role').$type<PersonRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    tokenCiphertext: text('token_ciphertext'),
    state: text('state').notNull().default('Pending'),
    createdUtc: utc('created_utc').notNull().defaultNow(),
    expiresUtc: utc('expires_utc').notNull(),
    acceptedUtc: utc('accepted_utc'),
    revokedUtc: utc('revoked_utc'),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_unique').on(table.tokenHash),
    check('invitations_state_check', sql`${table.state} in ('Pending', 'Accepted', 'Expired', 'Revoked')`),
    check('invitations_role_check', sql`${table.role} in (${sqlList(PERSON_ROLES)})`),
    index('invitations_created_utc_idx').on(table.createdUtc),
    index('invitations_client_id_idx').on(table.clientId),
  ],
);

/**
 * Offline outages of a venue (docs/decisions.md#player-and-alerts), written by the alert job: one row
 * from the moment the job finds a venue in alert until its controllers are seen again. The
 * notified columns are claimed before mail leaves, so several API processes send each mail once.
 * The rows also give a venue's uptime.
 */
export const venueOutages = pgTable(
  'venue_outages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** The venue's last sighting before it went dark: "offline since". */
    startedUtc: utc('started_utc').notNull(),
    /** When the job found it in alert. */
    detectedUtc: utc('detected_utc').notNull(),
    /** First sighting again ('seen'), or when its last controller was unlinked ('unlinked'). */
    endedUtc: utc('ended_utc'),
    endReason: text('end_reason'),
    /** The outage mail and webhook went out (only during open hours). */
    outageNotifiedUtc: utc('outage_notified_utc'),
    /** The recovery mail and webhook went out (only after an outage mail). */
    recoveryNotifiedUtc: utc('recovery_notified_utc'),
  },
  (table) => [
    // One open outage per venue, whichever process finds it first.
    uniqueIndex('venue_outages_open_venue_unique').on(table.venueId).where(sql`${table.endedUtc} is null`),
    index('venue_outages_venue_id_started_utc_idx').on(table.venueId, table.startedUtc),
    check('venue_outages_end_reason_check', sql`${table.endReason} is null or ${table.endReason} in ('seen', 'unlinked')`),
  ],
);

// ---- Scheduling (docs/scheduling.md) ------------------------------------------------------------------

/** A named loop of layouts, each shown for its duration. */
export const playlists = pgTable('playlists', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdUtc: utc('created_utc').notNull().defaultNow(),
  updatedUtc: utc('updated_utc').notNull().defaultNow(),
});

export const playlistItems = pgTable(
  'playlist_items',
  {
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    durationSeconds: integer('duration_seconds').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playlistId, table.position] }),
    index('playlist_items_asset_id_idx').on(table.assetId),
    check('playlist_items_duration_check', sql`${table.durationSeconds} between 5 and 86400`),
  ],
);

/**
 * A layout or a playlist on one display, every display of a venue, or of a client's venues, on
 * chosen weekdays within a daily window (from–to, local) or a day part of the venue's open hours.
 */
export const scheduleEntries = pgTable(
  'schedule_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    displayId: uuid('display_id').references(() => displays.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'cascade' }),
    playlistId: uuid('playlist_id').references(() => playlists.id, { onDelete: 'restrict' }),
    days: text('days').array().notNull(),
    fromTime: text('from_time'),
    toTime: text('to_time'),
    dayPart: text('day_part'),
    firstDate: date('first_date', { mode: 'string' }),
    lastDate: date('last_date', { mode: 'string' }),
    priority: integer('priority').notNull().default(0),
    createdUtc: utc('created_utc').notNull().defaultNow(),
    updatedUtc: utc('updated_utc').notNull().defaultNow(),
  },
  (table) => [
    check('schedule_entries_one_target', sql`num_nonnulls(${table.displayId}, ${table.venueId}, ${table.clientId}) = 1`),
    check('schedule_entries_one_content', sql`num_nonnulls(${table.assetId}, ${table.playlistId}) = 1`),
    check(
      'schedule_entries_window_or_day_part',
      sql`(${table.dayPart} is null and ${table.fromTime} is not null and ${table.toTime} is not null)
        or (${table.dayPart} in ('open', 'closed') and ${table.fromTime} is null and ${table.toTime} is null)`,
    ),
    index('schedule_entries_display_id_idx').on(table.displayId),
    index('schedule_entries_venue_id_idx').on(table.venueId),
    index('schedule_entries_client_id_idx').on(table.clientId),
    index('schedule_entries_playlist_id_idx').on(table.playlistId),
    index('schedule_entries_asset_id_idx').on(table.assetId),
  ],
);

/** A short override of every screen it reaches; ending it early sets ended_utc and keeps the row. */
export const takeovers = pgTable(
  'takeovers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    allTargets: boolean('all_targets').notNull().default(false),
    clientIds: uuid('client_ids').array().notNull().default(sql`'{}'`),
    venueIds: uuid('venue_ids').array().notNull().default(sql`'{}'`),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'cascade' }),
    playlistId: uuid('playlist_id').references(() => playlists.id, { onDelete: 'restrict' }),
    startUtc: utc('start_utc').notNull(),
    endUtc: utc('end_utc').notNull(),
    endedUtc: utc('ended_utc'),
    /**
     * "Until closing": at each venue it reaches it ends at that venue's own next closing
     * after its start (its open hours on its own clock); end_utc is then the latest of them, a bound.
     */
    untilClosing: boolean('until_closing').notNull().default(false),
    /** takeover.started went to the webhooks (claimed once across API processes). */
    startedNotifiedUtc: utc('started_notified_utc'),
    /** takeover.ended went to the webhooks. */
    endedNotifiedUtc: utc('ended_notified_utc'),
    createdUtc: utc('created_utc').notNull().defaultNow(),
  },
  (table) => [
    check('takeovers_one_content', sql`num_nonnulls(${table.assetId}, ${table.playlistId}) = 1`),
    index('takeovers_end_utc_idx').on(table.endUtc),
    index('takeovers_playlist_id_idx').on(table.playlistId),
  ],
);

/**
 * Durable jobs (server/jobs/queue.ts): one row per piece of work that must outlive a request or
 * a crash (a mail to send, ...). A `queue` names the kind; several API processes claim due rows
 * with FOR UPDATE SKIP LOCKED, so each is handled once. Done rows are deleted; rows past their
 * deadline stay as 'failed' for admins to see.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull(),
    /** 'pending' until handled; 'failed' once its deadline passed without success. */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not claimed before this: the next try after a failure, or the end of a claim's lease. */
    runAfterUtc: utc('run_after_utc').notNull(),
    /** No new try after this: the job is marked failed. */
    deadlineUtc: utc('deadline_utc').notNull(),
    lastError: text('last_error'),
    createdUtc: utc('created_utc').notNull(),
    failedUtc: utc('failed_utc'),
  },
  (table) => [
    index('jobs_due_idx').on(table.queue, table.runAfterUtc).where(sql`${table.state} = 'pending'`),
    index('jobs_failed_idx').on(table.queue, table.failedUtc).where(sql`${table.state} = 'failed'`),
    check('jobs_state_check', sql`${table.state} in ('pending', 'failed')`),
  ],
);

/**
 * Webhook endpoints (docs/integrations.md): where admins want signed events sent. The secret is
 * kept sealed with the server's key (services/secret-box.ts), not hashed: the server signs with it.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  /** Subscribed event types (contract/webhooks.ts). */
  events: jsonb('events').$type<string[]>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  secretCiphertext: text('secret_ciphertext').notNull(),
  /** Set at the first failed try since the last success; 3 days later the endpoint is turned off. */
  failingSinceUtc: utc('failing_since_utc'),
  createdUtc: utc('created_utc').notNull(),
  updatedUtc: utc('updated_utc').notNull(),
});

/** One event for one endpoint; its id is the `webhook-id` of every try (receivers dedupe on it). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The exact JSON sent (signed as is). */
    body: text('body').notNull(),
    /** Tries made so far. */
    attempt: integer('attempt').notNull().default(0),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    /** Why the last try failed when there was no answer (timeout, refused address). */
    lastError: text('last_error'),
    nextAttemptUtc: utc('next_attempt_utc'),
    lastAttemptUtc: utc('last_attempt_utc'),
    /** 'pending' while tries remain, then 'succeeded' or 'failed'. */
    state: text('state').notNull().default('pending'),
    createdUtc: utc('created_utc').notNull(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdUtc),
    check('webhook_deliveries_state_check', sql`${table.state} in ('pending', 'succeeded', 'failed')`),
  ],
);

/**
 * Every try of a delivery (the 0033 migration): when, the answer's status (null when there was
 * none), how long it took and why it failed, listed in the delivery log as Svix and Stripe list
 * them. The delivery's own columns keep the last try's summary.
 */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    /** 1 for the first try; a delivery sent again counts on. */
    attempt: integer('attempt').notNull(),
    attemptedUtc: utc('attempted_utc').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    /** Why the try failed (a non-2xx answer, no answer in time, a refused address); null when it succeeded. */
    error: text('error'),
  },
  (table) => [index('webhook_delivery_attempts_delivery_idx').on(table.deliveryId, table.id)],
);

/**
 * Audit records (docs/decisions.md#audit-records): one per row a change made, written by the triggers of
 * the audit_records migration in the same transaction as the change, so a change that rolls back
 * leaves none; sign-ins and their failures are written by the auth routes. Append-only: no route
 * updates or deletes a row; housekeeping removes those older than AUDIT_RETENTION_DAYS. No foreign
 * keys: a record outlives what it describes and who did it.
 */
export const auditRecords = pgTable(
  'audit_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredUtc: utc('occurred_utc').notNull().defaultNow(),
    /** Admin, ClientIdentity, ExternalApi, Device, Anonymous or System (a job, or a change made outside a request). */
    actorKind: text('actor_kind').notNull(),
    actorId: uuid('actor_id'),
    /** Kept so the list still names who did it after that identity is deleted. */
    actorName: text('actor_name'),
    /** The client address of the request. */
    address: text('address'),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    /** The client and venue the record concerns, for a client user's view and the History cards. */
    clientId: uuid('client_id'),
    venueId: uuid('venue_id'),
    action: text('action').notNull(),
    /** Changed fields only, by column name: { column: { before, after } }; secrets never. */
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull().default({}),
  },
  (table) => [
    index('audit_records_occurred_utc_id_idx').on(table.occurredUtc.desc(), table.id.desc()),
    index('audit_records_entity_idx').on(table.entityId, table.occurredUtc.desc()),
    index('audit_records_client_id_idx').on(table.clientId, table.occurredUtc.desc()),
    index('audit_records_venue_id_idx').on(table.venueId, table.occurredUtc.desc()),
    index('audit_records_actor_id_idx').on(table.actorId, table.occurredUtc.desc()),
  ],
);

/**
 * The journal of an embedded (PGlite) client CSV import, written in short statements (
 * finding 5): the values it will overwrite, kept before it starts. Deleted when the import ends
 * (done or undone); one left at start-up is an import a crash cut short, undone before the server
 * answers (server/services/client-import-journal.ts).
 */
export const clientImports = pgTable('client_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The import's time: the updated_utc of every row it changed. */
  atUtc: utc('at_utc').notNull(),
  /** Stored clients the import renames: id, name (new), old, oldUpdatedUtc. */
  renamedClients: jsonb('renamed_clients').notNull(),
  /** Stored venues the import changes, as they were: id, name, region_id, gmv, updated_utc. */
  updatedVenues: jsonb('updated_venues').notNull(),
});

/** The rows an embedded import created, written in the same statement as the rows themselves. */
export const clientImportRows = pgTable(
  'client_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => clientImports.id, { onDelete: 'cascade' }),
    /** 'client' or 'venue'. */
    kind: text('kind').notNull(),
    rowId: uuid('row_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.kind, table.rowId] }),
    check('client_import_rows_kind_check', sql`${table.kind} in ('client', 'venue')`),
  ],
);

/**
 * The latest report of each display (docs/device-protocol.md#fleet): one row per display, replaced by
 * every heartbeat (an upsert), never a row per heartbeat. Not audited: the device writes it every
 * minute about itself; at 10,000 displays an audit record per heartbeat would be 14 million rows a
 * day recording nothing a person did. `expected_*` is what the timeline said at the report, and
 * `mismatch_since_utc` when the two began to differ (contract/fleet/outOfDate.ts).
 */
export const displayReports = pgTable(
  'display_reports',
  {
    displayId: uuid('display_id')
      .primaryKey()
      .references(() => displays.id, { onDelete: 'cascade' }),
    reportedUtc: utc('reported_utc').notNull(),
    shownAssetId: uuid('shown_asset_id'),
    shownPlaylistId: uuid('shown_playlist_id'),
    shownVersion: text('shown_version'),
    shownSinceUtc: utc('shown_since_utc').notNull(),
    playerVersion: text('player_version').notNull(),
    cacheBytes: bigint('cache_bytes', { mode: 'number' }).notNull(),
    lastMediaError: text('last_media_error'),
    lastMediaErrorUtc: utc('last_media_error_utc'),
    expectedAssetId: uuid('expected_asset_id'),
    expectedPlaylistId: uuid('expected_playlist_id'),
    mismatchSinceUtc: utc('mismatch_since_utc'),
    /**
     * The plays the player's offline queue dropped beyond its cap, as the highest running total its
     * reports said (contract/fleet.ts displayReportRequestSchema `playsDropped`).
     */
    playsDropped: integer('plays_dropped').notNull().default(0),
  },
);

/**
 * Commands people send to displays: reload, drop and re-download media, identify.
 * Delivered in the answer to the display's report, acknowledged by the player as done or failed.
 * Audited (a person's write): see the audit trigger in this table's migration.
 */
export const displayCommands = pgTable(
  'display_commands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    displayId: uuid('display_id')
      .notNull()
      .references(() => displays.id, { onDelete: 'cascade' }),
    /** Kept on the row so the audit record names the venue and client (the trigger reads them). */
    clientId: uuid('client_id').notNull(),
    venueId: uuid('venue_id').notNull(),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('sent'),
    createdUtc: utc('created_utc').notNull(),
    deliveredUtc: utc('delivered_utc'),
    finishedUtc: utc('finished_utc'),
    error: text('error'),
  },
  (table) => [
    check('display_commands_kind_check', sql`${table.kind} in ('reload', 'redownload', 'identify', 'screenshot')`),
    check('display_commands_state_check', sql`${table.state} in ('sent', 'done', 'failed')`),
    index('display_commands_display_id_created_utc_idx').on(table.displayId, table.createdUtc),
    // Each report asks for its display's commands still waiting for an answer: a small partial index.
    index('display_commands_waiting_idx').on(table.displayId).where(sql`${table.state} = 'sent'`),
  ],
);

/**
 * Proof of play (docs/device-protocol.md#plays): each play a player uploads, by the id the player gave it
 * (so an upload sent twice is stored once). Kept 35 days, then only its hourly count remains.
 * `rolled_utc` is set, in the same statement that adds the play to `play_hours`, when the rollup
 * counts it: a report adds the hours and the plays not rolled yet, so each play counts once.
 * Not audited: the device writes it about itself. The layout (asset) and playlist have no foreign
 * key: a play of a layout deleted since still happened.
 */
export const plays = pgTable(
  'plays',
  {
    id: uuid('id').primaryKey(),
    displayId: uuid('display_id')
      .notNull()
      .references(() => displays.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id').notNull(),
    playlistId: uuid('playlist_id'),
    startedUtc: utc('started_utc').notNull(),
    seconds: integer('seconds').notNull(),
    /** A live value of the layout was stale during the play, so its fallback text was drawn (docs/live-data.md#proof-of-play). */
    staleFallback: boolean('stale_fallback').notNull().default(false),
    receivedUtc: utc('received_utc').notNull(),
    rolledUtc: utc('rolled_utc'),
  },
  (table) => [
    check('plays_seconds_check', sql`${table.seconds} >= 0`),
    // Only the purge needs this (reports and the rollup read plays_unrolled_idx): the oldest plays
    // lie in the table's first pages, as plays arrive about in the order they started, so a BRIN
    // index of a few pages does what a B-tree of ~20 bytes a play did (bench:fleet).
    index('plays_started_utc_brin_idx').using('brin', table.startedUtc),
    // The rollup claims, and reports add, the plays not rolled yet: a small partial index.
    index('plays_unrolled_idx').on(table.startedUtc).where(sql`${table.rolledUtc} is null`),
    index('plays_display_id_idx').on(table.displayId),
  ],
);

/**
 * Hourly counts of plays per display and layout, by the hour of the venue's own clock
 * each play started in, so reports count days and hours as the venue lives them; kept 400 days.
 * Written only by the rollup (server/services/fleet/play-rollup.ts).
 * - `local_hour`: the wall-clock start of that hour in the venue's time zone (its region's), e.g.
 *   2026-04-05 02:00; its date is the venue's local date, which per-day reports count by.
 * - `hour_utc`: the instant that hour began. On the hour in whole-hour zones; on the half hour in
 *   Adelaide and Darwin (UTC+9:30/+10:30), whose local hours straddle UTC ones. When clocks go
 *   back, the repeated hour (02:00 twice in Sydney) is two rows, one per instant.
 * The zone is the venue's when the rollup counted the play: a venue moved to another region later
 * keeps its counted hours as they were (its clock then), and plays counted after the move follow
 * the new zone. Both columns are in the key, so the two never mix in one row.
 */
export const playHours = pgTable(
  'play_hours',
  {
    hourUtc: utc('hour_utc').notNull(),
    localHour: timestamp('local_hour', { withTimezone: false, mode: 'string' }).notNull(),
    displayId: uuid('display_id')
      .notNull()
      .references(() => displays.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id').notNull(),
    plays: integer('plays').notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
    /** Of `plays`, those that drew a stale live value's fallback text. */
    staleFallbackPlays: integer('stale_fallback_plays').notNull().default(0),
  },
  (table) => [
    // hour_utc first: the purge and reports read a range of instants (reports widened by the
    // largest UTC offsets, then held to local dates on local_hour).
    primaryKey({ columns: [table.hourUtc, table.displayId, table.assetId, table.localHour] }),
    index('play_hours_display_id_idx').on(table.displayId),
  ],
);

/**
 * Daily counts of plays per display and layout, by the venue's local date: the hours of
 * `play_hours` added up per day, written by the rollup in the same statement (so a day always
 * equals the sum of its hours) and kept as long. The compliance report reads a month of a venue
 * group from here, about a thirteenth of the rows of its hours (docs/compliance.md#the-compliance-report).
 */
export const playDays = pgTable(
  'play_days',
  {
    displayId: uuid('display_id')
      .notNull()
      .references(() => displays.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    assetId: uuid('asset_id').notNull(),
    plays: integer('plays').notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
    staleFallbackPlays: integer('stale_fallback_plays').notNull().default(0),
  },
  (table) => [
    // A report reads its displays' days: each display's run of dates is one range of this key.
    primaryKey({ columns: [table.displayId, table.localDate, table.assetId] }),
    index('play_days_local_date_idx').on(table.localDate),
  ],
);

/**
 * What each display really showed: the player's screenshots, the latest
 * SCREENSHOT_HISTORY per display (older ones are deleted with their stored file when a new one
 * arrives). The bytes are in the file storage under `storage_key`; not audited (the device's own
 * picture of itself, every 15 minutes, not a person's change).
 */
export const displayScreenshots = pgTable(
  'display_screenshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    displayId: uuid('display_id')
      .notNull()
      .references(() => displays.id, { onDelete: 'cascade' }),
    takenUtc: utc('taken_utc').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
  },
  (table) => [index('display_screenshots_display_id_taken_utc_idx').on(table.displayId, table.takenUtc.desc(), table.id.desc())],
);

/**
 * A controller's silences longer than ALERT_AFTER_MINUTES (the fleet page's 7-day
 * uptime): written when a sighting ends one, from the sighting before it to this one, so a
 * display's uptime is its window minus its controller's gaps (and the current silence, from the
 * controller's last sighting). One row per outage, not per heartbeat; venue_outages cannot serve:
 * a venue with a second controller still seen has none while one PC is dark for a week.
 * Housekeeping deletes gaps that ended before the longest window.
 */
export const controllerOfflineGaps = pgTable(
  'controller_offline_gaps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    graphicsControllerId: uuid('graphics_controller_id')
      .notNull()
      .references(() => graphicsControllers.id, { onDelete: 'cascade' }),
    /** The last sighting before the silence. */
    startedUtc: utc('started_utc').notNull(),
    /** The sighting that ended it. */
    endedUtc: utc('ended_utc').notNull(),
  },
  (table) => [index('controller_offline_gaps_controller_id_ended_utc_idx').on(table.graphicsControllerId, table.endedUtc)],
);

/**
 * Data sources (docs/live-data.md): named values that layouts show live, pushed with the source's
 * token (only its SHA-256 is kept) or fetched by the server from `url` every `intervalSeconds`.
 */
export const dataSources = pgTable(
  'data_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null: shared by every client (an admin's own feed). */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<'push' | 'pull'>().notNull(),
    url: text('url'),
    intervalSeconds: integer('interval_seconds'),
    staleAfterSeconds: integer('stale_after_seconds').notNull(),
    fields: jsonb('fields').$type<Array<{ key: string; path?: string | undefined; type: 'number' | 'currency' | 'text' | 'list' }>>().notNull(),
    tokenHash: text('token_hash'),
    createdUtc: utc('created_utc').notNull(),
    updatedUtc: utc('updated_utc').notNull(),
  },
  (table) => [index('data_sources_client_idx').on(table.clientId), check('data_sources_kind_check', sql`${table.kind} in ('push', 'pull')`)],
);

/** A field's current value (not audited: data, not a change anyone made). */
export const dataSourceValues = pgTable(
  'data_source_values',
  {
    sourceId: uuid('source_id')
      .notNull()
      .references(() => dataSources.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedUtc: utc('updated_utc').notNull(),
  },
  (table) => [primaryKey({ name: 'data_source_values_pk', columns: [table.sourceId, table.key] })],
);

/** The server's bookkeeping per source (not audited): sealed pull headers, the fetch claim and back-off, staleness notices. */
export const dataSourceStates = pgTable(
  'data_source_states',
  {
    sourceId: uuid('source_id')
      .primaryKey()
      .references(() => dataSources.id, { onDelete: 'cascade' }),
    headersCiphertext: text('headers_ciphertext'),
    /** Pull: when it is next due; a claim moves it past the fetch, so one process fetches at a time. */
    nextFetchUtc: utc('next_fetch_utc'),
    /** Failed fetches in a row (the back-off doubles with each). */
    failures: integer('failures').notNull().default(0),
    lastFetchUtc: utc('last_fetch_utc'),
    lastError: text('last_error'),
    /** Set when data-source.stale went out; cleared with data-source.fresh. */
    staleNotifiedUtc: utc('stale_notified_utc'),
  },
  (table) => [index('data_source_states_next_fetch_idx').on(table.nextFetchUtc).where(sql`${table.nextFetchUtc} is not null`)],
);

/**
 * The chosen venues of a venue-manager or of a viewer limited to some venues
 * (docs/permissions.md#scope-which-records): the tenant filter keeps such a person to them.
 */
export const identityVenues = pgTable(
  'identity_venues',
  {
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.identityId, table.venueId] }), index('identity_venues_venue_id_idx').on(table.venueId)],
);

/** The venues an invitation gives its venue-manager or venue-limited viewer on acceptance. */
export const invitationVenues = pgTable(
  'invitation_venues',
  {
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.invitationId, table.venueId] }), index('invitation_venues_venue_id_idx').on(table.venueId)],
);
