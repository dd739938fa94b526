import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
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

/** The hashes of APP_DIR/index.html, read once at start (a rebuild needs a restart anyway). */
export function appInlineScriptHashes(appDir: string): string[] {
  const indexHtml = join(appDir, 'index.html');
  return existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];
}
