import { sql } from 'drizzle-orm';
import { newPasswordSchema } from '../../contract/auth.ts';
import type { Db } from '../db/database.ts';
import { identities } from '../db/schema.ts';
import { createIdentity, normalizeEmail } from './identities/identities.ts';
import { generateStrongPassword, hashPassword } from './identities/passwords.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
const FIRST_ADMIN_NAME = 'Administrator';

/** Any fixed number: API processes starting together must not each create an admin. */
const FIRST_ADMIN_LOCK_KEY = 7_241_904;

export interface FirstAdminOptions {
  adminEmail: string | null;
  adminPassword: string | null;
  /** Where the one-time message goes (stdout in main.ts). */
  print: (text: string) => void;
  warn: (text: string) => void;
}

export type FirstAdminOutcome = { created: false } | { created: true; email: string; generatedPassword: string | null };

function box(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const border = `+${'-'.repeat(width + 2)}+`;
  return [border, ...lines.map((line) => `| ${line.padEnd(width)} |`), border].join('\n');
}

/**
 * With no identity at all, creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, or
 * admin@example.com with a random password printed once. A given password is never printed.
 */
export async function ensureFirstAdmin(db: Db, options: FirstAdminOptions): Promise<FirstAdminOutcome> {
  const email = normalizeEmail(options.adminEmail ?? DEFAULT_ADMIN_EMAIL);
  const generatedPassword = options.adminPassword === null ? generateStrongPassword() : null;
  const password = options.adminPassword ?? (generatedPassword as string);
  if (options.adminPassword !== null && !newPasswordSchema.safeParse(options.adminPassword).success) {
    options.warn('ADMIN_PASSWORD does not meet the password rules (8+ characters, upper, lower, digit, special).');
  }
  // Every start after the first ends here, without paying for a password hash (argon2 takes more
  // than half a second) it would throw away.
  const [anyIdentity] = await db.select({ id: identities.id }).from(identities).limit(1);
  if (anyIdentity) return { created: false };
  // Hashing takes a moment; do it before taking the lock.
  const passwordHash = await hashPassword(password);
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_KEY})`);
    const [existing] = await tx.select({ id: identities.id }).from(identities).limit(1);
    if (existing) return false;
    await createIdentity(tx, { name: FIRST_ADMIN_NAME, email, passwordHash, identityType: 'Admin' });
    return true;
  });
  if (!created) return { created: false };
  options.print(
    generatedPassword === null
      ? box([`First admin created: email ${email} (password from ADMIN_PASSWORD)`])
      : box([
          `First admin created: email ${email} password ${generatedPassword}`,
          'Store this password now: it is not shown again.',
        ]),
  );
  return { created: true, email, generatedPassword };
}
