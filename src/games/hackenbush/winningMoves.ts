import { NimlabError } from '../../engine/core/errors.js';
import { fuse, fusionValue, type Fusion } from './fusion.js';
import { withoutEdge, type HackenbushGraph } from './graph.js';

/** Re-valuing the graph once per edge inside a cycle costs (edges in cycles) × (graph size). */
const MAX_CYCLE_WORK = 50_000_000;

/**
 * The edges whose deletion leaves value 0. Top-down targets on the block tree: block 0 must reach
 * 0; a block b with target t ≠ value(b) is fixed either by cutting the bridge to a child c with
 * value(b) ⊕ (value(c) + 1) = t, or inside a child c aimed at (value(b) ⊕ (value(c)+1) ⊕ t) − 1,
 * or inside b itself. A loop flips b's value by 1; any other edge inside a cycle can reshape the
 * block, so the graph without it is valued again.
 */
export function winningEdges(graph: HackenbushGraph, fusion: Fusion = fuse(graph)): number[] {
  const { blockCount, blockValue, blockParent, blockBridge } = fusion;
  if (blockCount === 0 || fusion.value === 0) return [];
  const target = new Int32Array(blockCount).fill(-1);
  target[0] = 0;
  const winning = new Set<number>();
  // Parents have smaller numbers than children, so one increasing pass sets targets top-down.
  for (let b = 1; b < blockCount; b++) {
    const p = blockParent[b];
    if (target[p] < 0 || target[p] === blockValue[p]) continue;
    const rest = blockValue[p] ^ (blockValue[b] + 1);
    if (rest === target[p]) winning.add(blockBridge[b]);
    else target[b] = (rest ^ target[p]) - 1;
  }
  const inCycles = cycleEdgesNeedingChange(graph, fusion, target);
  if (inCycles.some((e) => fusion.from[e] !== fusion.to[e])) {
    const work = inCycles.length * (graph.vertexCount + graph.edges.length);
    if (work > MAX_CYCLE_WORK) {
      throw new NimlabError(`too large to list winning moves: ${inCycles.length} edges on cycles would each need the graph re-valued`);
    }
  }
  for (const e of inCycles) {
    const b = fusion.blockOf[fusion.from[e]];
    const after = fusion.from[e] === fusion.to[e] ? blockValue[b] ^ 1 : -1;
    if (after === target[b] || (after < 0 && fusionValue(withoutEdge(graph, e)) === 0)) winning.add(e);
  }
  return [...winning].sort((a, b) => a - b);
}

/** Grounded non-bridge edges in blocks whose value must change. */
function cycleEdgesNeedingChange(graph: HackenbushGraph, fusion: Fusion, target: Int32Array): number[] {
  const edges: number[] = [];
  for (let e = 0; e < graph.edges.length; e++) {
    if (!fusion.isGrounded[e] || fusion.isBridge[e]) continue;
    const b = fusion.blockOf[fusion.from[e]];
    if (target[b] >= 0 && target[b] !== fusion.blockValue[b]) edges.push(e);
  }
  return edges;
}
