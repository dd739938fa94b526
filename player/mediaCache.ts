import type { LayoutNode, LayoutTree } from '../contract/layout/tree.ts';
import { loadLayoutTypefaces, typefaceUrlsOf } from '../renderer/typefaces.ts';
import { loadLayoutWidgets } from '../renderer/widgets/LazyQrCode.tsx';
import { MEDIA_CACHE } from './cacheNames.ts';

/** Every media address a layout draws (nested groups included), once each. */
export function mediaUrlsOf(tree: LayoutTree): string[] {
  const urls = new Set<string>();
  const visit = (nodes: LayoutNode[]) => {
    for (const node of nodes) {
      if (node.media?.status === 'ok') urls.add(node.media.url);
      if (node.children) visit(node.children);
    }
  };
  visit(tree.placements);
  return [...urls];
}

/** Every file a layout needs to draw offline: its media and the files of the typefaces it uses. */
export function layoutFileUrlsOf(tree: LayoutTree): string[] {
  return [...mediaUrlsOf(tree), ...typefaceUrlsOf(tree)];
}

/** The Cache API exists only in a secure context (HTTPS, or localhost). */
const cacheStorage = (): CacheStorage | null => (typeof caches === 'undefined' ? null : caches);

async function load(url: string): Promise<Response> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Media ${url} answered ${response.status}.`);
  return response;
}

/** Loads one file into the cache (when it is not there yet); rejects when it cannot be had. */
async function cacheFile(cache: Cache | null, url: string): Promise<void> {
  if (cache !== null && (await cache.match(url)) !== undefined) return;
  const response = await load(url);
  if (cache === null) {
    await response.arrayBuffer();
    return;
  }
  // A file too big for the storage quota (a long video) still plays online: that it could not
  // be kept for an outage must not keep the new layout off the screen.
  await cache.put(url, response).catch(() => undefined);
}

const openMediaCache = async () => {
  const store = cacheStorage();
  return store === null ? null : store.open(MEDIA_CACHE);
};

/**
 * The machine's prepareMedia: every file of a new layout (media and typefaces) is loaded (and kept in the media cache,
 * from which the service worker serves it when the server is away) before the layout replaces the
 * one on screen. Rejects when one cannot be loaded, so the old layout stays. Without the Cache API
 * (plain HTTP on a LAN) the files are still loaded once, so the browser's own cache holds them.
 */
export async function prepareMedia(tree: LayoutTree): Promise<void> {
  const cache = await openMediaCache();
  await Promise.all(layoutFileUrlsOf(tree).map((url) => cacheFile(cache, url)));
  // Its fonts are in the cache now: loaded into the page, the layout's first frame is in them (and
  // has its widgets' code: a QR code's encoder loads with the first layout that has one).
  await Promise.all([loadLayoutTypefaces(tree), loadLayoutWidgets(tree)]);
}

/** A switch waits at most this for the next layout's files before the schedule wins. */
const PREPARE_TIMEOUT_MS = 20_000;

/** Images kept decoded for the layout about to show, so its first frame has them (no blank box). */
const decodedImages = new Map<string, HTMLImageElement>();

async function decodeImages(tree: LayoutTree): Promise<void> {
  const urls = new Set<string>();
  const visit = (nodes: LayoutNode[]) => {
    for (const node of nodes) {
      if (node.media?.status === 'ok' && node.media.contentType.startsWith('image/')) urls.add(node.media.url);
      if (node.children) visit(node.children);
    }
  };
  visit(tree.placements);
  for (const url of decodedImages.keys()) if (decodedImages.size > 32 && !urls.has(url)) decodedImages.delete(url);
  await Promise.all(
    [...urls].map(async (url) => {
      const image = decodedImages.get(url) ?? new Image();
      image.src = url;
      decodedImages.set(url, image);
      await image.decode().catch(() => undefined);
    }),
  );
}

/**
 * The timeline's prepareLayout: the next item's files are cached, its fonts loaded and
 * its images decoded before its start. Fonts are loaded even when a file failed (what can be drawn
 * is drawn in the right typeface); then it rejects, so the machine knows and asks again next time.
 */
export async function prepareLayout(tree: LayoutTree): Promise<void> {
  const work = (async () => {
    const cache = await openMediaCache();
    const files = await Promise.allSettled(layoutFileUrlsOf(tree).map((url) => cacheFile(cache, url)));
    await Promise.all([loadLayoutTypefaces(tree), loadLayoutWidgets(tree), decodeImages(tree)]);
    const failed = files.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The layout took too long to prepare.')), PREPARE_TIMEOUT_MS);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Every file of every layout the week can show, cached one after the other in the background when
 * a week arrives: a week-long outage must find them all. Failures are left for the next week's
 * answer or the switch itself to fetch again.
 */
export async function cacheFilesOf(trees: LayoutTree[]): Promise<void> {
  const cache = await openMediaCache();
  const urls = new Set(trees.flatMap(layoutFileUrlsOf));
  for (const url of urls) await cacheFile(cache, url).catch(() => undefined);
}

/** Once a layout is shown, files no layout needs any more leave the cache (it must not grow forever). */
export async function keepOnlyMediaOf(trees: LayoutTree[]): Promise<void> {
  const store = cacheStorage();
  if (store === null) return;
  const keep = new Set(trees.flatMap((tree) => layoutFileUrlsOf(tree).map((url) => new URL(url, location.href).href)));
  const cache = await store.open(MEDIA_CACHE);
  for (const request of await cache.keys()) {
    if (!keep.has(request.url)) await cache.delete(request);
  }
}

/** Unlinked: the venue's files go with its layouts. */
export async function forgetMedia(): Promise<void> {
  await cacheStorage()?.delete(MEDIA_CACHE);
}
