import { describe, expect, it } from 'vitest';
import SourceMap from '@parcel/source-map';
import compileHints, { COMPILE_HINT } from '../../server/parcel-compile-hints.mjs';

interface OptimizeArgs {
  bundle: { type: string; target: { name: string } };
  contents: string | Blob;
  map: SourceMap | null;
}
type Optimize = (args: OptimizeArgs) => Promise<{ contents: string | Blob; map: SourceMap | null }>;
// @parcel/plugin keeps a plugin's functions under this symbol; Parcel reads them from there too.
const { optimize } = (compileHints as Record<symbol, { optimize: Optimize }>)[Symbol.for('parcel-plugin-config')]!;

const bundle = (type: string, target: string) => ({ type, target: { name: target } });

describe('the compile-hint optimizer (server/parcel-compile-hints.mjs)', () => {
  it("starts each of the app's scripts with V8's hint, on a line of its own", async () => {
    const result = await optimize({ bundle: bundle('js', 'app'), contents: 'function a(){}a();', map: null });
    expect(result.contents).toBe('//# allFunctionsCalledOnLoad\nfunction a(){}a();');
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('reads a script that arrives as a blob', async () => {
    const result = await optimize({ bundle: bundle('js', 'app'), contents: new Blob(['let b=1;']), map: null });
    expect(result.contents).toBe(`${COMPILE_HINT}let b=1;`);
  });

  it('moves the source map down the one line the hint takes', async () => {
    const map = new SourceMap('/');
    map.addIndexedMapping({ generated: { line: 1, column: 9 }, original: { line: 7, column: 2 }, source: 'app/main.tsx' });
    const result = await optimize({ bundle: bundle('js', 'app'), contents: 'function a(){}', map });
    expect(result.map?.findClosestMapping(2, 9)?.original).toEqual({ line: 7, column: 2 });
    expect(result.map?.findClosestMapping(1, 9)).toBeNull();
  });

  it("leaves the player's scripts and every stylesheet as they were", async () => {
    const player = await optimize({ bundle: bundle('js', 'player'), contents: 'run();', map: null });
    expect(player.contents).toBe('run();');
    const css = await optimize({ bundle: bundle('css', 'app'), contents: 'a{}', map: null });
    expect(css.contents).toBe('a{}');
  });
});
