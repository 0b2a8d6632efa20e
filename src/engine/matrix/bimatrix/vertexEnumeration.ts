import { bestResponsePolytopes, strategyOfPoint } from './bestResponsePolytope.js';
import type { Equilibrium } from '../equilibrium.js';
import type { Bimatrix } from '../payoffTable.js';
import { polytopeVertices, type PolytopeVertex } from './polytopeVertices.js';
import type { SolveControl } from '../solveLimits.js';

/** The extreme equilibria of a bimatrix game and what is known of the whole set. */
export interface ExtremeEquilibria {
  /** Every extreme equilibrium (each the pair of a vertex of P and a vertex of Q). */
  readonly equilibria: Equilibrium[];
  /** Some vertex of a best-response polytope has more labels than its dimension: the game is degenerate. */
  readonly degenerate: boolean;
  /**
   * The set of equilibria is exactly `equilibria` (false when some extreme equilibrium shares its x
   * or its y with another: then every mixture of the two is an equilibrium too, a continuum).
   */
  readonly finite: boolean;
}

/**
 * Every extreme Nash equilibrium of a bimatrix game, degenerate or not, by vertex enumeration of the
 * two best-response polytopes (Mangasarian, "Equilibrium points of bimatrix games", *J. SIAM* 12,
 * 1964; Avis, Rosenberg, Savani and von Stengel, "Enumeration of Nash equilibria for two-player
 * games", *Economic Theory* 42, 2010; Gambit's `gambit-enummixed`): every vertex x ≠ 0 of P and
 * y ≠ 0 of Q whose labels together are all m+n labels. The whole set of equilibria is the union, over
 * the maximal sets X × Y of pairwise complementary vertices, of conv X × conv Y (ibid., §2); so it
 * is finite exactly when no vertex is complementary to two others.
 */
export function vertexEnumeration(game: Bimatrix, control: SolveControl = {}): ExtremeEquilibria {
  const polytopes = bestResponsePolytopes(game);
  const { rows: m, columns: n } = polytopes;
  const pVertices = polytopeVertices(polytopes.pConstraints, control);
  const qVertices = polytopeVertices(polytopes.qConstraints, control);
  // Labels of P: x_i = 0 is variable i → label i; slack j → label m+j. Same bit numbering.
  // Labels of Q: y_j = 0 is variable j → label m+j; slack i (row i tight) → label i.
  const qLabels = (vertex: PolytopeVertex) => ((vertex.zero & ((1n << BigInt(n)) - 1n)) << BigInt(m)) | (vertex.zero >> BigInt(n));
  const all = (1n << BigInt(m + n)) - 1n;
  const xs = pVertices.filter((v) => v.point.some((z) => z.sign() !== 0));
  const ys = qVertices.filter((v) => v.point.some((z) => z.sign() !== 0)).map((v) => ({ vertex: v, labels: qLabels(v) }));
  const equilibria: Equilibrium[] = [];
  const xUses = new Map<number, number>();
  const yUses = new Map<number, number>();
  xs.forEach((x, xi) => {
    ys.forEach(({ vertex: y, labels }, yi) => {
      if ((x.zero | labels) !== all) return;
      const row = strategyOfPoint(x.point, polytopes.scaleB, polytopes.shiftB);
      const column = strategyOfPoint(y.point, polytopes.scaleA, polytopes.shiftA);
      equilibria.push({ strategies: [row.strategy, column.strategy], payoffs: [column.payoff, row.payoff] });
      xUses.set(xi, (xUses.get(xi) ?? 0) + 1);
      yUses.set(yi, (yUses.get(yi) ?? 0) + 1);
    });
  });
  const degenerate = pVertices.some((v) => v.degenerate) || qVertices.some((v) => v.degenerate);
  const finite = [...xUses.values(), ...yUses.values()].every((uses) => uses === 1);
  return { equilibria, degenerate, finite };
}
