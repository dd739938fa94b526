import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session, reset and (later) invitation tokens (docs/decisions.md#links). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak does not hand out live tokens. */
export function hashToken(token: string): string {
  // The one-shot digest: a device's every call hashes its token (plugins/device-auth.ts), and a
  // Hash object per call cost several times the digest itself at fleet scale (docs/live-data.md).
  return hash('sha256', token, 'hex');
}
