import { access, constants, mkdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
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
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' })), timeoutMs);
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

/** The longest readiness waits for a fresh storage or mail check before it answers the latest one. */
export const DEPENDENCY_WAIT_MS = 250;

/**
 * A check of a shared dependency (storage, mail) whose slowness must not slow readiness: a load
 * balancer's check has its own short timeout (haproxy's is `inter`), and a bucket or SMTP server that
 * hangs would otherwise get every process taken out. Each call starts a fresh check
 * unless one is under way, waits for it up to `waitMs`, and else answers the latest finished one
 * (before any has finished: failing, "no answer yet"); the late one is answered next time.
 */
export function latestCheck(check: () => Promise<void>, waitMs = DEPENDENCY_WAIT_MS): () => Promise<HealthCheck> {
  let latest: HealthCheck | null = null;
  let running: Promise<HealthCheck> | null = null;
  return async () => {
    const started = performance.now();
    running ??= runCheck(check).then((result) => {
      latest = result;
      running = null;
      return result;
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      const fresh = await Promise.race([running, late]);
      return fresh ?? latest ?? { status: 'failing', ms: Math.round(performance.now() - started), error: 'no answer yet' };
    } finally {
      clearTimeout(timer);
    }
  };
}

export const checkDatabase = (db: Db) => async () => {
  await db.execute(sql`select 1`);
};

export const checkStorage = (storage: Storage) => () => storage.check();

/**
 * Mail: the SMTP server greets (a 220 within the deadline; no message is sent, no login tried), or,
 * without SMTP, the outbox folder can be written. A server that accepts the connection and never
 * greets (hung) is failing: that is what holds the mail.
 */
export const checkMail = (smtpUrl: string | null, outboxDir: string, timeoutMs = HEALTH_CHECK_TIMEOUT_MS) => async () => {
  if (smtpUrl === null) {
    await mkdir(outboxDir, { recursive: true });
    await access(outboxDir, constants.W_OK);
    return;
  }
  const url = new URL(smtpUrl);
  const implicitTls = url.protocol === 'smtps:';
  const port = url.port === '' ? (implicitTls ? 465 : 587) : Number(url.port);
  await new Promise<void>((resolve, reject) => {
    // Only the greeting is read, so the certificate is not judged here (sending does that).
    const socket = implicitTls
      ? tlsConnect({ host: url.hostname, port, servername: url.hostname, rejectUnauthorized: false, timeout: timeoutMs })
      : connect({ host: url.hostname, port, timeout: timeoutMs });
    let greeting = '';
    let settled = false;
    // A code, not only a message: the report says the error's name and code (describe above).
    const fail = (error: Error & { code?: string }) => {
      socket.destroy();
      if (settled) return;
      settled = true;
      reject(error);
    };
    const problem = (code: string, message: string) => Object.assign(new Error(message), { code });
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      if (settled) return;
      greeting += chunk;
      const line = /^(\d{3})[ -][^\n]*\n/.exec(greeting);
      if (!line) {
        if (greeting.length > 4096) fail(problem('SMTP_GREETING_UNREADABLE', 'SMTP greeting unreadable'));
        return;
      }
      // A multi-line greeting (220-…) is enough once its first line says 220.
      if (line[1] !== '220') return fail(problem(`SMTP_${line[1]}`, `SMTP greeting ${line[1]}`));
      settled = true;
      // Said goodbye; a server that does not hang up is cut by the idle timeout.
      socket.end('QUIT\r\n');
      resolve();
    });
    socket.once('timeout', () => fail(problem('ETIMEDOUT', 'no SMTP greeting in time')));
    socket.once('end', () => fail(problem('ECONNRESET', 'SMTP closed before its greeting')));
    socket.on('error', fail);
  });
};

export interface ProcessState {
  checks: HealthResponse['checks'];
  /** SIGTERM received: the drain (plugins/drain.ts). */
  draining: boolean;
}

/**
 * The one place that decides readiness: whether this process should get traffic. Only the
 * database counts (storage and mail are shared by every process), and a process that drains after
 * SIGTERM is not ready whatever its checks say.
 */
export function isReady({ checks, draining }: ProcessState): boolean {
  return !draining && checks.database.status === 'ok';
}

export function healthStatus(state: ProcessState): HealthResponse['status'] {
  const { checks } = state;
  if (!isReady(state)) return 'unavailable';
  return checks.storage.status === 'ok' && checks.mail.status === 'ok' ? 'ok' : 'degraded';
}
