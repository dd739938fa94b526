import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session, reset and (later) invitation tokens (docs/decisions.md#links). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak does not hand out live tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
