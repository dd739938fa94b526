import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FailedMailList } from '../../../contract/mailOutbox.ts';
import type { App } from '../../../server/app.ts';
import { Fixtures } from '../fixtures.ts';
import { bearer, describeEachEngine } from '../harness.ts';

interface Received {
  to: string[];
  raw: string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A small SMTP receiver on `port`, keeping every message. */
async function smtpReceiver(port: number): Promise<{ server: SMTPServer; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        // Quoted-printable soft line breaks undone, so links read whole.
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, received };
}

/** Accepts connections and never says a word: a hung mail server. */
async function silentServer(): Promise<{ server: Server; port: number; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, sockets };
}

const HOUR_MS = 60 * 60 * 1000;

describeEachEngine('mail outbox: durable, retried while SMTP is down, failures shown to admins', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let smtpPort: number;
  let app: App;
  let receiver: Awaited<ReturnType<typeof smtpReceiver>> | null = null;
  let hung: Awaited<ReturnType<typeof silentServer>>;
  beforeAll(async () => {
    smtpPort = await freePort();
    app = await ctx.buildApp({ config: { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, smtpTimeoutMs: 1000 } });
    hung = await silentServer();
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (receiver ? receiver.server.close(resolve) : resolve()));
    for (const socket of hung.sockets) socket.destroy();
    await new Promise<void>((resolve) => hung.server.close(() => resolve()));
  });

  /** This file's mail only: every app of the context shares the outbox table. */
  const sendRound = async () => {
    await app.mailOutbox.idle();
    return app.mailOutbox.runDue();
  };

  it('keeps the mail of forgot-password and an invitation while SMTP is down, and sends it when SMTP is back', async () => {
    const { email } = await ctx.createIdentity();
    const { email: adminEmail, password } = await ctx.createIdentity({ identityType: 'Admin' });
    const admin = bearer(await ctx.login(adminEmail, password, app));
    const invitee = ctx.uniqueEmail('invitee');

    // SMTP is down (nothing listens on its port): the requests still succeed.
    expect((await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode).toBe(204);
    const invited = await app.inject({ method: 'POST', url: '/api/invitations', headers: admin, payload: { email: invitee } });
    expect(invited.statusCode, invited.body).toBe(201);
    await app.mailOutbox.idle();
    // Each process's own mail is tried at once; it failed, so it waits for its back-off. On
    // PostgreSQL the nudge can run before the request's transaction commits (plugins/mail.ts): that
    // mail is tried by the next round instead (once beside other test files, this one), and fails too.
    const firstRound = await sendRound();
    expect(firstRound).toMatchObject({ done: 0, failed: 0 });
    if (ctx.engine === 'pglite') expect(firstRound.retried).toBe(0);

    receiver = await smtpReceiver(smtpPort);
    ctx.travel(30_000);
    expect(await sendRound()).toEqual({ done: 2, retried: 0, failed: 0 });
    expect(receiver.received.map((mail) => mail.to[0]).sort()).toEqual([email, invitee].sort());
    expect(receiver.received.find((mail) => mail.to[0] === email)?.raw).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}/);
    expect(receiver.received.find((mail) => mail.to[0] === invitee)?.raw).toMatch(/\/invite\/[A-Za-z0-9_-]+/);
    // Sent once: nothing is left to send, now or later.
    ctx.travel(HOUR_MS);
    expect(await sendRound()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(receiver.received).toHaveLength(2);
  });

  it('writes no mail when what causes it is refused', async () => {
    const { email: adminEmail, password } = await ctx.createIdentity({ identityType: 'Admin' });
    const admin = bearer(await ctx.login(adminEmail, password, app));
    // An invitation to an address that already has an account is refused (409): no mail.
    const before = receiver?.received.length ?? 0;
    const refused = await app.inject({ method: 'POST', url: '/api/invitations', headers: admin, payload: { email: adminEmail } });
    expect(refused.statusCode).toBe(409);
    ctx.travel(HOUR_MS);
    expect(await sendRound()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(receiver?.received.length ?? 0).toBe(before);
  });

  it('gives up on a hung SMTP server within its timeout, and closes without waiting for it', async () => {
    const smtpTimeoutMs = 2000;
    const hungApp = await ctx.buildApp({ config: { smtpUrl: `smtp://127.0.0.1:${hung.port}`, smtpTimeoutMs } });
    const { email } = await ctx.createIdentity();
    const started = Date.now();
    const forgot = await hungApp.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(forgot.statusCode).toBe(204);
    // The request did not wait for the mail server: waiting, it would have taken the whole
    // timeout (a 500 ms timeout made this a race on a busy machine, where the request took 518 ms).
    expect(Date.now() - started).toBeLessThan(smtpTimeoutMs);
    await hungApp.mailOutbox.idle();
    // The first try met the silent server and gave up after the greeting timeout (not minutes).
    expect(Date.now() - started).toBeLessThan(smtpTimeoutMs + 5000);
    expect(hung.sockets.length).toBe(1);
    await hungApp.close();

    // With a long timeout, closing the app still does not wait for the silent server.
    const patientApp = await ctx.buildApp({ config: { smtpUrl: `smtp://127.0.0.1:${hung.port}`, smtpTimeoutMs: 60_000 } });
    ctx.travel(HOUR_MS);
    patientApp.mailOutbox.nudge();
    // Seconds on a loaded machine (a round, a claim, a connection), not the poll's default 1 s.
    await expect.poll(() => hung.sockets.length, { timeout: 10_000 }).toBe(2);
    const closing = Date.now();
    await patientApp.close();
    // Far inside the send's 60 s timeout, with room for a loaded machine.
    expect(Date.now() - closing).toBeLessThan(10_000);
  });

  it('marks mail failed after 24 hours of tries and shows it to admins (and only them)', async () => {
    const downApp = await ctx.buildApp({ config: { smtpUrl: `smtp://127.0.0.1:${await freePort()}` } });
    const { email } = await ctx.createIdentity();
    expect((await downApp.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode).toBe(204);
    let failed = 0;
    for (let hour = 0; hour < 26 && failed === 0; hour += 1) {
      ctx.travel(HOUR_MS);
      await downApp.mailOutbox.idle();
      failed = (await downApp.mailOutbox.runDue()).failed;
    }
    // Ours, and the mail the hung server kept from going out in the test before.
    expect(failed).toBeGreaterThanOrEqual(1);

    const { email: adminEmail, password } = await ctx.createIdentity({ identityType: 'Admin' });
    const list = await downApp.inject({ method: 'GET', url: '/api/mail/failed', headers: bearer(await ctx.login(adminEmail, password, downApp)) });
    expect(list.statusCode).toBe(200);
    const item = list.json<FailedMailList>().items.find((mail) => mail.to === email);
    expect(item).toMatchObject({ subject: expect.stringMatching(/password/i), lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(item?.attempts).toBeGreaterThan(20);
    // The body (a live reset link) is not shown.
    expect(list.body).not.toContain('/reset-password/');

    const { email: userEmail, password: userPassword } = await ctx.createIdentity({ identityType: 'ClientIdentity', clientId: (await fixtures.client()).id });
    const asClient = await downApp.inject({ method: 'GET', url: '/api/mail/failed', headers: bearer(await ctx.login(userEmail, userPassword, downApp)) });
    expect(asClient.statusCode).toBe(403);
    expect((await downApp.inject({ method: 'GET', url: '/api/mail/failed' })).statusCode).toBe(401);
  });
});
