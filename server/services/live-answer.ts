import { createHash } from 'node:crypto';
import { liveValuesSchema } from '../../contract/dataSources.ts';
import type { LiveSourceRead } from './data-sources.ts';

/** A source as kept by the live values cache: its read and the digest of what a device draws of it. */
export type DigestedSource = LiveSourceRead & { digest: string };

const HEAD = Buffer.from('{"serverUtc":"', 'latin1');

/**
 * One answer of GET /self/data-values (docs/live-data.md#delivery-to-players), serialised once and
 * sent as these bytes to every poll that asks the same thing at the same version: at 10,000 players
 * building and serialising it again per poll was most of a push's CPU. Only `serverUtc` differs
 * between polls (the server's time as it answers), so the bytes are kept as the text around it.
 */
export class LiveAnswer {
  readonly version: string;
  /** The bytes after `serverUtc`'s value: `","version":…,"sources":[…]}`. */
  private readonly tail: Buffer;

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
    // JSON.stringify of { version, sources } less its opening brace: the same text the serializer
    // wrote after serverUtc (zod answers keys in the schema's order).
    this.tail = Buffer.from(`",${JSON.stringify({ version: answer.version, sources: answer.sources }).slice(1)}`, 'utf8');
  }

  /** The answer's JSON at `now`. */
  bytes(now: Date): Buffer {
    return Buffer.concat([HEAD, Buffer.from(now.toISOString(), 'latin1'), this.tail]);
  }

  /** What it keeps in memory (the answer cache is bounded by it too: a list may be large). */
  get size(): number {
    return this.tail.length;
  }
}
