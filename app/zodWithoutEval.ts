/**
 * Zod 4 compiles object parsers with `new Function` unless told not to, and probes for it on the
 * first parse even under a CSP without 'unsafe-eval': the caught probe is still reported as a
 * `script-src` violation on every signed-in page. Zod reads its settings from
 * this global object when it first loads (zod/v4/core `globalConfig`), so setting `jitless` here,
 * before any chunk that holds zod, turns both off without putting zod into the first load of /login.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
