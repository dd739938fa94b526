import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import patterns that reach a top-level folder of ours from anywhere below the root. */
function forbiddenFolders(folders) {
  return folders.map((folder) => ({
    regex: String.raw`^(\.\./)+${folder}/`,
    message: `docs/architecture.md: this folder may not import ${folder}/.`,
  }));
}

/** One no-restricted-imports block per folder, naming the top-level folders it may not import. */
function boundaries(forbidden) {
  return Object.entries(forbidden).map(([files, folders]) => ({
    files: [files],
    rules: { 'no-restricted-imports': ['error', { patterns: forbiddenFolders(folders) }] },
  }));
}

/** Outside folders server/ may not import (docs/architecture.md: server → contract). */
const NOT_FOR_SERVER = ['app', 'machines', 'ui-kit', 'player', 'renderer', 'stories', 'tests'];

/**
 * The layers inside server/ (docs/architecture.md#the-lint-rules-that-keep-the-walls): one block per folder, naming the parts of
 * server/ it may not import, on top of NOT_FOR_SERVER (a later block replaces the rule, not adds to it).
 */
function serverLayers(forbidden) {
  return Object.entries(forbidden).map(([files, { parts, paths = [], ignores = [] }]) => ({
    files: [files],
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths,
          patterns: [
            ...forbiddenFolders(NOT_FOR_SERVER),
            ...parts.map((part) => ({
              regex: String.raw`^(\.\./)+${part}(/|\.ts$)`,
              message: `docs/architecture.md#the-lint-rules-that-keep-the-walls: this folder of server/ may not import server/${part}.`,
            })),
          ],
        },
      ],
    },
  }));
}

/**
 * The rooms of app/ (docs/architecture.md#inside-app). routes/ holds route modules, features/<domain>/ a domain's
 * views, cards, hooks, texts and styles, shared/ what several features use; api/, forms/, routing/, session/,
 * toasts/ and theme/ are the foundation under them all. Judged by the file an import reaches, not by how many
 * `../` it spells, so `features/compliance/report/` is held to the same wall as `features/compliance/`.
 */
const FOUNDATION = ['api', 'forms', 'routing', 'session', 'toasts', 'theme'];

/** The room of a repository-relative path inside app/: 'routes', 'shared', 'feature:<domain>', a foundation folder, or 'top'. */
function appRoomOf(file) {
  const [top, folder, domain] = file.split('/');
  if (top !== 'app' || folder === undefined) return null;
  if (folder === 'features') return `feature:${domain}`;
  if (folder === 'routes' || folder === 'shared' || FOUNDATION.includes(folder)) return folder;
  return 'top';
}

/** Why `from` may not import `to`, or null when the arrow is allowed. */
function appRoomWall(from, to) {
  if (to === null || from === to) return null;
  if (to === 'top') return from === 'top' ? null : 'only the entry files (main.tsx, App.tsx, router.tsx) import the entry files';
  if (to === 'routes') return from === 'top' ? null : 'only the router and route modules import app/routes/';
  if (FOUNDATION.includes(from) && !FOUNDATION.includes(to)) {
    return 'api/, forms/, routing/, session/, toasts/ and theme/ import no feature, shared piece or route: they sit under them all';
  }
  if (from === 'shared' && to.startsWith('feature:')) return 'app/shared/ imports no feature: it sits under them all';
  if (from.startsWith('feature:') && to.startsWith('feature:')) {
    return `a feature imports app/shared/, never another feature (${to.slice('feature:'.length)}/): move what both use to app/shared/`;
  }
  return null;
}

const repositoryRoot = import.meta.dirname;

const appRooms = {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = path.relative(repositoryRoot, context.filename).split(path.sep).join('/');
        const fromRoom = appRoomOf(from);
        if (fromRoom === null) return {};
        function check(source) {
          if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          const to = path.relative(repositoryRoot, path.resolve(path.dirname(context.filename), source.value)).split(path.sep).join('/');
          const wall = appRoomWall(fromRoom, appRoomOf(to));
          if (wall) context.report({ node: source, message: `docs/architecture.md#inside-app: ${wall}.` });
        }
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
    'queries-declared-once': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = path.relative(repositoryRoot, context.filename).split(path.sep).join('/');
        if (!file.startsWith('app/') || file.startsWith('app/api/')) return {};
        const declaredOnce =
          'docs/architecture.md#inside-app: a server query is declared once, in its app/api/ module (its key, its fetch, its stale time: queryOptions, or a PagedQuery for a paged list)';
        const keyFactory = (node) => {
          while (node && (node.type === 'MemberExpression' || node.type === 'CallExpression')) node = node.type === 'CallExpression' ? node.callee : node.object;
          return node?.type === 'Identifier' && /Keys$/.test(node.name);
        };
        const name = (property) => (property.computed ? null : property.key.type === 'Identifier' ? property.key.name : property.key.value);
        return {
          Property(node) {
            const key = name(node);
            if (key === 'queryFn' || key === 'fetchPage') {
              context.report({ node, message: `${declaredOnce}; use that declaration (spread it and add only options such as enabled or refetchInterval).` });
            } else if (key === 'queryKey' && node.value.type === 'ArrayExpression') {
              context.report({ node, message: `${declaredOnce}; a key is the module's key factory (xKeys.…), never an array written here.` });
            }
          },
          ArrayExpression(node) {
            if (node.elements.some((element) => element?.type === 'SpreadElement' && keyFactory(element.argument))) {
              context.report({ node, message: `${declaredOnce}; a key made here from a key factory is a second declaration: add it to the factory.` });
            }
          },
          CallExpression(node) {
            const method = node.callee.type === 'MemberExpression' && !node.callee.computed ? node.callee.property.name : null;
            if (/^(get|set)Quer(y|ies)(Data|State)$/.test(method ?? '') && node.arguments[0]?.type === 'ArrayExpression') {
              context.report({ node: node.arguments[0], message: `${declaredOnce}; a key is the module's key factory, never an array written here.` });
            }
          },
        };
      },
    },
    'route-modules-only': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = path.relative(repositoryRoot, context.filename).split(path.sep).join('/');
        if (!file.startsWith('app/routes/') || /Routes?\.tsx$/.test(file)) return {};
        return {
          Program(node) {
            context.report({
              node,
              message:
                'docs/architecture.md#inside-app: app/routes/ holds route modules only (*Route.tsx, route tables *Routes.tsx); views, cards, hooks, texts and styles live in app/features/<domain>/.',
            });
          },
        };
      },
    },
  },
};

/**
 * One naming rule for server/ (docs/architecture.md#the-lint-rules-that-keep-the-walls): a file's name is lowercase
 * words joined by hyphens, `display-day.ts`; a dot only parts such words, as in a tool's `drizzle.config.ts` or a
 * declaration's `build-steps.d.mts`. One spelling means a file is found by the words of what it holds.
 */
const KEBAB_CASE_FILE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|mts|mjs)$/;

const serverFiles = {
  rules: {
    'kebab-case-names': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const name = path.basename(context.filename);
        if (KEBAB_CASE_FILE.test(name)) return {};
        return {
          Program(node) {
            context.report({
              node,
              message: `docs/architecture.md#the-lint-rules-that-keep-the-walls: a file of server/ is named in kebab-case (lowercase words joined by hyphens, like display-day.ts): rename ${name}.`,
            });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['node_modules', 'build', 'storybook-static', 'storybook-static-*', '.parcel-cache', 'server/db/migrations', 'tests/visual/__*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The arrows of docs/architecture.md, kept by the linter: app → (ui-kit, machines, contract); machines → contract;
  // ui-kit → nothing of ours; server → contract; nothing imports app/, server/ or tests/ (stories and
  // tests may import what they show and test). renderer/ (the layout renderer app/ and player/ share)
  // imports contract/ only; player/ imports renderer/, machines/ and contract/, never app/.
  ...boundaries({
    'contract/**': ['app', 'machines', 'ui-kit', 'server', 'player', 'renderer', 'stories', 'tests'],
    'machines/**': ['app', 'ui-kit', 'server', 'player', 'renderer', 'stories', 'tests'],
    'ui-kit/**': ['app', 'machines', 'contract', 'server', 'player', 'renderer', 'stories', 'tests'],
    'renderer/**': ['app', 'machines', 'ui-kit', 'server', 'player', 'stories', 'tests'],
    'server/**': NOT_FOR_SERVER,
    'app/**': ['server', 'player', 'stories', 'tests'],
    'player/**': ['app', 'server', 'stories', 'tests'],
  }),
  // Routes do HTTP, services hold the queries: a route imports neither the schema nor drizzle-orm;
  // services/ is handed what it needs (config values, the mailer) and never reaches up to routes/,
  // plugins/ or config.ts, not even for a type; http/ (problems, headers, sending files, form
  // fields) is a leaf every layer may use.
  ...serverLayers({
    'server/{routes,device/routes}/**': {
      parts: ['db/schema'],
      paths: [{ name: 'drizzle-orm', message: 'Routes do HTTP: the query belongs in a service (server/services/ or server/device/services/).' }],
    },
    // The portal's services never reach into the player's side (server/device/): the arrow runs from device/ to services/.
    'server/services/**': { parts: ['routes', 'plugins', 'config', 'device'] },
    'server/device/services/**': { parts: ['routes', 'plugins', 'config'] },
    // The queue and the timers stand below the services that enqueue (they are handed the rounds as decorations).
    'server/jobs/**': { parts: ['routes', 'plugins', 'services', 'config'] },
    'server/http/**': { parts: ['services', 'routes', 'plugins', 'db', 'config'] },
    // The database is opened from plain values (the caller reads them from config.ts) and knows no layer above it.
    'server/db/**': { parts: ['config', 'routes', 'plugins', 'services', 'device', 'jobs', 'access', 'http'] },
  }),
  { files: ['server/**'], plugins: { 'server-files': serverFiles }, rules: { 'server-files/kebab-case-names': 'error' } },
  // The rooms of app/ (docs/architecture.md#inside-app), by where an import lands, however deep the file that makes it.
  // Each server query declared once, in app/api/ (docs/architecture.md#inside-app): screens and hooks use the declaration.
  {
    files: ['app/**'],
    plugins: { 'app-rooms': appRooms },
    rules: { 'app-rooms/imports': 'error', 'app-rooms/route-modules-only': 'error', 'app-rooms/queries-declared-once': 'error' },
  },
  {
    files: ['app/**/*.tsx', 'player/**/*.tsx', 'renderer/**/*.tsx', 'ui-kit/**/*.tsx', 'stories/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
