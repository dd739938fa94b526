import { randomBytes, randomInt } from 'node:crypto';
import type * as Argon2 from '@node-rs/argon2';

/** Algorithm.Argon2id: the package declares a const enum, which isolatedModules cannot read. */
const ARGON2ID = 2 as Argon2.Algorithm;

/** Argon2id with the OWASP minimum (m=19456 KiB, t=2, p=1), docs/decisions.md#passwords. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * The native argon2 binding loads on the first hash or check, not at start: a restart's first
 * answer does not need it.
 */
let argon2: Promise<typeof Argon2> | null = null;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await loadArgon2();
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password against a stored hash. With no hash (unknown email, or an identity without a
 * password) it still spends the time of a real check against a dummy hash, so the answer's timing
 * does not tell whether the email exists.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  if (storedHash === null) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!#$%*+-=?@^_';

function pick(alphabet: string): string {
  return alphabet.charAt(randomInt(alphabet.length));
}

/** A 20-character password that satisfies the docs/product.md#validation-messages composition rule, without look-alikes. */
export function generateStrongPassword(length = 20): string {
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(all));
  // Fisher-Yates, so the guaranteed classes are not always at the front.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
