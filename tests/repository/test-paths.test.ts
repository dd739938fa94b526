import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A unit test lives at `tests/<the source path of what it tests>` (docs/decisions.md#tests), so a
 * newcomer finds the test of any module in one hop: tests/server/services/venues/venue-alerts.test.ts
 * tests server/services/venues/venue-alerts.ts; a test of a route file sits in tests/server/routes/
 * (or tests/server/device/routes/) under the route file's name, an aspect after it
 * (`venues-list-order.test.ts` tests routes/venues.ts); a test of a whole area sits in that area's
 * folder, named for what it proves (tests/server/access/cross-tenant.test.ts).
 *
 * Read from the files:
 * 1. a test named like a source module (its name up to the first dot, any case) sits in the
 *    mirror of that module's folder;
 * 2. the test's folder below tests/<root>/ is a folder of the source tree;
 * 3. there it tests the module it is named like: imports it or names its path in a comment; named
 *    like none, it imports or names a module of its folder (what it exercises of the area). A
 *    route file's test reaches it through HTTP: in a route folder the name says which file.
 */

const root = join(dirname(new URL(import.meta.url).pathname), '..', '..');

/** The source roots a unit test mirrors: tests/<root>/… for <root>/…. */
const SOURCE_ROOTS = ['app', 'contract', 'machines', 'player', 'renderer', 'server', 'stories', 'ui-kit'];

/** Folders of tests/ that hold no unit tests: journeys, benchmarks, bundle budgets, helpers, screenshots, these checks. */
const NOT_UNIT_TESTS = ['e2e', 'bench', 'size', 'support', 'visual', 'repository'];

/** Folders whose modules the tests reach through HTTP (the app's inject), not by import. */
const ROUTE_FOLDERS = ['server/routes', 'server/device/routes'];

const MODULE = /\.(ts|tsx|mts|mjs|js)$/;
const TEST = /\.test\.(ts|tsx)$/;

/** A file's name up to its first dot: `assetEditor.machine.ts` → `assetEditor`. */
const nameOf = (path: string) => basename(path).split('.')[0]!;

/** `auth-login` extends `auth`, `assetEditorHistory` extends `assetEditor`: the module's name, then an aspect. */
export function extendsName(test: string, module: string): boolean {
  const [testName, moduleName] = [nameOf(test), nameOf(module)];
  if (testName.length === moduleName.length || !testName.toLowerCase().startsWith(moduleName.toLowerCase())) return false;
  return /[-_A-Z]/.test(testName[moduleName.length]!);
}

function files(paths: string[]): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...paths], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((path) => path !== '' && existsSync(join(root, path)));
}

/**
 * The modules a test reaches: those it imports (relative imports, vi.mock, new URL) and those it
 * names by path, from the repository's root (`server/access/scope.ts`) or its source root's
 * (`services/identities/session-cache.ts`).
 */
function reachedModules(test: string, text: string, index: ModuleIndex): string[] {
  const reached = new Set<string>();
  for (const match of text.matchAll(/['"`](\.\.?\/[^'"`\s]+)['"`]/g)) {
    const module = index.byPath.get(normalize(join(dirname(test), match[1]!)).replace(MODULE, ''));
    if (module) reached.add(module);
  }
  for (const match of text.matchAll(/(?:[\w.-]+\/)+[\w.-]+\.(?:ts|tsx|mts|mjs|js)\b/g)) {
    const module = index.byName.get(match[0]);
    if (module) reached.add(module);
  }
  return [...reached];
}

/** The source modules, looked up by path without extension, by path named in a text, by folder and by name. */
interface ModuleIndex {
  byPath: Map<string, string>;
  byName: Map<string, string>;
  byFolder: Map<string, string[]>;
  byLowerName: Map<string, string[]>;
}

function indexModules(modules: string[]): ModuleIndex {
  const index: ModuleIndex = { byPath: new Map(), byName: new Map(), byFolder: new Map(), byLowerName: new Map() };
  for (const path of modules) {
    index.byPath.set(path.replace(MODULE, ''), path);
    index.byName.set(path, path);
    index.byFolder.set(dirname(path), [...(index.byFolder.get(dirname(path)) ?? []), path]);
    const name = nameOf(path).toLowerCase();
    index.byLowerName.set(name, [...(index.byLowerName.get(name) ?? []), path]);
  }
  for (const path of modules) {
    const belowRoot = path.slice(path.indexOf('/') + 1);
    if (belowRoot.includes('/') && !index.byName.has(belowRoot)) index.byName.set(belowRoot, path);
  }
  return index;
}

/** Route files by the URL prefix server/app.ts registers them under: '/api/venues' → server/routes/venues.ts, …. */
function routeFilesByPrefix(): Map<string, Set<string>> {
  const app = readFileSync(join(root, 'server/app.ts'), 'utf8');
  const fileOf = new Map<string, string>();
  for (const match of app.matchAll(/import \{([^}]+)\} from '\.\/((?:device\/)?routes\/[^']+)'/g)) {
    for (const name of match[1]!.split(',')) fileOf.set(name.trim(), `server/${match[2]}`);
  }
  const byPrefix = new Map<string, Set<string>>();
  for (const match of app.matchAll(/register\((\w+), \{ prefix: '([^']+)' \}\)/g)) {
    const file = fileOf.get(match[1]!);
    if (file) byPrefix.set(match[2]!, new Set([...(byPrefix.get(match[2]!) ?? []), file]));
  }
  return byPrefix;
}

/**
 * For a server test that calls the API: the prefix it calls most and the route file of that prefix
 * named like it ('/api/venues' → routes/venues.ts; logos.ts and the others under it are asides).
 */
function calledRoutes(text: string, byPrefix: Map<string, Set<string>>): { prefix: string; file: string } | undefined {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(/['"`](\/(?:api|public)\/[^'"`\s?$]*)/g)) {
    const prefix = [...byPrefix.keys()].filter((key) => match[1] === key || match[1]!.startsWith(`${key}/`)).sort((a, b) => b.length - a.length)[0];
    if (prefix) counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  const top = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!top) return undefined;
  const plain = (name: string) => name.replace(/-/g, '').toLowerCase();
  const segment = plain(top.split('/').at(-1)!);
  const files = [...byPrefix.get(top)!];
  const file = files.find((path) => plain(nameOf(path)).startsWith(segment)) ?? files[0]!;
  return { prefix: top, file };
}

/** Where a test named for no module of its folder should go. */
function where(test: string, text: string, reached: string[], byPrefix: Map<string, Set<string>>): string {
  const sourceRoot = test.split('/')[1]!;
  const called = sourceRoot === 'server' ? calledRoutes(text, byPrefix) : undefined;
  if (called) {
    const route = nameOf(called.file);
    // venue-list-order calling venues.ts → venues-list-order, not venues-venue-list-order.
    const singular = route.replace(/ies$/, 'y').replace(/s$/, '');
    const aspect = nameOf(test).replace(new RegExp(`^(${route}|${singular})-`), '');
    return `it calls ${called.prefix} most (${called.file}): if that route file is what it tests, move it to tests/${dirname(called.file)}/${route}-${aspect}.test.ts (the route file's name, then what it proves); else to tests/<the folder of the module it tests>/`;
  }
  // Deepest first: the most particular module it reaches is the likeliest to be what it tests.
  const folders = [...new Set(reached.filter((path) => path.startsWith(`${sourceRoot}/`)).map((path) => dirname(path)))].sort(
    (a, b) => b.split('/').length - a.split('/').length,
  );
  return folders.length > 0
    ? `move it to the folder of the module it tests, one of ${folders.map((folder) => `tests/${folder}/`).join(', ')}, named for that module or for what it proves`
    : `move it to tests/<the folder of the module it tests>/`;
}

/** Every unit test out of its place, with where it belongs. */
export function misplacedTests(): string[] {
  const modules = files(SOURCE_ROOTS).filter((path) => MODULE.test(path) && !/\.d\.m?ts$/.test(path));
  const folders = new Set(modules.flatMap((path) => path.split('/').slice(0, -1).map((_part, index, parts) => parts.slice(0, index + 1).join('/'))));
  const tests = files(['tests']).filter((path) => TEST.test(path) && !NOT_UNIT_TESTS.includes(path.split('/')[1]!));
  const byPrefix = routeFilesByPrefix();
  const moduleIndex = indexModules(modules);

  const problems: string[] = [];
  for (const test of tests) {
    const folder = dirname(test).slice('tests/'.length); // server/routes
    const sourceRoot = folder.split('/')[0]!;
    const text = readFileSync(join(root, test), 'utf8');
    const reached = reachedModules(test, text, moduleIndex);
    const problem = (message: string) => problems.push(`${test}: ${message}`);

    if (!SOURCE_ROOTS.includes(sourceRoot)) {
      problem(`tests/${sourceRoot}/ mirrors no source root (${SOURCE_ROOTS.join(', ')}); ${where(test, text, reached, byPrefix)}`);
      continue;
    }
    // 1. Named like a module of its source root: in that module's folder.
    const namesakes = (moduleIndex.byLowerName.get(nameOf(test).toLowerCase()) ?? []).filter((path) => path.startsWith(`${sourceRoot}/`));
    if (namesakes.length > 0 && !namesakes.some((path) => dirname(path) === folder)) {
      const ranked = [...namesakes.filter((path) => reached.includes(path)), ...namesakes.filter((path) => !reached.includes(path))];
      const places = [...new Set(ranked.map((path) => `tests/${dirname(path)}/${basename(test)}`))];
      problem(`named like ${ranked.join(', ')}: move it to ${places.join(' or ')}`);
      continue;
    }
    // 2. Its folder is one of the source tree.
    if (!folders.has(folder)) {
      problem(`${folder}/ is no folder of the source tree; ${where(test, text, reached, byPrefix)}`);
      continue;
    }
    // 3. It tests a module of its folder: the one it is named like, else one it imports or names.
    const here = moduleIndex.byFolder.get(folder) ?? [];
    const namesakesHere = namesakes.filter((path) => dirname(path) === folder);
    const routeFolder = ROUTE_FOLDERS.includes(folder);
    if (namesakesHere.length > 0) {
      if (!routeFolder && !namesakesHere.some((path) => reached.includes(path))) {
        problem(`named like ${namesakesHere.join(', ')} but neither imports it nor names its path: say in a comment which module it tests, or rename it`);
      }
    } else if (routeFolder) {
      if (!here.some((path) => extendsName(test, path))) {
        problem(`named like no route file of ${folder}/; ${where(test, text, reached, byPrefix)}`);
      }
    } else if (!here.some((path) => reached.includes(path))) {
      problem(`imports and names no module of ${folder}/; ${where(test, text, reached, byPrefix)}`);
    }
  }
  return problems;
}

describe('unit tests mirror the source path (docs/decisions.md#tests)', () => {
  it('reads a test name as a module name and an aspect', () => {
    expect(extendsName('tests/server/routes/auth-login.test.ts', 'server/routes/auth.ts')).toBe(true);
    expect(extendsName('tests/machines/assetEditorHistory.test.ts', 'machines/assetEditor.machine.ts')).toBe(true);
    expect(extendsName('tests/server/routes/authority.test.ts', 'server/routes/auth.ts')).toBe(false);
    expect(extendsName('tests/server/routes/auth.test.ts', 'server/routes/auth.ts')).toBe(false);
  });

  it('finds every unit test at tests/<the source path of what it tests>', () => {
    expect(misplacedTests()).toEqual([]);
  });
});
