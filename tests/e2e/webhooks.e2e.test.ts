import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdminPage } from './signedInAdmin.ts';

/** An admin adds a webhook endpoint, sends a test event, and sees it delivered in the log. */
describe('webhooks: endpoint, test event, delivery log', () => {
  const currentPage = signedInAdminPage();
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  let receiver: Server;
  let receiverUrl: string;

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.statusCode = 200;
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  });
  afterAll(() => new Promise((resolve) => receiver.close(resolve)));

  it('adds an endpoint (secret shown once), sends a test event and logs it as delivered with 200, its try listed', async () => {
    const page = currentPage();
    await page.goto('/users');
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await dialog.getByLabel('URL').fill(receiverUrl);
    await dialog.getByLabel('Description').fill('E2E receiver');
    await dialog.getByRole('checkbox', { name: /Venue offline/ }).check();
    await dialog.getByRole('button', { name: 'Add' }).click();
    const shown = page.getByRole('dialog', { name: 'Webhook endpoint added' });
    const secret = (await shown.getByRole('group', { name: 'Signing secret' }).textContent()) ?? '';
    expect(secret).toMatch(/whsec_/);
    await shown.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Deliveries of E2E receiver' }).click();
    await page.getByText('No deliveries yet').waitFor();
    await page.getByRole('button', { name: 'Send test event' }).click();
    const log = page.getByRole('table', { name: 'Deliveries' });
    await log.getByRole('row', { name: /webhook\.test/ }).getByText('Delivered · 200').waitFor();
    // Its every try, from the server's log of them.
    await log.getByRole('button', { name: '1 try of webhook.test' }).click();
    const tries = page.getByRole('list', { name: 'Tries of webhook.test' }).getByRole('listitem');
    await tries.first().getByText('Answered 200').waitFor();
    expect(await tries.count()).toBe(1);
    expect(await tries.first().textContent()).toMatch(/^Try 1.*Answered 200.*\d+ ms$/);

    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });
    expect(received[0]?.headers['webhook-signature']).toMatch(/^v1,/);
  });
});
