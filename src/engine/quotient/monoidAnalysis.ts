/**
 * The structure of a finite commutative monoid with a P-portion, as MisereSolver's -analyze reports
 * it (Plambeck & Siegel 2008, §4–5; Siegel, Combinatorial Game Theory, ch. V): idempotents, the
 * maximal subgroup at each, the Archimedean components, the kernel, and whether the quotient is tame.
 *
 * Facts used (finite commutative monoids): every x has exactly one idempotent power x^ω; x and y
 * are in the same Archimedean component exactly when x^ω = y^ω, so the components correspond to the
 * idempotents; the maximal subgroup at idempotent e is { x : xe = x and xy = e for some y with ye = y };
 * the kernel (least ideal) is the maximal subgroup at the least idempotent, the product of all of them.
 * A quotient is tame when it is ⟨a | a² = 1⟩ with P = {a} (a nim-like set of games: misère Nim's
 * heaps 0, 1) or ⟨a, b | a² = 1, b³ = b⟩ with P = {a, b²} (misère Nim with heaps of 2 and more).
 */
export interface MonoidAnalysis {
  /** Elements e with e·e = e, the identity first. */
  idempotents: number[];
  /** Per idempotent (same order): the elements of its maximal subgroup. */
  maximalSubgroups: number[][];
  /** Per idempotent (same order): its Archimedean component (elements whose idempotent power it is). */
  archimedeanComponents: number[][];
  /** The least ideal: the maximal subgroup at the least idempotent. */
  kernel: number[];
  /** 'T2' (⟨a | a² = 1⟩), 'T6' (⟨a, b | a² = 1, b³ = b⟩) or null (not tame). */
  tame: 'T2' | 'T6' | null;
}

/** A monoid as a table: `product[x * order + y]`, element 0 the identity; `losing` its P-portion. */
export interface MonoidTable {
  readonly order: number;
  readonly product: ArrayLike<number>;
  readonly losing: ArrayLike<boolean>;
}

export function analyzeMonoid(m: MonoidTable): MonoidAnalysis {
  const { order, product } = m;
  const times = (x: number, y: number) => product[x * order + y];
  const idempotentPower = (x: number) => {
    // x^k for k = 1, 2, …: the powers enter a cycle within `order` steps; x^ω is the one idempotent there.
    let p = x;
    for (let k = 0; k < order; k++) p = times(p, x);
    let q = p;
    while (times(q, q) !== q) q = times(q, p);
    return q;
  };
  const idempotents = Array.from({ length: order }, (_, x) => x).filter((x) => times(x, x) === x);
  const power = Array.from({ length: order }, (_, x) => idempotentPower(x));
  const archimedeanComponents = idempotents.map((e) => power.flatMap((p, x) => (p === e ? [x] : [])));
  const maximalSubgroups = idempotents.map((e) => {
    const ideal = Array.from({ length: order }, (_, x) => x).filter((x) => times(x, e) === x);
    return ideal.filter((x) => ideal.some((y) => times(x, y) === e));
  });
  const least = idempotents.reduce(times, 0);
  const kernel = maximalSubgroups[idempotents.indexOf(least)];
  return { idempotents, maximalSubgroups, archimedeanComponents, kernel, tame: tameness(m) };
}

function tameness(m: MonoidTable): 'T2' | 'T6' | null {
  const { order, product, losing } = m;
  const times = (x: number, y: number) => product[x * order + y];
  if (order === 2) return times(1, 1) === 0 && losing[1] && !losing[0] ? 'T2' : null;
  if (order !== 6) return null;
  for (let a = 1; a < order; a++) {
    if (times(a, a) !== 0) continue;
    for (let b = 1; b < order; b++) {
      const b2 = times(b, b);
      if (times(b2, b) !== b) continue;
      // a^i b^j for i < 2, j < 3 must be the six elements, P = {a, b²}.
      const elements = [0, b, b2, a, times(a, b), times(a, b2)];
      if (new Set(elements).size !== 6) continue;
      const inP = elements.map((x) => Boolean(losing[x]));
      if (inP.join() === [false, false, true, true, false, false].join()) return 'T6';
    }
  }
  return null;
}
