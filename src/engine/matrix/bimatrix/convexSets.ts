import { profileKey, type Equilibrium } from '../equilibrium.js';
import { MatrixLimitError } from '../solveLimits.js';

/** More maximal sets than this is refused (the closure below can grow with the extreme equilibria). */
export const MAX_CONVEX_SETS = 10_000;

/**
 * The maximal convex sets of equilibria of a two-player game, from its extreme equilibria (Avis,
 * Rosenberg, Savani and von Stengel, "Enumeration of Nash equilibria for two-player games",
 * *Economic Theory* 42, 2010, §2–3; Gambit's `enummixed -c` prints them as `convex-K` lines).
 * Join x and y when (x, y) is an extreme equilibrium; a maximal set X × Y with every pair joined
 * (a maximal biclique) gives the convex set conv X × conv Y, every point an equilibrium, and the
 * union of these sets is the set of all equilibria. Each set is returned as the indices of the
 * extreme equilibria it holds (every pair of X × Y), in order; a game with finitely many
 * equilibria has one set per equilibrium.
 *
 * The bicliques are the pairs X = N(Y), Y = N(X): each X is an intersection of neighbourhoods
 * N(y), so the family of the N(y) closed under intersection gives them all (a closure, computed by
 * repeated intersection until nothing new appears).
 */
export function maximalConvexSets(equilibria: readonly Equilibrium[]): number[][] {
  const xIndex = new Map<string, number>();
  const yIndex = new Map<string, number>();
  const pairs = equilibria.map((e) => {
    const x = indexOf(xIndex, profileKey([e.strategies[0]]));
    const y = indexOf(yIndex, profileKey([e.strategies[1]]));
    return [x, y] as const;
  });
  // N(y) as a set of x's, written as a sorted key; the family closed under intersection.
  const neighbours = Array.from({ length: yIndex.size }, () => new Set<number>());
  for (const [x, y] of pairs) neighbours[y].add(x);
  const family = new Map<string, Set<number>>();
  const add = (set: Set<number>) => {
    const key = [...set].sort((a, b) => a - b).join(',');
    if (set.size === 0 || family.has(key)) return false;
    if (family.size >= MAX_CONVEX_SETS)
      throw new MatrixLimitError('sets', MAX_CONVEX_SETS, `${family.size} convex sets of equilibria found`);
    family.set(key, set);
    return true;
  };
  let fresh = neighbours.filter((set) => add(set));
  while (fresh.length > 0) {
    const next: Set<number>[] = [];
    for (const a of fresh) {
      for (const b of [...family.values()]) {
        const both = new Set([...a].filter((x) => b.has(x)));
        if (add(both)) next.push(both);
      }
    }
    fresh = next;
  }
  const sets = [...family.values()].map((xs) => {
    const ys = new Set(neighbours.flatMap((set, y) => ([...xs].every((x) => set.has(x)) ? [y] : [])));
    return pairs.flatMap(([x, y], k) => (xs.has(x) && ys.has(y) ? [k] : []));
  });
  return sets.sort((a, b) => a[0] - b[0] || a.length - b.length);
}

function indexOf(index: Map<string, number>, key: string): number {
  let value = index.get(key);
  if (value === undefined) {
    value = index.size;
    index.set(key, value);
  }
  return value;
}
