import type { Game } from '../../engine/core/game.js';

/** One component: parts of sizes p ≥ q and its edge count. */
export type Component = readonly [p: number, q: number, edges: number];

/**
 * The edge-adding game up to the symmetry that matters: a graph without odd cycles as the multiset
 * of its components (p, q, edges). Every missing cross edge inside a component leads to
 * (p, q, edges + 1), and every edge joining two components leads to one of the two orientations
 * of their parts, so graphs with equal multisets have the same moves up to this relabelling and
 * the same game. Lets the tests search graphs of 10–12 vertices, beyond the edge-set model.
 */
export const componentGame: Game<readonly Component[]> = {
  *moves(components) {
    for (let i = 0; i < components.length; i++) {
      const [p, q, edges] = components[i];
      if (edges < p * q) yield replace(components, [i], [p, q, edges + 1]);
    }
    for (let i = 0; i < components.length; i++) {
      for (let j = i + 1; j < components.length; j++) {
        const [p1, q1, e1] = components[i];
        const [p2, q2, e2] = components[j];
        const edges = e1 + e2 + 1;
        // Join p1 to q2 (or q1 to p2): parts p1+p2 and q1+q2.
        if ((p1 > 0 && q2 > 0) || (q1 > 0 && p2 > 0)) yield replace(components, [i, j], [p1 + p2, q1 + q2, edges]);
        // Join p1 to p2 (or q1 to q2): parts p1+q2 and q1+p2.
        if ((p1 > 0 && p2 > 0) || (q1 > 0 && q2 > 0)) yield replace(components, [i, j], [p1 + q2, q1 + p2, edges]);
      }
    }
  },
  key: (components) => components.map(([p, q, e]) => `${p},${q},${e}`).join(' '),
};

/** Canonical form: larger part first, components sorted. */
export function normalizeComponents(components: readonly Component[]): Component[] {
  return components
    .map(([p, q, e]): Component => (p >= q ? [p, q, e] : [q, p, e]))
    .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
}

function replace(components: readonly Component[], removed: number[], added: Component): Component[] {
  return normalizeComponents([...components.filter((_, i) => !removed.includes(i)), added]);
}
