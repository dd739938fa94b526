// `npm run build:server`: the server bundled by esbuild into build/server/server (main.js plus the
// chunks of its lazy imports), with the SQL migrations copied beside it. Plain JS, like start.mjs.
//
// Why a bundle (issue 10): run from tsc's output, a restart spent about a third of its CPU loading
// some 800 modules one file at a time (resolving, reading, compiling each). Bundled, each lazy
// import is one file read and compiled in one go. Types are checked by `npm run typecheck`, not here.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}build/server/server`;

/**
 * Packages left as files in node_modules. PGlite finds its .wasm, .data and extension archives
 * next to its own modules; argon2 is a native addon; pg (PostgreSQL deployments only), the S3
 * client and nodemailer are imported only when configured or first used, so the restart on PGlite
 * never reads them.
 */
const external = ['@electric-sql/pglite', '@node-rs/argon2', 'pg', '@aws-sdk/*', 'nodemailer'];

rmSync(`${root}build/server`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/main.ts',
    // Spawned by server/db/pglite-first-start.ts, which looks for it beside itself: every chunk
    // lands in outdir, as does this entry.
    'pglite-first-start-child': 'server/db/pglite-first-start-child.ts',
  },
  outdir,
  bundle: true,
  // The dynamic imports (database engine, API modules) stay separate files, so main.js starts
  // opening the database before the API's code is compiled (server/main.ts).
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external,
  // CommonJS packages inside an ES module bundle still call require() for Node's built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: true,
  logLevel: 'warning',
});
// drizzle's migrator reads the SQL files at run time; server/db/migrations-folder.ts looks beside
// the code.
cpSync(`${root}server/db/migrations`, `${outdir}/migrations`, { recursive: true });
