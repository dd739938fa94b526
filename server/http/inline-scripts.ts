import { createHash } from 'node:crypto';
import { existsSync, readFileSync, unwatchFile, watchFile, type Stats } from 'node:fs';
import { join } from 'node:path';

/** `<script …>body</script>` without a src: what CSP's script-src must allow by hash. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * CSP source expressions ('sha256-…') of the inline scripts of the built app's index.html. Parcel
 * writes one when the app is split into chunks: the import map that resolves lazy routes' bundles.
 * A 'self'-only script-src blocks it, and then every lazy route fails to load.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The hashes of APP_DIR/index.html as it is now (none while there is none). */
export function appInlineScriptHashes(appDir: string): string[] {
  const indexHtml = join(appDir, 'index.html');
  return existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];
}

/** How often a running server looks whether a build replaced an index.html. */
export const INDEX_HTML_RECHECK_MS = 2_000;

/**
 * Calls `onChange` with the apps' hashes once a build replaced one of their index.html files.
 * `npm run build` under a running server writes a new import map: with the hashes read at start,
 * the CSP blocked it and every page of the portal stayed blank until a restart. Node's stat
 * polling (fs.watchFile, one stat per file every INDEX_HTML_RECHECK_MS, off the request path: the
 * header hook runs on every player's poll) also sees a file deleted and written again, as a clean
 * build does. Returns the function that stops watching.
 */
export function watchAppInlineScripts(appDirs: string[], onChange: (hashes: string[]) => void): () => void {
  const files = appDirs.map((dir) => join(dir, 'index.html'));
  const changed = (current: Stats, previous: Stats) => {
    if (current.mtimeMs !== previous.mtimeMs || current.size !== previous.size) onChange(appDirs.flatMap(appInlineScriptHashes));
  };
  for (const file of files) watchFile(file, { persistent: false, interval: INDEX_HTML_RECHECK_MS }, changed);
  return () => {
    for (const file of files) unwatchFile(file, changed);
  };
}
