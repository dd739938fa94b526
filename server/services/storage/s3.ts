import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { ByteRange } from '../../http/byte-range.ts';
import { assertValidKey, StorageUnavailableError, type CallOptions, type Storage, type StoredObject } from './storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, …); null = AWS. */
  endpoint: string | null;
  /** Null = the SDK's default credential chain (environment, instance role, …). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

/**
 * How long a call to the bucket may take. `callMs` bounds each call but an upload's (a socket
 * that stays silent that long is cut too); an upload's body may take as long as the client took
 * to send it, so it is bounded by `uploadMs` and by the silence.
 */
export interface S3Timeouts {
  callMs: number;
  uploadMs: number;
}

/** Tries per call: one retry covers a dropped keep-alive connection, more would only stretch a wait. */
const MAX_ATTEMPTS = 2;

/** Objects in one S3-compatible bucket; keys as in the local layout. */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  private readonly timeouts: S3Timeouts;

  constructor(settings: S3Settings, timeouts: S3Timeouts, client?: S3Client) {
    this.bucket = settings.bucket;
    this.timeouts = timeouts;
    this.client =
      client ??
      new S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        forcePathStyle: settings.forcePathStyle,
        ...(settings.accessKeyId && settings.secretAccessKey
          ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
          : {}),
        // The SDK's default checksums send the body in aws-chunked framing, which S3-compatible
        // stores (s3rver, older MinIO and others) keep as part of the file: every upload came back
        // longer. Checksums only where an operation requires them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: MAX_ATTEMPTS,
        // A store that accepts the connection and never answers is cut after this much silence
        // (socketTimeout is the idle one; the handler's requestTimeout would only warn).
        requestHandler: { connectionTimeout: timeouts.callMs, socketTimeout: timeouts.callMs },
      });
  }

  /**
   * One call to the bucket, answered within `deadlineMs`; a store that is down, slow or refusing
   * is a 503 (StorageUnavailableError), "no such object" is left to the caller. The deadline ends
   * with the answer's headers: a long video's body then streams for as long as it keeps flowing
   * (the handler's socketTimeout cuts it when it stalls).
   */
  private async call<T>(send: (abortSignal: AbortSignal) => Promise<T>, deadlineMs = this.timeouts.callMs, giveUp?: AbortSignal): Promise<T> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new Error(`No answer from the bucket within ${deadlineMs} ms`)), deadlineMs);
    try {
      return await send(giveUp ? AbortSignal.any([deadline.signal, giveUp]) : deadline.signal);
    } catch (error) {
      if (isMissing(error)) throw error;
      throw new StorageUnavailableError(error);
    } finally {
      clearTimeout(timer);
    }
  }

  async put(key: string, body: Readable | Buffer, options: { contentType: string; sizeBytes?: number }): Promise<void> {
    assertValidKey(key);
    // A stream needs its length up front (PutObject does not take chunked bodies); uploads know it.
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      Body: body,
      ContentType: options.contentType,
      ContentLength: Buffer.isBuffer(body) ? body.length : options.sizeBytes,
    });
    await this.call((abortSignal) => this.client.send(command, { abortSignal }), this.timeouts.uploadMs);
  }

  async size(key: string): Promise<number | null> {
    assertValidKey(key);
    try {
      const command = new HeadObjectCommand({ Bucket: this.bucket, Key: key });
      const head = await this.call((abortSignal) => this.client.send(command, { abortSignal }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const command = new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      });
      const answer = await this.call((abortSignal) => this.client.send(command, { abortSignal }));
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered a body that is not a Node stream.');
      return { stream: answer.Body, sizeBytes: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string, options: CallOptions = {}): Promise<void> {
    assertValidKey(key);
    const command = new DeleteObjectCommand({ Bucket: this.bucket, Key: key });
    await this.call((abortSignal) => this.client.send(command, { abortSignal }), this.timeouts.callMs, options.signal);
  }

  async deleteFolder(folder: string, options: CallOptions = {}): Promise<void> {
    assertValidKey(folder);
    let continuationToken: string | undefined;
    do {
      const list = new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${folder}/`, ContinuationToken: continuationToken });
      const page = await this.call((abortSignal) => this.client.send(list, { abortSignal }), this.timeouts.callMs, options.signal);
      const objects = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
      if (objects.length > 0) {
        const remove = new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } });
        const result = await this.call((abortSignal) => this.client.send(remove, { abortSignal }), this.timeouts.callMs, options.signal);
        // A batch delete answers 200 even when some objects were not deleted.
        if (result.Errors && result.Errors.length > 0) {
          throw new StorageUnavailableError(new Error(`The bucket kept ${result.Errors.length} objects: ${result.Errors[0]?.Code ?? 'unknown'}`));
        }
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async check(): Promise<void> {
    const command = new HeadBucketCommand({ Bucket: this.bucket });
    await this.call((abortSignal) => this.client.send(command, { abortSignal }));
  }
}

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === 404;
}
