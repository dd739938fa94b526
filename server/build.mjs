// `npm run build:server`: the server bundled by esbuild into build/server/server, with the SQL
// migrations copied beside it. Plain JS, like start.mjs. Types are checked by `npm run typecheck`.
//
// Why a bundle: run from tsc's output, a restart spent about a third of its CPU loading
// some 800 modules one file at a time (resolving, reading, compiling each). Bundled, the server is
// one file, and one CommonJS file can be run with V8's code cache on Node 20 too
// (server/bundle-code-cache.ts), so a restart barely compiles anything.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}build/server/server`;

/**
 * Packages left as files in node_modules. PGlite finds its .wasm, .data and extension archives
 * next to its own modules; argon2 is a native addon; pg (PostgreSQL deployments only), the S3
 * client and nodemailer are loaded only when configured or first used, so a restart on PGlite
 * never reads them.
 */
const external = ['@electric-sql/pglite', '@node-rs/argon2', 'pg', '@aws-sdk/*', 'nodemailer'];

/**
 * @fastify/compress asks `payload instanceof Response` of every answer it sees. Node defines
 * `Response` lazily: the first look loads its whole fetch implementation (undici), about 6 MB
 * resident that an idle server never uses (docs/operations.md#memory). Asked first whether the
 * payload is an object with `arrayBuffer()` (a string, Buffer or Node stream is not), undici is
 * loaded only when a payload could be a Response. The build fails if the code looked for is gone,
 * so that a new version of the package is looked at again.
 */
const lazyFetchResponseCheck = {
  name: 'lazy-fetch-response-check',
  setup(builder) {
    builder.onLoad({ filter: /@fastify[\\/]compress[\\/]lib[\\/]utils\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const eager = 'return obj instanceof Response';
      if (!source.includes(eager)) throw new Error(`${args.path}: \`${eager}\` not found; see server/build.mjs`);
      const lazy = "return obj !== null && typeof obj === 'object' && typeof obj.arrayBuffer === 'function' && obj instanceof Response";
      return { contents: source.replace(eager, lazy), loader: 'js' };
    });
  },
};

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  external,
  sourcemap: true,
  logLevel: 'warning',
  plugins: [lazyFetchResponseCheck],
};

rmSync(`${root}build/server`, { recursive: true, force: true });
await Promise.all([
  build({
    ...common,
    entryPoints: { server: 'server/main.ts' },
    outdir,
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    // Without comments and indentation the source the process keeps in memory for as long as it
    // runs is a third smaller (identifiers stay, so stack traces still name their functions).
    minifyWhitespace: true,
    // import() becomes require(): the bundle runs in a vm.Script, which has no module loader of
    // its own. The modules imported lazily stay lazy.
    supported: { 'dynamic-import': false },
    // Modules that find files beside themselves (migrations-folder.ts, pglite-first-start.ts)
    // now find them beside the bundle.
    define: { 'import.meta.url': '__bundleUrl' },
    banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  }),
  build({
    ...common,
    entryPoints: {
      main: 'server/built-main.ts',
      // Spawned by server/db/pglite-first-start.ts, which looks for it beside itself (the bundle).
      'pglite-first-start-child': 'server/db/pglite-first-start-child.ts',
    },
    outdir,
    format: 'esm',
    // CommonJS packages inside an ES module bundle still call require() for Node's built-ins.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  }),
]);
warnOfWideCharacters(`${outdir}/server.cjs`);

/**
 * V8 keeps a script's source as one byte a character only while every character is at most U+00FF:
 * one en dash left in a template literal (esbuild cannot escape those) made the whole 3 MB bundle
 * two bytes a character, 4 MB more in every server process (docs/operations.md#memory).
 */
function warnOfWideCharacters(file) {
  const source = readFileSync(file, 'utf8');
  const wide = /[\u0100-\u{10ffff}]/gu;
  for (const match of source.matchAll(wide)) {
    const context = source.slice(Math.max(0, match.index - 60), match.index + 20).replace(/\s+/g, ' ');
    console.warn(`build:server: ${JSON.stringify(match[0])} in the server bundle doubles its memory (write it escaped, e.g. \\u2013): …${context}…`);
  }
}

// drizzle's migrator reads the SQL files at run time; server/db/migrations-folder.ts looks beside
// the code.
cpSync(`${root}server/db/migrations`, `${outdir}/migrations`, { recursive: true });
