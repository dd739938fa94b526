import { CsvError, parse } from 'csv-parse';
import { CLIENT_UPLOAD_COLUMNS, clientUploadMessages } from '../../../contract/clientUpload.ts';
import { CLIENT_NAME_MAX_LENGTH, CLIENT_NAME_MIN_LENGTH } from '../../../contract/clients.ts';
import { messages } from '../../../contract/messages.ts';
import { GMV_MAX_LENGTH, GMV_MIN_LENGTH, VENUE_NAME_MAX_LENGTH, VENUE_NAME_MIN_LENGTH } from '../../../contract/venues.ts';

/** One data row of the upload, trimmed, with its line number in the file (the header is line 1). */
export interface CsvRow {
  row: number;
  clientName: string;
  venueName: string;
  gmv: string;
  region: string;
  /** What is wrong with the row on its own (lengths, column count); checks against the database come later. */
  messages: string[];
}

export type ParsedCsv = { ok: true; rows: CsvRow[] } | { ok: false; message: string };

type Column = (typeof CLIENT_UPLOAD_COLUMNS)[number];

type CsvRecord = { record: string[]; info: { lines: number } };

/** Characters handed to the parser at a time: a 5 MB file parsed in one go holds the event loop for seconds. */
const CHARS_PER_SLICE = 64 * 1024;

/**
 * The records of the file, parsed a slice at a time with other requests let through between
 * slices (the server keeps answering during a big upload). Rejects with CsvError when
 * the text is not CSV.
 */
async function readRecords(text: string): Promise<CsvRecord[]> {
  // With `info`, each record comes with where it was read.
  const parser = parse({ bom: true, info: true, trim: true, skip_empty_lines: true, relax_column_count: true });
  const records: CsvRecord[] = [];
  parser.on('readable', () => {
    for (let record: CsvRecord | null = parser.read(); record !== null; record = parser.read()) records.push(record);
  });
  let failed = false;
  const finished = new Promise<void>((resolve, reject) => {
    parser.once('end', resolve);
    parser.once('error', (error) => {
      failed = true;
      reject(error);
    });
  });
  // Awaited below; this only keeps a failure during the slicing from counting as unhandled.
  finished.catch(() => undefined);
  for (let start = 0; start < text.length && !failed; ) {
    let end = Math.min(start + CHARS_PER_SLICE, text.length);
    // Never between the two halves of a surrogate pair (an emoji): each slice is encoded on its own.
    if (end < text.length && /[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end += 1;
    parser.write(text.slice(start, end));
    start = end;
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!failed) parser.end();
  await finished;
  return records;
}

/**
 * Reads the file (docs/decisions.md#client-csv-upload): a header row naming the four columns in any order
 * and case, then one venue per row. Blank lines are skipped; a byte order mark is ignored. The
 * per-field checks are those of docs/product.md#validation-messages (Client create, Venue create) with their messages.
 */
export async function parseClientCsv(text: string): Promise<ParsedCsv> {
  let records: CsvRecord[];
  try {
    records = await readRecords(text);
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, message: clientUploadMessages.notCsv };
    throw error;
  }
  const [header, ...data] = records;
  if (!header) return { ok: false, message: clientUploadMessages.noRows };
  const positions = headerPositions(header.record);
  if (!positions) return { ok: false, message: clientUploadMessages.headerInvalid };
  // A line of only separators (",,,") is as blank as an empty one.
  const rows = data.filter(({ record }) => record.some((value) => value !== ''));
  if (rows.length === 0) return { ok: false, message: clientUploadMessages.noRows };
  return {
    ok: true,
    rows: rows.map(({ record, info }) => {
      const value = (column: Column) => record[positions[column]] ?? '';
      const row: CsvRow = {
        row: info.lines,
        clientName: value('clientName'),
        venueName: value('venueName'),
        gmv: value('gmv'),
        region: value('region'),
        messages: [],
      };
      if (record.length !== header.record.length) row.messages.push(clientUploadMessages.columnCount);
      row.messages.push(...fieldMessages(row));
      return row;
    }),
  };
}

function headerPositions(header: string[]): Record<Column, number> | null {
  const lower = header.map((name) => name.toLowerCase());
  const positions: Partial<Record<Column, number>> = {};
  for (const column of CLIENT_UPLOAD_COLUMNS) {
    const index = lower.indexOf(column.toLowerCase());
    if (index < 0) return null;
    positions[column] = index;
  }
  return positions as Record<Column, number>;
}

function lengthMessage(value: string, min: number, max: number, tooShort: string, tooLong: string): string[] {
  if (value.length < min) return [tooShort];
  if (value.length > max) return [tooLong];
  return [];
}

function fieldMessages(row: CsvRow): string[] {
  const gmv =
    row.gmv === ''
      ? [messages.gmvRequired]
      : lengthMessage(row.gmv, GMV_MIN_LENGTH, GMV_MAX_LENGTH, messages.gmvTooShort, messages.gmvTooLong);
  return [
    ...lengthMessage(
      row.clientName,
      CLIENT_NAME_MIN_LENGTH,
      CLIENT_NAME_MAX_LENGTH,
      messages.clientNameTooShort,
      messages.clientNameTooLong,
    ),
    ...lengthMessage(
      row.venueName,
      VENUE_NAME_MIN_LENGTH,
      VENUE_NAME_MAX_LENGTH,
      messages.venueNameTooShort,
      messages.venueNameTooLong,
    ),
    ...gmv,
    ...(row.region === '' ? [clientUploadMessages.regionUnknown] : []),
  ];
}
