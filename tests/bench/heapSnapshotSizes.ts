import type { CDPSession } from 'playwright-core';

/** What a page's heap snapshot holds, in three parts (self sizes summed by node type). */
export interface HeapSnapshotSizes {
  /** V8's code for the functions the page has run: bytecode, optimized code, their metadata (type "code"). */
  compiledCodeBytes: number;
  /**
   * Blink's own objects the snapshot reports (type "native": DOM nodes, their styles and layout,
   * and what DevTools keeps while a session is attached): outside the JS heap's used size.
   */
  nativeBytes: number;
  /** Everything else: the page's JavaScript objects, strings, arrays, closures and their shapes. */
  jsObjectBytes: number;
}

interface RawSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
}

/**
 * Sums a heap snapshot's self sizes by node type. V8's compiled code grows for hours as its tiers
 * optimize what runs often, then levels off (docs/player.md#benchmarks); apart from it and from
 * Blink's objects, a leak of the page's own objects shows in `jsObjectBytes`.
 */
export function heapSnapshotSizes(raw: RawSnapshot): HeapSnapshotSizes {
  const fields = raw.snapshot.meta.node_fields;
  const typeNames = raw.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const code = typeNames.indexOf('code');
  const native = typeNames.indexOf('native');
  if (typeAt < 0 || sizeAt < 0 || code < 0 || native < 0) throw new Error('Unexpected heap snapshot format: no type or self_size field, or no "code" or "native" node type.');
  const sizes: HeapSnapshotSizes = { compiledCodeBytes: 0, nativeBytes: 0, jsObjectBytes: 0 };
  for (let node = 0; node < raw.nodes.length; node += fields.length) {
    const size = raw.nodes[node + sizeAt]!;
    const type = raw.nodes[node + typeAt];
    if (type === code) sizes.compiledCodeBytes += size;
    else if (type === native) sizes.nativeBytes += size;
    else sizes.jsObjectBytes += size;
  }
  return sizes;
}

/** Takes a heap snapshot of the page through the DevTools protocol (it collects garbage first) and sizes it. */
export async function takeHeapSnapshotSizes(cdp: CDPSession): Promise<HeapSnapshotSizes> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return heapSnapshotSizes(JSON.parse(chunks.join('')) as RawSnapshot);
}
