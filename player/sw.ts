/**
 * The player's service worker (scope /player): a screen that restarts while the server or the
 * network is down still opens and plays its last layout.
 * - The player's page and bundles are cached at install (Parcel's manifest of this build; the data
 *   list's drawing when first fetched, see keptOnUse); the page
 *   is asked of the network first (a new build arrives by itself) and served from the cache when
 *   the network fails or hangs.
 * - Media (/public/…) come from the media cache the page fills before it shows a layout
 *   (mediaCache.ts), with byte ranges for video; files not cached go to the network. So do the
 *   typeface files a layout uses (they are the build's files, but only a layout's are kept).
 * - The API is never answered from a cache: the machine must see the server is away.
 */
import { manifest, version } from '@parcel/service-worker';
import { MEDIA_CACHE, PLAYER_PAGE, SHELL_CACHE_PREFIX } from './cacheNames.ts';

declare const self: ServiceWorkerGlobalScope;

const SHELL_CACHE = SHELL_CACHE_PREFIX + version;
/** A navigation that has not answered by then is served from the cache: the screen must not stay black. */
const PAGE_TIMEOUT_MS = 4_000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // Not the worker itself, not index.html (cached as /player), not the .woff fallbacks of .woff2,
      // and of the layouts' typefaces only Inter (the player's own screens use it): the 20 weigh
      // megabytes, so only those a layout uses are kept, in the media cache (mediaCache.ts).
      const layoutTypeface = (url: string) => url.endsWith('.woff2') && !/\/inter-latin-[^/]*$/.test(url);
      // Nor the screenshot library (8 KB, a tenth of the player's first download): a screenshot is
      // taken only to be uploaded, which needs the server, so a screen that is offline never needs
      // it, and one that is online fetches it with its first screenshot.
      const screenshotLibrary = (url: string) => /\/screenshotLibrary\.[^/]*js$/.test(url);
      const bundles = manifest.filter((url) => !/\/sw\.[^/]*js$|\.html$|\.woff$/.test(url) && !layoutTypeface(url) && !screenshotLibrary(url) && !keptOnUse(url));
      // Once each: a file both the player's CSS and the renderer use is listed twice, and addAll
      // rejects duplicates (the worker would never install).
      await cache.addAll([...new Set([PLAYER_PAGE, ...bundles])]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

async function page(request: Request): Promise<Response> {
  try {
    const response = await fetch(request, { signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) });
    // A server that answers but fails (a proxy's 502) is no better than none.
    if (response.ok) return response;
  } catch {
    // Away or hanging: the cached page below.
  }
  const cached = await caches.match(PLAYER_PAGE, { cacheName: SHELL_CACHE });
  return cached ?? fetch(request);
}

/**
 * Bundles kept when first fetched rather than at install: the data list widget's drawing, which
 * only a layout with a data list needs. The player fetches it while it prepares such a layout
 * (mediaCache.ts prepareMedia), before showing it, so a screen that restarts offline has it.
 */
const keptOnUse = (url: string) => /\/DataListView\.[^/]*js$/.test(url);

async function bundle(request: Request): Promise<Response> {
  const cached = (await caches.match(request, { cacheName: SHELL_CACHE })) ?? (await caches.match(request.url, { cacheName: MEDIA_CACHE }));
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && keptOnUse(request.url)) {
    const cache = await caches.open(SHELL_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

/** A cached file, or the part of it a video asks for (a range answered with 206). */
async function media(request: Request): Promise<Response> {
  const cached = await caches.match(request.url, { cacheName: MEDIA_CACHE, ignoreSearch: true });
  if (cached === undefined) return fetch(request);
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
  if (range === null) return cached;
  const body = await cached.blob();
  const start = range[1] === '' ? Math.max(0, body.size - Number(range[2])) : Number(range[1]);
  const end = range[1] !== '' && range[2] !== '' ? Math.min(Number(range[2]), body.size - 1) : body.size - 1;
  if (start > end || start >= body.size) {
    return new Response(null, { status: 416, headers: { 'content-range': `bytes */${body.size}` } });
  }
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      'content-type': cached.headers.get('content-type') ?? 'application/octet-stream',
      'content-range': `bytes ${start}-${end}/${body.size}`,
      'content-length': String(end - start + 1),
      'accept-ranges': 'bytes',
    },
  });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname === PLAYER_PAGE) event.respondWith(page(request));
  else if (url.pathname.startsWith(`${PLAYER_PAGE}/`)) event.respondWith(bundle(request));
  else if (url.pathname.startsWith('/public/')) event.respondWith(media(request));
});
