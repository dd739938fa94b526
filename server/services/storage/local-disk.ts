import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, rename, rm, stat } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange } from '../../http/byte-range.ts';
import { assertValidKey, InvalidStorageKeyError, type Storage, type StoredObject } from './storage.ts';

/** Files under one root folder (DATA_DIR/files); a key is a relative path below it. */
export class LocalDiskStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of a key; refuses anything that would resolve outside the root, whatever the key check said. */
  pathOf(key: string): string {
    assertValidKey(key);
    const path = resolve(this.root, key);
    const inside = relative(this.root, path);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside) || inside.split(sep).includes('..')) {
      throw new InvalidStorageKeyError(key);
    }
    return path;
  }

  /** The content type is not kept: public routes read it from the record. */
  async put(key: string, body: Readable | Buffer, _options: { contentType: string; sizeBytes?: number }): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside the target and renamed, so a reader never sees half a file.
    const partial = `${path}.${randomUUID()}.partial`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const size = await this.size(key);
    if (size === null) return null;
    const path = this.pathOf(key);
    if (range) {
      return { stream: createReadStream(path, { start: range.start, end: range.end }), sizeBytes: range.end - range.start + 1 };
    }
    return { stream: createReadStream(path), sizeBytes: size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deleteFolder(folder: string): Promise<void> {
    await rm(this.pathOf(folder), { recursive: true, force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
