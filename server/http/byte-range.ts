/** Inclusive byte positions, as in an HTTP Range header (`bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The range of a `Range: bytes=…` header within a file of `size` bytes: null to send it whole
 * (no header, another unit, several ranges or a malformed one, which RFC 9110 lets a server ignore),
 * 'unsatisfiable' when it starts past the end (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
