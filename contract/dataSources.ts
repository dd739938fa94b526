import * as z from 'zod';
import { problemSchema } from './errors.ts';
import { textSchema } from './text.ts';
import { MAX_DATA_LIST_COLUMNS } from './layout/dataList.ts';
import { MAX_LIVE_SOURCES } from './liveValues.ts';
import { webhookUrlSchema } from './webhooks.ts';

/**
 * Data sources (docs/live-data.md): named values that layouts show live. A push source is written
 * by its owner with a bearer token; a pull source is fetched by the server as JSON every
 * `intervalSeconds`. A value older than `staleAfterSeconds` is never drawn.
 */

export const dataSourceKinds = ['push', 'pull'] as const;
export type DataSourceKind = (typeof dataSourceKinds)[number];

export const dataFieldTypes = ['number', 'currency', 'text', 'list'] as const;
export type DataFieldType = (typeof dataFieldTypes)[number];

/** The least interval and staleness limit: a feed polled faster than this is a load, not a feed. */
export const MIN_DATA_SECONDS = 5;
export const DEFAULT_STALE_AFTER_SECONDS = 120;
export const DEFAULT_PULL_INTERVAL_SECONDS = 30;
export const MAX_DATA_FIELDS = 50;
export const MAX_TEXT_VALUE_LENGTH = 2000;
export const MAX_LIST_ROWS = 200;
/** Cells in one row of a list (an object row): a table wider than this does not fit a screen. */
export const MAX_LIST_CELLS = MAX_DATA_LIST_COLUMNS;
export const MAX_LIST_CELL_KEY_LENGTH = 64;
/** Pushes per source per second; more answer 429 with Retry-After. */
export const DATA_PUSH_PER_SECOND = 10;

export const dataSourceMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must not be longer than 100 characters.',
  kindInvalid: 'Choose push or pull.',
  urlRequired: 'A pull source needs the address to fetch.',
  intervalTooShort: `The interval must be at least ${MIN_DATA_SECONDS} seconds.`,
  staleTooShort: `The staleness limit must be at least ${MIN_DATA_SECONDS} seconds.`,
  fieldsRequired: 'Add at least one field.',
  fieldKeyInvalid: 'A key is 1 to 64 letters, digits, dashes or underscores.',
  fieldKeyTwice: 'Each key may be used once.',
  fieldTypeInvalid: 'Choose number, currency, text or list.',
  pathInvalid: 'A path is a JSON Pointer such as /jackpots/major (empty: the whole document).',
  unknownKey: 'This source has no field with this key.',
  wrongType: {
    number: 'Must be a number.',
    currency: 'Must be an amount (a number).',
    text: `Must be text of at most ${MAX_TEXT_VALUE_LENGTH} characters.`,
    list: `Must be a list of at most ${MAX_LIST_ROWS} rows, each text, a number, or an object of at most ${MAX_LIST_CELLS} cells of text or numbers.`,
  } satisfies Record<DataFieldType, string>,
  inUse: 'This data source is shown by a layout: remove it from the layouts first.',
  tokenInvalid: 'The push token is not valid for this data source.',
  notPush: 'Only a push source takes values.',
};

const keySchema = z.string({ error: dataSourceMessages.fieldKeyInvalid }).regex(/^[A-Za-z0-9_-]{1,64}$/, dataSourceMessages.fieldKeyInvalid);

/** RFC 6901: empty (the whole document) or a sequence of `/token`. */
const pointerSchema = z
  .string({ error: dataSourceMessages.pathInvalid })
  .max(500, dataSourceMessages.pathInvalid)
  .regex(/^(\/([^~]|~[01])*)*$/, dataSourceMessages.pathInvalid);

export const dataFieldSchema = z.object({
  key: keySchema,
  path: pointerSchema.optional(),
  type: z.enum(dataFieldTypes, { error: dataSourceMessages.fieldTypeInvalid }),
});
export type DataField = z.output<typeof dataFieldSchema>;

const secondsSchema = (message: string) => z.number({ error: message }).int(message).min(MIN_DATA_SECONDS, message).max(86_400, message);

/** Headers sent with each fetch (an API key, say): kept sealed, never answered. */
const headersSchema = z.record(
  z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/, 'A header name is a token such as X-Api-Key.'),
  z.string().max(2000, 'A header value must not be longer than 2000 characters.').regex(/^[^\r\n]*$/, 'A header value is one line.'),
);

/** The body of POST and PUT /api/data-sources. */
export const dataSourceRequestSchema = z
  .object({
    name: textSchema({ label: 'Name', required: dataSourceMessages.nameRequired, max: 100, tooLong: dataSourceMessages.nameTooLong }),
    clientId: z.uuid({ error: 'Must be a client id or null.' }).nullable().optional().default(null),
    kind: z.enum(dataSourceKinds, { error: dataSourceMessages.kindInvalid }),
    url: webhookUrlSchema.optional(),
    intervalSeconds: secondsSchema(dataSourceMessages.intervalTooShort).optional(),
    headers: headersSchema.optional(),
    staleAfterSeconds: secondsSchema(dataSourceMessages.staleTooShort).optional().default(DEFAULT_STALE_AFTER_SECONDS),
    fields: z.array(dataFieldSchema, { error: dataSourceMessages.fieldsRequired }).min(1, dataSourceMessages.fieldsRequired).max(MAX_DATA_FIELDS),
  })
  .superRefine((value, context) => {
    if (value.kind === 'pull' && value.url === undefined) context.addIssue({ code: 'custom', path: ['url'], message: dataSourceMessages.urlRequired });
    const seen = new Set<string>();
    value.fields.forEach((field, index) => {
      if (seen.has(field.key)) context.addIssue({ code: 'custom', path: ['fields', index, 'key'], message: dataSourceMessages.fieldKeyTwice });
      seen.add(field.key);
    });
  });
export type DataSourceRequest = z.input<typeof dataSourceRequestSchema>;
export type DataSourceInput = z.output<typeof dataSourceRequestSchema>;

/**
 * A `list` value (the data list widget's, docs/live-data.md): an array of rows, each a cell (text or
 * a number: a list of names) or an object of cells by column key (a table's row).
 */
/** Text a value may hold: no NUL, which PostgreSQL's jsonb cannot store (a push with one is 400, not 500). */
const valueTextSchema = z.string().max(MAX_TEXT_VALUE_LENGTH).refine((text) => !text.includes('\u0000'));
const listCellSchema = z.union([valueTextSchema, z.number().finite()]);
const listRowSchema = z.union([
  listCellSchema,
  z.record(z.string().min(1).max(MAX_LIST_CELL_KEY_LENGTH), listCellSchema).refine((row) => Object.keys(row).length <= MAX_LIST_CELLS),
]);

/** What a value of each field type must be (a push is refused whole, a pulled field marked failed). */
export const dataValueSchemas = {
  number: z.number().finite(),
  currency: z.number().finite(),
  text: valueTextSchema,
  list: z.array(listRowSchema).max(MAX_LIST_ROWS),
} satisfies Record<DataFieldType, z.ZodType>;

export type DataListRow = z.output<typeof listRowSchema>;
export type DataValue = number | string | DataListRow[];

/** The body of PUT /api/data-sources/{id}/values. */
export const dataValuesRequestSchema = z.object({
  values: z.record(z.string(), z.unknown()).refine((values) => Object.keys(values).length > 0, 'Send at least one value.'),
});

export const dataFieldValueSchema = z.object({
  key: z.string(),
  type: z.enum(dataFieldTypes),
  value: z.unknown().describe('The value, or null before the first one.'),
  updatedUtc: z.iso.datetime().nullable(),
  stale: z.boolean().describe('True when there is no value yet or it is older than staleAfterSeconds.'),
});
export type DataFieldValue = z.output<typeof dataFieldValueSchema>;

export const dataSourceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  clientId: z.uuid().nullable(),
  kind: z.enum(dataSourceKinds),
  url: z.string().nullable(),
  intervalSeconds: z.number().int().nullable(),
  /** Header names only: their values are never answered. */
  headerNames: z.array(z.string()),
  staleAfterSeconds: z.number().int(),
  fields: z.array(dataFieldSchema),
  values: z.array(dataFieldValueSchema),
  /** Pull: the last fetch's time and error (null after a success). */
  lastFetchUtc: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  createdUtc: z.iso.datetime(),
  updatedUtc: z.iso.datetime(),
});
export type DataSource = z.output<typeof dataSourceSchema>;

export const dataSourceListSchema = z.object({ items: z.array(dataSourceSchema) });

/** 201 to POST and the answer to a token renewal: the push token is shown this once. */
export const createdDataSourceSchema = dataSourceSchema.extend({ pushToken: z.string().nullable() });
export type CreatedDataSource = z.output<typeof createdDataSourceSchema>;
export const pushTokenSchema = z.object({ pushToken: z.string() });


/** 409 to DELETE while layouts show the source: their names (at most 20). */
export const dataSourceInUseProblemSchema = problemSchema.extend({ status: z.literal(409), layouts: z.array(z.string()) });

/** GET /api/graphicscontroller/self/data-values: `sources` comma-separated ids; `waitSeconds` a long poll as the day's. */
export const liveValuesQuerySchema = z.object({
  sources: z
    .string({ error: 'Name the sources: ids separated by commas.' })
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim().toLowerCase()).filter((id) => id !== ''))])
    .pipe(z.array(z.uuid({ error: 'Each source is an id.' })).min(1, 'Name at least one source.').max(MAX_LIVE_SOURCES, `At most ${MAX_LIVE_SOURCES} sources.`)),
  waitSeconds: z.coerce.number({ error: 'waitSeconds is a whole number of seconds.' }).int().min(0).max(55).default(0),
});

export const liveValuesSchema = z.object({
  serverUtc: z.iso.datetime(),
  version: z.string(),
  sources: z.array(z.object({ id: z.uuid(), staleAfterSeconds: z.number().int(), values: z.array(z.object({ key: z.string(), value: z.unknown(), updatedUtc: z.iso.datetime() })) })),
});
