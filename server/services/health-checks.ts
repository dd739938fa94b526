import { access, constants, mkdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import type { HealthCheck, HealthResponse } from '../../contract/http.ts';
import type { Db } from '../db/database.ts';
import type { Storage } from './storage/storage.ts';

/** The longest one check may take: a balancer's poll must not hang on a dependency. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

/** Runs one check within the deadline; its error is reported as a few words, never thrown. */
export async function runCheck(check: () => Promise<void>, timeoutMs = HEALTH_CHECK_TIMEOUT_MS): Promise<HealthCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([check(), deadline]);
    return { status: 'ok', ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 'failing', ms: Math.round(performance.now() - started), error: describe(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** The error's name and code, not its message: a driver's message can quote a query's values. */
function describe(error: unknown): string {
  const { name, code } = (error ?? {}) as { name?: string; code?: unknown };
  const cause = (error as { cause?: { name?: string; code?: unknown } } | null)?.cause;
  const parts = [name, typeof code === 'string' ? code : undefined, cause?.name, typeof cause?.code === 'string' ? cause.code : undefined];
  return parts.filter((part): part is string => typeof part === 'string' && part !== '' && part !== 'Error').join(' ') || 'failed';
}

export const checkDatabase = (db: Db) => async () => {
  await db.execute(sql`select 1`);
};

export const checkStorage = (storage: Storage) => () => storage.check();

/**
 * Mail: the SMTP server accepts a connection (no message is sent, no login tried), or, without
 * SMTP, the outbox folder can be written.
 */
export const checkMail = (smtpUrl: string | null, outboxDir: string, timeoutMs = HEALTH_CHECK_TIMEOUT_MS) => async () => {
  if (smtpUrl === null) {
    await mkdir(outboxDir, { recursive: true });
    await access(outboxDir, constants.W_OK);
    return;
  }
  const url = new URL(smtpUrl);
  const port = url.port === '' ? (url.protocol === 'smtps:' ? 465 : 587) : Number(url.port);
  await new Promise<void>((resolve, reject) => {
    const socket = connect({ host: url.hostname, port, timeout: timeoutMs });
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('timeout', () => {
      socket.destroy();
      reject(new Error('SMTP connect timed out'));
    });
    socket.once('error', reject);
  });
};

/**
 * The one place that decides readiness: whether this process should get traffic. Only the
 * database counts (storage and mail are shared by every process). A drain on SIGTERM adds its
 * condition here.
 */
export function isReady(checks: HealthResponse['checks']): boolean {
  return checks.database.status === 'ok';
}

export function healthStatus(checks: HealthResponse['checks']): HealthResponse['status'] {
  if (!isReady(checks)) return 'unavailable';
  return checks.storage.status === 'ok' && checks.mail.status === 'ok' ? 'ok' : 'degraded';
}
