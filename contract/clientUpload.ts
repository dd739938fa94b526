import * as z from 'zod';

/** PUT /api/clients/upload-clients: the multipart field that holds the CSV (docs/product.md#api-calls). */
export const CLIENT_UPLOAD_FIELD = 'clientsAndVenuesCsv';

/** The columns of the file's header row, in the template's order (any order is accepted). */
export const CLIENT_UPLOAD_COLUMNS = ['clientName', 'venueName', 'gmv', 'region'] as const;

/**
 * A file the screen offers as a download (a Blob of this text): the header and two example rows.
 * Regions are named as GET /api/regions lists them, in any case.
 */
export const CLIENT_UPLOAD_TEMPLATE_CSV = [
  CLIENT_UPLOAD_COLUMNS.join(','),
  'Harbour Hotels,The Rocks Tavern,GMV-10001,New South Wales',
  'Harbour Hotels,Fitzroy Arms,GMV-10002,Victoria',
  '',
].join('\r\n');

/**
 * Messages of the upload. The file-required one is that of docs/product.md#validation-messages, word for word; a row's field
 * messages reuse the venue and client messages of docs/product.md#validation-messages (contract/messages.ts); these cover the rest.
 */
export const clientUploadMessages = {
  fileRequired: 'Clients and venues CSV file is required.',
  headerInvalid: 'The first row must name the columns clientName, venueName, gmv and region.',
  noRows: 'The file has no rows after the header.',
  notCsv: 'The file could not be read as CSV.',
  columnCount: 'The row must have 4 values: clientName, venueName, gmv and region.',
  regionUnknown: 'Unknown region: use a region name as listed in the portal.',
  /** A venue's GMV that belongs to a venue of another client: an upload never moves venues. */
  gmvOfAnotherClient: 'This GMV is already in use by a venue of another client.',
  /** Title of the 409 when a client or GMV of the file was created by someone else meanwhile. */
  changedMeanwhile: 'Clients or venues changed while the file was being applied; upload it again.',
  gmvRepeated: (firstRow: number) => `This GMV is already on row ${firstRow} of the file.`,
} as const;

const countsSchema = z.object({
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
});

/** A bad row: its number as a spreadsheet shows it (the header is row 1) and what is wrong. */
export const clientUploadRowErrorSchema = z.object({
  row: z.number().int().positive(),
  messages: z.array(z.string()).min(1),
});
export type ClientUploadRowError = z.infer<typeof clientUploadRowErrorSchema>;

/**
 * The answer (200). The file is all or nothing (docs/decisions.md#client-csv-upload: "bad rows change nothing", "one
 * transaction"): with any bad row, `applied` is false, nothing was written, the counts are 0 and
 * `rowErrors` lists every bad row. Otherwise `applied` is true and the counts say what was done:
 * `updated` counts existing records the file matched (clients by name, venues by GMV, ignoring
 * case) and set to its values, whether or not a value differed.
 */
export const clientUploadResultSchema = z.object({
  applied: z.boolean(),
  rows: z.number().int().nonnegative(),
  clients: countsSchema,
  venues: countsSchema,
  rowErrors: z.array(clientUploadRowErrorSchema),
});
export type ClientUploadResult = z.infer<typeof clientUploadResultSchema>;
