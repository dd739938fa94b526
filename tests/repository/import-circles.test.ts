import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No two modules of the product import each other, directly or through others
 * (docs/architecture.md): a circle makes the order modules load in matter, ties two files that
 * should change apart, and hides which of them owns what. Static imports, lazy `import()` and
 * re-exports count; type-only imports too (a type shared both ways belongs in a third module).
 * Relative imports name their file with its extension here, so reading them needs no resolver.
 */
const root = join(dirname(new URL(import.meta.url).pathname), '..', '..');
const ROOMS = ['app', 'contract', 'machines', 'ui-kit', 'renderer', 'player', 'server', 'stories'];
const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--', ...ROOMS.map((room) => `${room}/*.ts`), ...ROOMS.map((room) => `${room}/*.tsx`)], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed.split('\n').filter(Boolean);
}

export function importGraph(files: string[], read: (file: string) => string): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const match of read(file).matchAll(IMPORT)) {
      const target = normalize(join(dirname(file), match[1] ?? match[2] ?? ''));
      if (known.has(target) && target !== file) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one file: each is a circle. */
export function circlesOf(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const lowOf = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    indexOf.set(file, index);
    lowOf.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!indexOf.has(target)) {
        visit(target);
        lowOf.set(file, Math.min(lowOf.get(file)!, lowOf.get(target)!));
      } else if (onStack.has(target)) {
        lowOf.set(file, Math.min(lowOf.get(file)!, indexOf.get(target)!));
      }
    }
    if (lowOf.get(file) === indexOf.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!indexOf.has(file)) visit(file);
  return circles;
}

describe('import circles', () => {
  it('finds a circle through three files and none in a chain', () => {
    const sources: Record<string, string> = {
      'app/a.ts': "import { b } from './b.ts';",
      'app/b.ts': "export { c } from './c.ts';",
      'app/c.ts': "const a = () => import('./a.ts');",
      'app/d.ts': "import type { a } from './a.ts';",
    };
    const graph = importGraph(Object.keys(sources), (file) => sources[file]!);
    expect(circlesOf(graph)).toEqual([['app/a.ts', 'app/b.ts', 'app/c.ts']]);
  });

  it('the product has none', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(500);
    const circles = circlesOf(importGraph(files, (file) => readFileSync(join(root, file), 'utf8')));
    expect(circles).toEqual([]);
  });
});
