import type { LayoutNode, LayoutTree } from '../contract/layout/tree.ts';
import { loadLayoutTypefaces, typefaceUrlsOf } from '../renderer/typefaces.ts';
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

/**
 * The machine's prepareMedia: every file of a new layout (media and typefaces) is loaded (and kept in the media cache,
 * from which the service worker serves it when the server is away) before the layout replaces the
 * one on screen. Rejects when one cannot be loaded, so the old layout stays. Without the Cache API
 * (plain HTTP on a LAN) the files are still loaded once, so the browser's own cache holds them.
 */
export async function prepareMedia(tree: LayoutTree): Promise<void> {
  const store = cacheStorage();
  const cache = store === null ? null : await store.open(MEDIA_CACHE);
  await Promise.all(
    layoutFileUrlsOf(tree).map(async (url) => {
      if (cache !== null && (await cache.match(url)) !== undefined) return;
      const response = await load(url);
      if (cache === null) {
        await response.arrayBuffer();
        return;
      }
      // A file too big for the storage quota (a long video) still plays online: that it could not
      // be kept for an outage must not keep the new layout off the screen.
      await cache.put(url, response).catch(() => undefined);
    }),
  );
  // Its fonts are in the cache now: loaded into the page, the layout's first frame is in them.
  await loadLayoutTypefaces(tree);
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
