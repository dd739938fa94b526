import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { TransportOptions, Transporter } from 'nodemailer';
import { createJobQueue, type JobQueue } from '../jobs/queue.ts';
import type { Mailer, MailMessage } from '../services/mail-messages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** The mail outbox: one job per message (server/jobs/background-jobs.ts polls it; tests run its rounds by hand; admins read its failures). */
    mailOutbox: JobQueue<OutboxMail>;
  }
}

/** The queue's name, and the job's payload: the message as it will leave. */
export const MAIL_QUEUE = 'mail';
export type OutboxMail = MailMessage;

export interface MailOptions {
  smtpUrl: string | null;
  mailFrom: string;
  /** Without SMTP, messages land in outboxDir as .eml files. */
  outboxDir: string;
  /** Connection, greeting and each socket silence of the SMTP server (a hung server). */
  smtpTimeoutMs: number;
  /** Tries stop (the mail is marked failed) this long after the mail was written. */
  retryForMs: number;
}

function outboxFileName(messageId: string | undefined): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const id = (messageId ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 24) || randomBytes(8).toString('hex');
  return `${stamp}-${id}.eml`;
}

const SEVEN_BIT = /^[\x20-\x7e\r\n\t]*$/;
const MAX_SEVEN_BIT_LINE = 998;

/**
 * An ASCII body part as a ready-made 7bit node. Nodemailer would pick quoted-printable for lines
 * over 76 characters and fold the reset link with '=' soft breaks; in the outbox the link must stay
 * whole, so people (and the end-to-end tests) can copy it straight out of the .eml file.
 */
function sevenBitPart(contentType: string, content: string): string | { raw: string } {
  const lines = content.split(/\r?\n/);
  if (!SEVEN_BIT.test(content) || lines.some((line) => line.length > MAX_SEVEN_BIT_LINE)) return content;
  return { raw: `Content-Type: ${contentType}; charset=utf-8\r\nContent-Transfer-Encoding: 7bit\r\n\r\n${lines.join('\r\n')}` };
}

/**
 * Nodemailer is loaded with the first message rather than at start (a fifth of a second of the
 * restart budget, for mail that most starts never send).
 */
function lazyTransport(options: TransportOptions | Record<string, unknown>) {
  let transport: Promise<Transporter> | null = null;
  return {
    get: () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options))),
    /** Closes the transport if one was made. */
    close: async () => {
      if (transport) (await transport).close();
    },
  };
}

type Deliver = (mail: OutboxMail, signal: AbortSignal) => Promise<void>;

function outboxFolderDelivery(options: MailOptions, log: FastifyBaseLogger) {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const deliver: Deliver = async (message) => {
    const { link: _link, ...mail } = message;
    const info = await (await transport.get()).sendMail({
      from: options.mailFrom,
      ...mail,
      text: sevenBitPart('text/plain', mail.text),
      html: sevenBitPart('text/html', mail.html),
    });
    // Outbox mail holds live links (reset, invitation): readable by the portal's user alone.
    await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
    const file = join(options.outboxDir, outboxFileName(info.messageId));
    await writeFile(file, info.message, { mode: 0o600 });
    // The info log says only that a mail was written; the address and link are for debugging.
    log.info({ file }, `Mail written to the outbox: ${message.subject}`);
    log.debug({ to: message.to, link: message.link }, 'Outbox mail details');
  };
  return { deliver, close: () => transport.close() };
}

/** Rejects when the signal aborts: a hung SMTP server must not hold the shutdown. */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Error('Shutting down'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('Shutting down'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function smtpDelivery(smtpUrl: string, options: MailOptions, log: FastifyBaseLogger) {
  const transport = lazyTransport({
    url: smtpUrl,
    connectionTimeout: options.smtpTimeoutMs,
    greetingTimeout: options.smtpTimeoutMs,
    socketTimeout: options.smtpTimeoutMs,
  });
  const deliver: Deliver = async (message, signal) => {
    const { link: _link, ...mail } = message;
    await abortable(
      transport.get().then((smtp) => smtp.sendMail({ from: options.mailFrom, ...mail })),
      signal,
    );
    log.info(`Mail "${mail.subject}" sent`);
  };
  return { deliver, close: () => transport.close() };
}

const mail: FastifyPluginAsync<MailOptions> = async (app, options) => {
  const delivery = options.smtpUrl === null ? outboxFolderDelivery(options, app.log) : smtpDelivery(options.smtpUrl, options, app.log);
  const outbox = createJobQueue<OutboxMail>({
    name: MAIL_QUEUE,
    db: app.db,
    now: app.now,
    log: app.log,
    maxAgeMs: options.retryForMs,
    handle: (job, signal) => delivery.deliver(job.payload, signal),
  });
  app.decorate('mailOutbox', outbox);
  app.decorate('mailer', {
    async send(db, message) {
      await outbox.enqueue(db, message);
      // Sent at once when written outside a transaction, or on PGlite (where the round waits for
      // the transaction); on PostgreSQL a transaction may not have committed by then, and the next
      // poll (in whichever process comes first) sends it.
      outbox.nudge();
    },
  } satisfies Mailer);
  app.addHook('onClose', async () => {
    await delivery.close();
  });
};

export const mailPlugin = fp(mail, { name: 'mail', dependencies: ['db', 'clock'] });
