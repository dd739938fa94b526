import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium (docs/decisions.md#tests): browser tools cannot download their own here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A Chromium of its own, for a script that is not a journey (the size check, the benches). */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install it with "apt-get install chromium" or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/**
 * A journey file's part of the one Chromium its worker shares with the files after it: the
 * contexts it opens (each a fresh profile: its own cookies, storage, cache and service workers),
 * closed by close(). The browser itself stays for the next file and ends with the worker
 * (Playwright stops the browsers it launched when its process exits).
 */
export interface ChromiumSession {
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page in a new context of its own, as Browser.newPage. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** Closes every context this file opened that is still open. */
  close(): Promise<void>;
}

let workerBrowser: Promise<Browser> | null = null;

/**
 * The worker's Chromium, launched by the first journey file that asks (the files share a worker:
 * tests/e2e/vitest.config.ts), then shared: a launch cost each file about 1.2 s. A browser that
 * crashed or was closed is launched again.
 */
async function workerChromium(): Promise<Browser> {
  const current = workerBrowser && (await workerBrowser.catch(() => null));
  if (current?.isConnected()) return current;
  workerBrowser = launchChromium();
  return workerBrowser;
}

/** A journey file's session in the worker's shared Chromium (ChromiumSession). */
export async function sharedChromium(): Promise<ChromiumSession> {
  const browser = await workerChromium();
  const opened = new Set<BrowserContext>();
  const newContext = async (options?: BrowserContextOptions) => {
    const context = await browser.newContext(options);
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  return {
    newContext,
    async newPage(options) {
      return (await newContext(options)).newPage();
    },
    async close() {
      await Promise.all([...opened].map((context) => context.close()));
    },
  };
}
