import { describe, expect, it } from 'vitest';
import { compiledCodeOf, heapSnapshotSizes, NO_SCRIPT, type RawSnapshot } from '../../../server/scripts/heap-snapshot-sizes.ts';

const NODE_TYPES = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'regexp', 'number', 'native', 'synthetic'];
const EDGE_TYPES = ['context', 'element', 'property', 'internal', 'hidden', 'shortcut', 'weak'];

interface Node {
  type: string;
  name: string;
  size: number;
  edges?: { type?: string; name: string; to: string }[];
}

/** A snapshot in V8's flat format (what the DevTools protocol sends) from nodes named by key. */
function snapshotOf(nodes: Record<string, Node>): RawSnapshot {
  const keys = Object.keys(nodes);
  const strings: string[] = [];
  const text = (value: string) => (strings.includes(value) ? strings.indexOf(value) : strings.push(value) - 1);
  const flatNodes: number[] = [];
  const flatEdges: number[] = [];
  for (const [index, key] of keys.entries()) {
    const node = nodes[key]!;
    const edges = node.edges ?? [];
    flatNodes.push(NODE_TYPES.indexOf(node.type), text(node.name), index + 1, node.size, edges.length, 0, 0);
    for (const edge of edges) flatEdges.push(EDGE_TYPES.indexOf(edge.type ?? 'internal'), text(edge.name), keys.indexOf(edge.to) * 7);
  }
  return {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count', 'trace_node_id', 'detachedness'],
        node_types: [NODE_TYPES],
        edge_fields: ['type', 'name_or_index', 'to_node'],
        edge_types: [EDGE_TYPES],
      },
    },
    nodes: flatNodes,
    edges: flatEdges,
    strings,
  };
}

const PLAYER = 'http://127.0.0.1:4000/player/player.1234.js';

/** A player function with bytecode and optimized code, a builtin, a function DevTools evaluated, and the rest of a page. */
const page = snapshotOf({
  root: { type: 'synthetic', name: '(GC roots)', size: 0, edges: [{ type: 'property', name: 'show', to: 'show' }, { type: 'property', name: 'push', to: 'push' }, { type: 'property', name: 'tick', to: 'tick' }] },
  tick: { type: 'closure', name: 'tick', size: 32, edges: [{ name: 'shared', to: 'tickInfo' }] },
  // Evaluated through DevTools: its script has no URL. It holds the player's optimized code weakly, and comes first among its holders: a weak holder is no owner.
  tickInfo: { type: 'code', name: 'system / SharedFunctionInfo / tick', size: 20, edges: [{ name: 'script', to: 'evaluated' }, { type: 'weak', name: 'seen', to: 'showCode' }] },
  evaluated: { type: 'code', name: 'system / Script / ', size: 10 },
  show: { type: 'closure', name: 'show', size: 32, edges: [{ name: 'shared', to: 'showInfo' }, { name: 'code', to: 'showCode' }] },
  showInfo: { type: 'code', name: 'system / SharedFunctionInfo / show', size: 20, edges: [{ name: 'script', to: 'playerScript' }, { name: 'bytecode', to: 'showBytecode' }] },
  showBytecode: { type: 'code', name: 'system / BytecodeArray', size: 40 },
  showCode: { type: 'code', name: 'system / Code', size: 100, edges: [{ name: 'instruction_stream', to: 'showMachineCode' }] },
  showMachineCode: { type: 'code', name: 'system / InstructionStream', size: 400 },
  playerScript: { type: 'code', name: `system / Script / ${PLAYER}`, size: 10 },
  push: { type: 'closure', name: 'push', size: 32, edges: [{ name: 'shared', to: 'pushInfo' }] },
  // A builtin: no script, though a script context table hangs off it ("system / Script…" too, not a script).
  pushInfo: { type: 'code', name: 'system / SharedFunctionInfo / ArrayPush', size: 20, edges: [{ name: 'context', to: 'contextTable' }, { name: 'code', to: 'pushCode' }] },
  contextTable: { type: 'hidden', name: 'system / ScriptContextTable', size: 8 },
  pushCode: { type: 'code', name: 'system / Code / ArrayPush (builtin)', size: 7 },
  orphan: { type: 'code', name: 'system / FeedbackMetadata', size: 3 },
  element: { type: 'native', name: 'HTMLDivElement', size: 1000 },
  state: { type: 'object', name: 'Object', size: 300 },
  label: { type: 'string', name: 'Layout A', size: 24 },
});

describe('heapSnapshotSizes', () => {
  const sizes = heapSnapshotSizes(page);

  it('sums self sizes by kind: V8 code, Blink objects, and the rest as JS objects', () => {
    expect(sizes.compiledCodeBytes).toBe(20 + 40 + 100 + 400 + 10 + 20 + 7 + 20 + 10 + 3);
    expect(sizes.nativeBytes).toBe(1000);
    expect(sizes.jsObjectBytes).toBe(3 * 32 + 8 + 300 + 24);
  });

  it('gives each code object to the script of the function that holds it, following only strong edges', () => {
    expect(sizes.compiledCodeByScript).toEqual({ [PLAYER]: 20 + 40 + 100 + 400 + 10, '': 20 + 10, [NO_SCRIPT]: 20 + 7 + 3 });
  });

  it("adds up the code of a page's own scripts by where they are served", () => {
    expect(compiledCodeOf(sizes, 'http://127.0.0.1:4000/player/')).toBe(570);
    expect(compiledCodeOf(sizes, 'http://127.0.0.1:4000/app/')).toBe(0);
  });
});
