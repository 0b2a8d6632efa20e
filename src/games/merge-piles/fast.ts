/**
 * Merging piles from n singletons with bound m (luogu-p4101).
 *
 * Every move lowers the pile count by one and every pile holds at most m stones, so a play lasts
 * at most n − ⌈n/m⌉ moves (reached by filling piles of m one by one). The first player wins iff
 * this maximum is odd. With m ≥ n every merge stays legal until one pile is left, so every play
 * has exactly n − 1 moves; for m < n plays can be shorter, and that the maximum's parity still
 * decides is not proven here: the rule was found and is held by exhaustive engine search over the
 * multisets of pile sizes (all n ≤ 38, m ≤ 40 were checked while deriving it; the test re-checks
 * n ≤ 20, m ≤ 22 on every run, and the judge problem compares with the engine on random inputs).
 */

/** The most moves any play from n singletons can last: n − ⌈n/m⌉. */
export function maxMergeMoves(n: number, m: number): number {
  if (!(Number.isInteger(n) && n >= 0 && Number.isInteger(m) && m >= 1)) {
    throw new RangeError(`expected n ≥ 0 and m ≥ 1, got n=${n}, m=${m}`);
  }
  return n - Math.ceil(n / m);
}

/** True when the player to move wins from n piles of one stone with merge bound m. */
export function singletonMergeFirstWins(n: number, m: number): boolean {
  return maxMergeMoves(n, m) % 2 === 1;
}
