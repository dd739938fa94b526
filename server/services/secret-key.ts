import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** AES-256 needs exactly 32 bytes. */
export const SECRET_KEY_BYTES = 32;

/** SECRET_KEY as 64 hex digits or base64 of 32 bytes; null when it is neither. */
export function parseSecretKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) {
    const bytes = Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64');
    if (bytes.length === SECRET_KEY_BYTES) return bytes;
  }
  return null;
}

/**
 * Without SECRET_KEY the key lives in DATA_DIR/secret.key (mode 0600), made on first start. That
 * suits one process per data directory; several processes sharing PostgreSQL must all be given the
 * same SECRET_KEY, or each would encrypt with its own key.
 */
export async function loadOrCreateSecretKey(dataDir: string): Promise<Buffer> {
  const file = join(dataDir, 'secret.key');
  try {
    return keyFromFile(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(SECRET_KEY_BYTES);
  try {
    // 'wx': if another start wrote the file meanwhile, keep theirs.
    await writeFile(file, `${key.toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return keyFromFile(await readFile(file, 'utf8'), file);
  }
}

function keyFromFile(content: string, file: string): Buffer {
  const key = parseSecretKey(content);
  if (!key) throw new Error(`${file} does not hold a 32-byte key (64 hex digits).`);
  return key;
}
