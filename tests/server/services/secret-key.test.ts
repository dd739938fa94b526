import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.ts';
import { open, seal } from '../../../server/services/secret-box.ts';
import { loadOrCreateSecretKey, parseSecretKey } from '../../../server/services/secret-key.ts';

describe('SECRET_KEY and the sealed invitation tokens', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-secret-key-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('reads SECRET_KEY as 64 hex digits or base64 of 32 bytes, and refuses anything else', () => {
    const key = randomBytes(32);
    expect(loadConfig({ SECRET_KEY: key.toString('hex') }).secretKey?.equals(key)).toBe(true);
    expect(loadConfig({ SECRET_KEY: key.toString('base64') }).secretKey?.equals(key)).toBe(true);
    expect(loadConfig({}).secretKey).toBeNull();
    expect(() => loadConfig({ SECRET_KEY: 'too-short' })).toThrow(ConfigError);
    expect(() => loadConfig({ SECRET_KEY: randomBytes(16).toString('hex') })).toThrow(/SECRET_KEY/);
    expect(parseSecretKey(randomBytes(31).toString('base64'))).toBeNull();
  });

  it('without SECRET_KEY makes DATA_DIR/secret.key once, readable by its owner only', async () => {
    const dir = tempDir();
    const first = await loadOrCreateSecretKey(dir);
    expect(first).toHaveLength(32);
    const file = join(dir, 'secret.key');
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await loadOrCreateSecretKey(dir)).equals(first)).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
    writeFileSync(file, 'garbage');
    await expect(loadOrCreateSecretKey(dir)).rejects.toThrow(/32-byte key/);
  });

  it('seals with AES-256-GCM: the same key and purpose open it, nothing else does', () => {
    const key = randomBytes(32);
    const sealed = seal(key, 'the token', 'invitation-token');
    expect(sealed).not.toContain('the token');
    expect(open(key, sealed, 'invitation-token')).toBe('the token');
    expect(open(randomBytes(32), sealed, 'invitation-token')).toBeNull();
    expect(open(key, sealed, 'another-purpose')).toBeNull();
    const tampered = Buffer.from(sealed, 'base64url');
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(open(key, tampered.toString('base64url'), 'invitation-token')).toBeNull();
    expect(open(key, 'short', 'invitation-token')).toBeNull();
  });
});
