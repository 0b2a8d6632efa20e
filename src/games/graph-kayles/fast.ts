/**
 * Node and Arc Kayles by components: a move only touches the component it is made in, so a
 * position is the disjunctive sum of its connected components and its value is the XOR of theirs.
 * Each option is split into its components (an engine Sum), so the memo holds components only —
 * far fewer than whole positions on graphs that fall apart as play goes on.
 */
import { sum, type Game } from '../../engine/core/game.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { kaylesMoves, type KaylesGraph, type KaylesVariant } from './rules.js';

/** The connected components of `position`, as masks. */
export function components(graph: KaylesGraph, position: number): number[] {
  const found: number[] = [];
  let rest = position;
  while (rest !== 0) {
    let component = rest & -rest;
    let frontier = component;
    while (frontier !== 0) {
      const v = 31 - Math.clz32(frontier & -frontier);
      frontier &= frontier - 1;
      const fresh = graph.adjacency[v] & rest & ~component;
      component |= fresh;
      frontier |= fresh;
    }
    found.push(component);
    rest &= ~component;
  }
  return found;
}

/** The game on connected positions, each option the sum of its components. */
export function kaylesByComponents(graph: KaylesGraph, variant: KaylesVariant): Game<number> {
  return {
    *moves(position) {
      for (const move of kaylesMoves(graph, variant, position)) yield sum(...components(graph, move.to));
    },
    key: (position) => position,
  };
}

/** Grundy values of positions of one graph, memoized across calls. */
export class KaylesSolver {
  private readonly solver: GrundySolver<number>;

  constructor(
    readonly graph: KaylesGraph,
    readonly variant: KaylesVariant,
  ) {
    this.solver = new GrundySolver(kaylesByComponents(graph, variant));
  }

  value(position: number): number {
    let total = 0;
    for (const component of components(this.graph, position)) total ^= this.solver.grundy(component);
    return total;
  }
}
