import { NimlabError } from '../../engine/core/errors.js';
import { componentCensus, type ComponentCensus } from './census.js';

/**
 * Whether the first player (Aoki) wins the edge-adding game on a graph with no odd cycle.
 *
 * The game ends exactly when the graph is a complete bipartite graph K(a, n−a) (two components can
 * always be joined, and a connected bipartite graph with a missing cross edge can take it), so
 * the number of moves is a(n−a) − m and only the parity of a matters: the first player wins iff
 * a(n−a) − m is odd.
 * - n odd: a(n−a) is even for every a, so the first player wins iff m is odd.
 * - n even: a(n−a) is odd iff a is odd. A component with parts (x, y) puts x or y on a's side;
 *   for an even-size component x ≡ y (mod 2), so its share of a's parity is fixed (call the sum
 *   over even components E); only the k odd-size components are free, I of them isolated vertices.
 *   · k = 0: a ≡ E, fixed.
 *   · I = k (class A): every odd component is a lone vertex. Joining two of them makes a (1, 1)
 *     pair and stays in class A; attaching one to a larger component leads to class B, which the
 *     next player wins. So play stays in A and pairs them up: a ≡ E + k/2.
 *   · I = k−1 or k−2 (class B): the player to move wins. With one larger odd component C they
 *     attach a lone vertex to the side of C of their choice; with two they join them with the
 *     orientation of their choice. Either way all odd components left are lone vertices (class A,
 *     or k = 0) with the parity they chose.
 *   · I ≤ k−3 (class C): at least three odd components are not lone vertices, and no single move
 *     reaches class A. Entering class B loses, so both stay in C while they can: slack edges,
 *     merges involving an even component, pairing two lone vertices. They run out only when all
 *     components are odd and complete bipartite, x·y edges each with x + y odd: an even number of
 *     edges. So the player stuck there (who must enter B and lose) has the same parity of moves
 *     behind them as m: the first player wins iff m is odd.
 * Checked against the engine's model of the real game on random small graphs in the tests.
 */
export function firstPlayerWinsEdgeGame(n: number, ends: Int32Array): boolean {
  const census = componentCensus(n, ends);
  if (typeof census === 'string') throw new NimlabError(`abc398g: ${census}`);
  return firstPlayerWins(n, ends.length / 2, census);
}

/** The rule above, from n, m and the component census. */
export function firstPlayerWins(n: number, m: number, { oddComponents: k, isolated, evenParity }: ComponentCensus): boolean {
  if (n % 2 === 1) return m % 2 === 1;
  if (k === 0) return (m + evenParity) % 2 === 1;
  if (isolated === k) return (m + evenParity + k / 2) % 2 === 1;
  if (isolated >= k - 2) return true;
  return m % 2 === 1;
}
