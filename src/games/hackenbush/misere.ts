/**
 * Misère Green Hackenbush: the player who cuts the last edge loses. Normal play reduces a position
 * to a nim heap (colon and fusion principles, Winning Ways ch. 7), but misère play has no value per
 * component: two positions with the same nim value can differ in misère play (Winning Ways ch. 13;
 * Conway, On Numbers and Games, ch. 12), so the misère outcome is searched on the position's own
 * move graph with the engine's BoundedMisereSearch (iterative, memoised in this object, a typed
 * limit error past `stateLimit` new positions).
 *
 * Positions that are the same game share one memo entry: a position is keyed by the multiset of its
 * pieces hanging from the ground, a tree piece by its canonical form (Aho–Hopcroft–Ullman: a vertex
 * is the sorted list of its children's forms), any other piece by its edges renumbered in
 * breadth-first order from the ground. Equal keys mean isomorphic positions; isomorphic trees
 * always get equal keys (so a row of equal stalks is a handful of positions, not 2^n).
 */
import { BoundedMisereSearch } from '../../engine/misere/boundedMisereSearch.js';
import type { HackenbushGraph } from './graph.js';
import { standing } from './standing.js';

/** Most positions one misère question may search: each costs a cut of every edge, so a few seconds at worst. */
export const MISERE_HACKENBUSH_STATES = 10_000;

/** A standing position and its key, worked out once. */
interface Keyed {
  graph: HackenbushGraph;
  key: string;
}

export class HackenbushMisereSolver {
  private readonly search: BoundedMisereSearch<Keyed>;

  constructor(stateLimit = MISERE_HACKENBUSH_STATES) {
    this.search = new BoundedMisereSearch<Keyed>(
      {
        key: (position) => position.key,
        followers: ({ graph }) => {
          // One follower per distinct resulting game: cuts that leave isomorphic positions are one move here.
          const byKey = new Map<string, Keyed>();
          graph.edges.forEach((_, e) => {
            const after = standing(
              graph.vertexCount,
              graph.edges.filter((__, i) => i !== e),
            );
            const key = positionKey(after);
            if (!byKey.has(key)) byKey.set(key, { graph: after, key });
          });
          return [...byKey.values()];
        },
        describe: (position) => position.key,
      },
      stateLimit,
    );
  }

  /** Whether the player to move wins this standing position (ground vertex 0) under misère play. */
  moverWins(graph: HackenbushGraph): boolean {
    return this.search.moverWins({ graph, key: positionKey(graph) });
  }
}

/** The sorted keys of the pieces hanging from the ground (vertex 0); every edge stands. */
export function positionKey(graph: HackenbushGraph): string {
  const n = graph.vertexCount;
  // Union-find over the vertices above the ground: a piece is what stays connected without it.
  const parent = Int32Array.from({ length: n }, (_, v) => v);
  const find = (v: number): number => {
    while (parent[v] !== v) v = parent[v] = parent[parent[v]];
    return v;
  };
  for (const [u, v] of graph.edges) if (u !== 0 && v !== 0) parent[find(u)] = find(v);
  const pieces = new Map<number, number[]>();
  const keys: string[] = [];
  graph.edges.forEach(([u, v], e) => {
    if (u === 0 && v === 0) return void keys.push('L'); // a loop on the ground: one move, alone
    const root = find(u === 0 ? v : u);
    const piece = pieces.get(root);
    if (piece) piece.push(e);
    else pieces.set(root, [e]);
  });
  for (const piece of pieces.values()) keys.push(pieceKey(graph, piece));
  return keys.sort().join('|');
}

/** A piece's key: `T` and its canonical tree form, or `G` and its edges renumbered from the ground. */
function pieceKey(graph: HackenbushGraph, piece: readonly number[]): string {
  const adjacency = new Map<number, { to: number; edge: number }[]>();
  const link = (a: number, b: number, edge: number) => {
    const list = adjacency.get(a);
    if (list) list.push({ to: b, edge });
    else adjacency.set(a, [{ to: b, edge }]);
  };
  for (const e of piece) {
    const [u, v] = graph.edges[e];
    link(u, v, e);
    if (u !== v) link(v, u, e);
  }
  // Breadth-first from the ground, neighbours by vertex number: the order both keys are read in.
  const order = [0];
  const number = new Map<number, number>([[0, 0]]);
  const parentOf = new Map<number, number>();
  for (let i = 0; i < order.length; i++) {
    const next = [...(adjacency.get(order[i]) ?? [])].sort((a, b) => a.to - b.to);
    for (const { to } of next) {
      if (number.has(to)) continue;
      number.set(to, order.length);
      parentOf.set(to, order[i]);
      order.push(to);
    }
  }
  const isTree = piece.length === order.length - 1 && piece.every((e) => graph.edges[e][0] !== graph.edges[e][1]);
  if (isTree) {
    // Children before parents (reverse breadth-first order): each vertex's form from its children's.
    const children = new Map<number, string[]>();
    let form = '';
    for (let i = order.length - 1; i >= 0; i--) {
      const v = order[i];
      form = `(${(children.get(v) ?? []).sort().join('')})`;
      if (i === 0) break;
      const up = parentOf.get(v)!;
      const list = children.get(up);
      if (list) list.push(form);
      else children.set(up, [form]);
    }
    return `T${form}`;
  }
  const edges = piece.map((e) => {
    const a = number.get(graph.edges[e][0])!;
    const b = number.get(graph.edges[e][1])!;
    return a <= b ? `${a}-${b}` : `${b}-${a}`;
  });
  return `G${edges.sort().join(',')}`;
}
