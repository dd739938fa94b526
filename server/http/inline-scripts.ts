import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
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
 * The hashes of the apps' index.html files, read again once one of them changed. `npm run build`
 * under a running server writes a new import map: with the hashes read at start, the CSP blocked
 * it and every page of the portal stayed blank until a restart. At most one stat per file every
 * INDEX_HTML_RECHECK_MS, whatever the traffic (the hook asking is on every player's poll); the same
 * array is answered until something changed, so a caller can compare by identity.
 */
export function inlineScriptHashesOfApps(appDirs: string[]): (nowMs: number) => string[] {
  const versionOf = (dir: string) => {
    try {
      const { mtimeMs, size } = statSync(join(dir, 'index.html'));
      return `${mtimeMs}:${size}`;
    } catch {
      return 'none';
    }
  };
  let versions = appDirs.map(versionOf).join('|');
  let hashes = appDirs.flatMap(appInlineScriptHashes);
  let checkedAtMs = -Infinity;
  return (nowMs) => {
    if (Math.abs(nowMs - checkedAtMs) < INDEX_HTML_RECHECK_MS) return hashes;
    checkedAtMs = nowMs;
    const now = appDirs.map(versionOf).join('|');
    if (now !== versions) {
      versions = now;
      hashes = appDirs.flatMap(appInlineScriptHashes);
    }
    return hashes;
  };
}
