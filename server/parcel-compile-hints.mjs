// A Parcel optimizer (.parcelrc) that starts each of the app's scripts with V8's explicit compile
// hint, `//# allFunctionsCalledOnLoad` (Chromium 136 and later; other engines read a comment).
// Plain JS, like the other build scripts here.
//
// Why: V8 compiles a function only when it is first called, on the main thread. Parcel wraps every
// module in a function, so evaluating a chunk compiled each of its modules in the middle of the
// page's own work: on a phone's slow main thread that was a fifth of the first long task of every
// signed-in page. With the hint, V8 compiles the whole file while it downloads, off the main thread.
// The app's chunks hold what a page runs as it loads (a screen, its sections, the session), so
// little is compiled for nothing. The player is left as it was: a TV's memory is the scarcer thing
// there, and its one page is small. Measured: docs/operations.md#compile-hints.
import { Optimizer } from '@parcel/plugin';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const HINTED_TARGETS = new Set(['app']);

export default new Optimizer({
  async optimize({ bundle, contents, map }) {
    if (bundle.type !== 'js' || !HINTED_TARGETS.has(bundle.target.name)) return { contents, map };
    const code = typeof contents === 'string' ? contents : await new Response(contents).text();
    // The hint is a line of its own at the very top: every line of the source map moves down one.
    map?.offsetLines(1, 1);
    return { contents: COMPILE_HINT + code, map };
  },
});
