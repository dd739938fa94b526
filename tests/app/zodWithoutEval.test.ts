import { expect, it, vi } from 'vitest';

it('parses with zod without ever calling the Function constructor (no CSP eval report)', async () => {
  await import('../../app/zodWithoutEval.ts');
  const RealFunction = globalThis.Function;
  const constructed = vi.fn();
  // Any `new Function(...)` (zod's probe or its compiled parsers) goes through this proxy.
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args) {
      constructed(args);
      return Reflect.construct(target, args);
    },
  });
  try {
    const z = await import('zod');
    const schema = z.object({ name: z.string(), count: z.number() });
    expect(schema.parse({ name: 'Bar PC', count: 2 })).toEqual({ name: 'Bar PC', count: 2 });
    expect(constructed).not.toHaveBeenCalled();
  } finally {
    globalThis.Function = RealFunction;
  }
});
