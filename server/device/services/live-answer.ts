import { createHash } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { liveValuesSchema } from '../../../contract/dataSources.ts';
import type { LiveSourceRead } from '../../services/data-sources/data-sources.ts';

/** A source as kept by the live values cache: its read and the digest of what a device draws of it. */
export type DigestedSource = LiveSourceRead & { digest: string };

const SERVER_UTC_KEY = ',"serverUtc":"';
/** gzip's header (RFC 1952): deflate, no name, no time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/**
 * One answer of GET /self/data-values (docs/live-data.md#delivery-to-players), serialised once and
 * sent as these bytes to every poll that asks the same thing at the same version: at 10,000 players
 * building and serialising it again per poll was most of a push's CPU. Only `serverUtc` (the server's
 * time as it answers) differs between polls, so it is written last, after bytes kept as they are.
 *
 * Compressed the same way: the kept part is deflated once (ending on a byte boundary, not final),
 * each poll adds its `serverUtc` as a final stored block and the gzip trailer, whose CRC continues
 * the kept part's. Compressing each poll's answer again would cost what serialising it did.
 */
export class LiveAnswer {
  readonly version: string;
  /** The JSON up to serverUtc's value: `{"version":…,"sources":[…],"serverUtc":"`. */
  private readonly head: Buffer;
  private readonly headCrc: number;
  private deflatedHead: Buffer | null = null;
  /** The last answer made, by its time: the polls a push wakes answer in bursts, many in the same millisecond. */
  private lastBytes: { atMs: number; bytes: Buffer } | null = null;
  private lastGzip: { atMs: number; bytes: Buffer } | null = null;

  /** `shown`: the sources the device may read, sorted by id (the caller filtered them by client). */
  constructor(shown: readonly DigestedSource[], now: Date) {
    const version = createHash('sha256')
      .update(shown.map((read) => read.digest).join(','))
      .digest('base64url')
      .slice(0, 22);
    // Checked against the contract once, as the route's serializer did for each answer: unknown
    // keys stripped, an answer that breaks the contract fails loudly (500) instead of reaching players.
    const answer = liveValuesSchema.parse({
      serverUtc: now.toISOString(),
      version: `"${version}"`,
      sources: shown.map((read) => ({ id: read.id, staleAfterSeconds: read.staleAfterSeconds, values: read.values })),
    });
    this.version = answer.version;
    const json = JSON.stringify({ version: answer.version, sources: answer.sources });
    this.head = Buffer.from(`${json.slice(0, -1)}${SERVER_UTC_KEY}`, 'utf8');
    this.headCrc = crc32(this.head);
  }

  /** The answer's JSON at `now`. */
  bytes(now: Date): Buffer {
    const atMs = now.getTime();
    if (this.lastBytes?.atMs === atMs) return this.lastBytes.bytes;
    const bytes = Buffer.concat([this.head, LiveAnswer.end(now)]);
    this.lastBytes = { atMs, bytes };
    return bytes;
  }

  /** The same JSON, gzipped (Content-Encoding: gzip). */
  gzip(now: Date): Buffer {
    const atMs = now.getTime();
    if (this.lastGzip?.atMs === atMs) return this.lastGzip.bytes;
    const bytes = this.gzipAt(now);
    this.lastGzip = { atMs, bytes };
    return bytes;
  }

  private gzipAt(now: Date): Buffer {
    // A sync flush ends the deflated part on a byte boundary without a final block: more can follow.
    this.deflatedHead ??= deflateRawSync(this.head, { finishFlush: constants.Z_SYNC_FLUSH });
    const end = LiveAnswer.end(now);
    // A final stored block (RFC 1951 3.2.4): BFINAL=1 BTYPE=00, then LEN and its one's complement.
    const stored = Buffer.alloc(5);
    stored[0] = 0x01;
    stored.writeUInt16LE(end.length, 1);
    stored.writeUInt16LE(~end.length & 0xffff, 3);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(end, this.headCrc), 0);
    trailer.writeUInt32LE((this.head.length + end.length) % 2 ** 32, 4);
    return Buffer.concat([GZIP_HEADER, this.deflatedHead, stored, end, trailer]);
  }

  /** How long its JSON is, near enough (serverUtc's value left out). */
  get length(): number {
    return this.head.length;
  }

  /** What it may keep in memory, its gzipped part included (the answer cache is bounded by it: a list may be large). */
  get size(): number {
    return 2 * this.head.length;
  }

  private static end(now: Date): Buffer {
    return Buffer.from(`${now.toISOString()}"}`, 'latin1');
  }
}
