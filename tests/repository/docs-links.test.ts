import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ are the front door: a newcomer follows their links one hop to a page, a
 * heading or a file. A link to a renamed heading or a moved file is a dead end, so every relative
 * link must land on a file that exists and, with a #fragment into a Markdown page, on one of its
 * headings (GitHub's anchors: lower case, punctuation dropped, spaces as hyphens).
 */
const root = join(dirname(new URL(import.meta.url).pathname), '..', '..');

function markdownPages(): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(root, 'docs', name));
  const readmes = ['README.md', 'ui-kit/README.md', 'tests/visual/README.md', 'contract/README.md']
    .map((path) => join(root, path))
    .filter((path) => existsSync(path));
  return [...readmes, ...docs];
}

/** GitHub's heading anchor: lower case, markup and punctuation out, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(page: string): Set<string> {
  const text = readFileSync(page, 'utf8').replace(/```[\s\S]*?```/g, '');
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of text.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = headingAnchor(match[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  // Explicit anchors (<a id="…">) that pages use for numbered decisions.
  for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  return anchors;
}

function relativeLinks(page: string): { target: string; fragment: string | undefined }[] {
  const text = readFileSync(page, 'utf8').replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const links: { target: string; fragment: string | undefined }[] = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const href = match[1]!;
    if (/^[a-z]+:/i.test(href)) continue; // http:, mailto: — not ours to check offline
    const [target = '', fragment] = href.split('#');
    links.push({ target, fragment });
  }
  return links;
}

describe('links in the README and docs/', () => {
  it('reads GitHub-style anchors', () => {
    expect(headingAnchor('The Storybook for designers')).toBe('the-storybook-for-designers');
    expect(headingAnchor('What `npm test` runs')).toBe('what-npm-test-runs');
    expect(headingAnchor('Zones, categories & rules')).toBe('zones-categories--rules');
  });

  for (const page of markdownPages()) {
    it(`every relative link of ${relative(root, page)} lands on a file and heading that exist`, () => {
      const dead: string[] = [];
      for (const { target, fragment } of relativeLinks(page)) {
        const file = target === '' ? page : join(dirname(page), target);
        if (!existsSync(file)) {
          dead.push(`${target}${fragment ? `#${fragment}` : ''} (no such file)`);
          continue;
        }
        if (fragment && file.endsWith('.md') && !anchorsOf(file).has(fragment)) {
          dead.push(`${target}#${fragment} (no such heading)`);
        }
      }
      expect(dead).toEqual([]);
    });
  }
});

describe('docs/ pages cited by the code', () => {
  it('every "docs/<page>.md#<anchor>" in a source file, test or script names a page and heading that exist', () => {
    const listed = execFileSync('git', ['grep', '-ohE', 'docs/[a-z0-9-]+\\.md(#[a-z0-9-]+)?', '--', '.', ':!docs', ':!*.md'], {
      cwd: root,
      encoding: 'utf8',
    });
    const citations = [...new Set(listed.split('\n').filter(Boolean))];
    expect(citations.length).toBeGreaterThan(0);
    const dead = citations.filter((citation) => {
      const [page = '', fragment] = citation.split('#');
      const file = join(root, page);
      return !existsSync(file) || (fragment !== undefined && !anchorsOf(file).has(fragment));
    });
    expect(dead).toEqual([]);
  });
});
