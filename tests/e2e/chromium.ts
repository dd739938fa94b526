import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_MISSING, CHROMIUM_PATH } from '../support/chromiumPath.mjs';

/** A Chromium of its own, for a script that is not a journey (the size check, the benches). */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(CHROMIUM_MISSING);
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

/** Every context the journeys have open, for the failure report (describeOpenPages). */
const openContexts = new Set<BrowserContext>();

/** The journey running now (tests/e2e/failureReport.setup.ts tells), and those already reported. */
let currentJourney: { result?: { state?: string } } | null = null;
const reportedJourneys = new WeakSet<object>();

export function journeyStarted(journey: { result?: { state?: string } }): void {
  currentJourney = journey;
}

/**
 * Once the running journey has failed, prints what its open pages show (once): called before a
 * context closes (a file's afterEach closes them before Vitest's onTestFailed runs) and after the
 * failure for files that keep theirs open until afterAll. CI keeps only the log: a step that timed
 * out waiting for a dialog then says what was on the screen.
 */
export async function reportIfJourneyFailed(): Promise<void> {
  const journey = currentJourney;
  if (journey === null || journey.result?.state !== 'fail' || reportedJourneys.has(journey)) return;
  reportedJourneys.add(journey);
  console.error(`What the open pages showed when the journey failed:\n${await describeOpenPages()}`);
}

/** What each open page shows: its address and its accessibility tree (Playwright's ARIA snapshot). */
async function describeOpenPages(): Promise<string> {
  const pages = [...openContexts].flatMap((context) => context.pages());
  const described = await Promise.all(
    pages.map(async (page, index) => {
      const tree = await page
        .locator('body')
        .ariaSnapshot({ timeout: 5_000 })
        .catch((error: unknown) => `(no snapshot: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
      return `── page ${index + 1} of ${pages.length}: ${page.url()}\n${tree}`;
    }),
  );
  return described.join('\n');
}

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
    openContexts.add(context);
    const close = context.close.bind(context);
    context.close = async (closeOptions) => {
      await reportIfJourneyFailed();
      return close(closeOptions);
    };
    context.once('close', () => {
      opened.delete(context);
      openContexts.delete(context);
    });
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
