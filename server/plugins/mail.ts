import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { TransportOptions, Transporter } from 'nodemailer';
import type { MailMessage } from '../services/mail-messages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface Mailer {
  /** Resolves once the message is handed over (written to the outbox, or queued for SMTP). */
  send(message: MailMessage): Promise<void>;
}

export interface MailOptions {
  smtpUrl: string | null;
  mailFrom: string;
  /** Without SMTP, messages land in outboxDir as .eml files. */
  outboxDir: string;
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
function lazyTransport(options: string | TransportOptions | Record<string, unknown>) {
  let transport: Promise<Transporter> | null = null;
  return {
    get: () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options))),
    /** Closes the transport if one was made. */
    close: async () => {
      if (transport) (await transport).close();
    },
  };
}

function outboxMailer(options: MailOptions, log: FastifyBaseLogger): Mailer {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
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
    },
  };
}

/**
 * SMTP sending happens after the request has been answered: waiting for the mail server would make
 * forgot-password slower for known emails than for unknown ones, telling which exist.
 */
function smtpMailer(smtpUrl: string, options: MailOptions, log: FastifyBaseLogger, pending: Set<Promise<void>>) {
  const transport = lazyTransport(smtpUrl);
  const mailer: Mailer = {
    async send(message) {
      const { link: _link, ...mail } = message;
      const delivery = transport
        .get()
        .then((smtp) => smtp.sendMail({ from: options.mailFrom, ...mail }))
        .then(() => log.info(`Mail "${mail.subject}" sent to ${mail.to}`))
        .catch((error: unknown) => log.error({ err: error }, `Mail "${mail.subject}" to ${mail.to} failed`))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
  };
  return { mailer, close: () => transport.close() };
}

const mail: FastifyPluginAsync<MailOptions> = async (app, options) => {
  if (options.smtpUrl === null) {
    app.decorate('mailer', outboxMailer(options, app.log));
    return;
  }
  const pending = new Set<Promise<void>>();
  const smtp = smtpMailer(options.smtpUrl, options, app.log, pending);
  app.decorate('mailer', smtp.mailer);
  app.addHook('onClose', async () => {
    // Let queued messages go out before the process stops.
    await Promise.allSettled([...pending]);
    await smtp.close();
  });
};

export const mailPlugin = fp(mail, { name: 'mail' });
