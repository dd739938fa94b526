import { describe, expect, it, vi } from 'vitest';
import { liveValuesQuerySchema } from '../../../contract/dataSources.ts';
import { rememberingQueryValidatorCompiler } from '../../../server/plugins/zod.ts';

const SOURCE = '0a1b2c3d-0000-4000-8000-00000000000a';

type Validate = (data: unknown) => { value?: unknown; error?: unknown };

function compiled(kept?: number) {
  const schema = liveValuesQuerySchema;
  const parse = vi.spyOn(schema, 'safeParse');
  const validate = rememberingQueryValidatorCompiler(['sources', 'waitSeconds'], kept)({ schema, httpPart: 'querystring', method: 'GET', url: '/' }) as Validate;
  return { validate, parse };
}

describe('the long poll’s remembering query validator (docs/live-data.md#delivery-to-players)', () => {
  it('parses a querystring once and answers the same frozen value after, whatever else the query holds', () => {
    const { validate, parse } = compiled();
    const first = validate({ sources: SOURCE.toUpperCase(), waitSeconds: '50' });
    expect(first).toEqual({ value: { sources: [SOURCE], waitSeconds: 50 } });
    const again = validate({ sources: SOURCE.toUpperCase(), waitSeconds: '50', other: 'x' });
    expect(again.value).toBe(first.value);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(Object.isFrozen((first.value as { sources: string[] }).sources)).toBe(true);
    // Another wait is another querystring.
    expect(validate({ sources: SOURCE, waitSeconds: '0' }).value).toEqual({ sources: [SOURCE], waitSeconds: 0 });
    expect(parse).toHaveBeenCalledTimes(2);
    parse.mockRestore();
  });

  it('checks a bad querystring every time (never remembered) and a repeated parameter as zod does', () => {
    const { validate, parse } = compiled();
    for (let n = 0; n < 3; n += 1) expect(validate({ sources: 'nope', waitSeconds: '50' }).error).toBeDefined();
    expect(parse).toHaveBeenCalledTimes(3);
    for (let n = 0; n < 2; n += 1) expect(validate({ sources: [SOURCE, SOURCE], waitSeconds: '50' }).error).toBeDefined();
    expect(parse).toHaveBeenCalledTimes(5);
    parse.mockRestore();
  });

  it('keeps at most `kept` querystrings: past it, it starts again', () => {
    const { validate, parse } = compiled(2);
    for (const wait of ['1', '2', '3', '1']) expect(validate({ sources: SOURCE, waitSeconds: wait }).error).toBeUndefined();
    // 1 and 2 were kept; 3 cleared them and was kept; 1 was parsed again.
    expect(parse).toHaveBeenCalledTimes(4);
    parse.mockRestore();
  });
});
