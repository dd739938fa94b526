import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A small Storybook of the tests' making, shaped as `storybook build` writes one: a manager page whose
 * inline script frames iframe.html. The shared portal serves it (`STORYBOOK_DIR`), so the journey
 * that opens it from Settings needs neither the two-minute build nor a portal of its own, and still
 * proves what a real one needs: the link, the cookie, the inline script allowed by its hash and
 * same-origin framing.
 */
export const TEST_STORYBOOK_HEADING = 'Venue Portal Storybook';
export const TEST_STORYBOOK_STORY_TEXT = 'Screens / Settings';

const MANAGER_PAGE = `<!doctype html><html lang="en"><head><title>Storybook</title><link rel="icon" href="data:,"></head><body>
<script>
  const heading = document.createElement('h1');
  heading.textContent = '${TEST_STORYBOOK_HEADING}';
  document.body.append(heading);
  const preview = document.createElement('iframe');
  preview.title = 'Story preview';
  preview.src = './iframe.html';
  document.body.append(preview);
</script></body></html>`;
const PREVIEW_PAGE = `<!doctype html><html lang="en"><head><title>Story</title><link rel="icon" href="data:,"></head><body><p>${TEST_STORYBOOK_STORY_TEXT}</p></body></html>`;

/** Writes the test Storybook into `dir` (made if missing) and returns it. */
export function writeTestStorybook(dir: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), MANAGER_PAGE);
  writeFileSync(join(dir, 'iframe.html'), PREVIEW_PAGE);
  return dir;
}
