import type { CDPSession } from 'playwright-core';

/** What a page's heap snapshot holds, in three parts (self sizes summed by node type). */
export interface HeapSnapshotSizes {
  /** V8's code for the functions the page has run: bytecode, optimized code, their metadata (type "code"). */
  compiledCodeBytes: number;
  /**
   * The same code by the script its function belongs to, keyed by the script's URL: "" for
   * scripts without one (DevTools' evaluations, Playwright's clock), NO_SCRIPT for V8's own code
   * and whatever leads to no function.
   */
  compiledCodeByScript: Record<string, number>;
  /**
   * Blink's own objects the snapshot reports (type "native": DOM nodes, their styles and layout,
   * and what DevTools keeps while a session is attached): outside the JS heap's used size.
   */
  nativeBytes: number;
  /** Everything else: the page's JavaScript objects, strings, arrays, closures and their shapes. */
  jsObjectBytes: number;
}

/** The key of compiledCodeByScript for code that leads to no script. */
export const NO_SCRIPT = '(no script)';

/** The parts of V8's heap snapshot format read here (a DevTools protocol heap snapshot's JSON). */
export interface RawSnapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[], ...unknown[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** How far up from a code object its function is looked for (bytecode → SharedFunctionInfo is one step, optimized code → closure two or three). */
const OWNER_DEPTH = 5;
const FUNCTION_INFO = 'system / SharedFunctionInfo';
const SCRIPT = 'system / Script';

/** Reads a snapshot's flat arrays as nodes with names and edges both ways. */
function graphOf(raw: RawSnapshot) {
  const { node_fields: nodeFields, node_types: nodeTypes, edge_fields: edgeFields, edge_types: edgeTypes } = raw.snapshot.meta;
  const at = (fields: string[], name: string) => {
    const index = fields.indexOf(name);
    if (index < 0) throw new Error(`Unexpected heap snapshot format: no "${name}" field.`);
    return index;
  };
  const nodeWidth = nodeFields.length;
  const edgeWidth = edgeFields.length;
  const [typeAt, nameAt, sizeAt, edgeCountAt] = ['type', 'name', 'self_size', 'edge_count'].map((name) => at(nodeFields, name)) as [number, number, number, number];
  const [edgeTypeAt, edgeNameAt, toAt] = ['type', 'name_or_index', 'to_node'].map((name) => at(edgeFields, name)) as [number, number, number];
  const weak = edgeTypes[0].indexOf('weak');
  const count = raw.nodes.length / nodeWidth;
  const firstEdge = new Uint32Array(count + 1);
  for (let node = 0, edge = 0; node < count; node += 1) {
    firstEdge[node] = edge;
    edge += raw.nodes[node * nodeWidth + edgeCountAt]! * edgeWidth;
    firstEdge[node + 1] = edge;
  }
  const targets = (node: number) => {
    const found: number[] = [];
    for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += edgeWidth) found.push(raw.edges[edge + toAt]! / nodeWidth);
    return found;
  };
  const edgeNamed = (node: number, name: string) => {
    for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += edgeWidth) {
      if (raw.strings[raw.edges[edge + edgeNameAt]!] === name) return raw.edges[edge + toAt]! / nodeWidth;
    }
    return null;
  };
  // Who holds each node, strong edges only: a weak one says nothing of whose code it is.
  const holders: number[][] = Array.from({ length: count }, () => []);
  for (let node = 0; node < count; node += 1) {
    for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += edgeWidth) {
      if (raw.edges[edge + edgeTypeAt] !== weak) holders[raw.edges[edge + toAt]! / nodeWidth]!.push(node);
    }
  }
  return {
    count,
    type: (node: number) => nodeTypes[0][raw.nodes[node * nodeWidth + typeAt]!]!,
    name: (node: number) => raw.strings[raw.nodes[node * nodeWidth + nameAt]!]!,
    size: (node: number) => raw.nodes[node * nodeWidth + sizeAt]!,
    targets,
    edgeNamed,
    holders: (node: number) => holders[node]!,
  };
}

type Graph = ReturnType<typeof graphOf>;

/** The URL of the script a function (its SharedFunctionInfo) belongs to; NO_SCRIPT for V8's builtins. */
function scriptOfFunction(graph: Graph, functionInfo: number): string {
  for (const target of graph.targets(functionInfo)) {
    // "system / Script / <url>", or "system / Script" alone ("system / ScriptContext" is not one).
    const name = graph.name(target);
    if (name === SCRIPT || name.startsWith(`${SCRIPT} / `)) return name.slice(SCRIPT.length + 3);
  }
  return NO_SCRIPT;
}

/** The script a code object is for: up its holders to the nearest function (a SharedFunctionInfo, or a closure's). */
function scriptOfCode(graph: Graph, code: number, scripts: Map<number, string>): string {
  const seen = new Set([code]);
  let level = [code];
  for (let depth = 0; depth <= OWNER_DEPTH && level.length > 0; depth += 1) {
    const next: number[] = [];
    for (const node of level) {
      const functionInfo = graph.name(node).startsWith(FUNCTION_INFO) ? node : graph.type(node) === 'closure' ? graph.edgeNamed(node, 'shared') : null;
      if (functionInfo !== null) {
        if (!scripts.has(functionInfo)) scripts.set(functionInfo, scriptOfFunction(graph, functionInfo));
        return scripts.get(functionInfo)!;
      }
      for (const holder of graph.holders(node)) {
        if (!seen.has(holder)) {
          seen.add(holder);
          next.push(holder);
        }
      }
    }
    level = next;
  }
  return NO_SCRIPT;
}

/**
 * Sums a heap snapshot's self sizes by node type, and its compiled code by script. V8's compiled
 * code grows for hours as its tiers optimize what runs often, then levels off
 * (docs/player.md#benchmarks); by script, that growth says whose functions it is (the player's, or
 * the bench's own evaluations); apart from it and from Blink's objects, a leak of the page's own
 * objects shows in `jsObjectBytes`.
 */
export function heapSnapshotSizes(raw: RawSnapshot): HeapSnapshotSizes {
  const graph = graphOf(raw);
  const sizes: HeapSnapshotSizes = { compiledCodeBytes: 0, compiledCodeByScript: {}, nativeBytes: 0, jsObjectBytes: 0 };
  const scripts = new Map<number, string>();
  for (let node = 0; node < graph.count; node += 1) {
    const size = graph.size(node);
    const type = graph.type(node);
    if (type === 'code') {
      sizes.compiledCodeBytes += size;
      const script = scriptOfCode(graph, node, scripts);
      sizes.compiledCodeByScript[script] = (sizes.compiledCodeByScript[script] ?? 0) + size;
    } else if (type === 'native') sizes.nativeBytes += size;
    else sizes.jsObjectBytes += size;
  }
  return sizes;
}

/** The compiled code of the scripts whose URL starts with `prefix` (a page's own, by where it is served). */
export function compiledCodeOf(sizes: HeapSnapshotSizes, prefix: string): number {
  return Object.entries(sizes.compiledCodeByScript).reduce((sum, [script, bytes]) => (script.startsWith(prefix) ? sum + bytes : sum), 0);
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
