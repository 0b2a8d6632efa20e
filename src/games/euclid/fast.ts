/**
 * Remoteness of Euclid's game (x, y), from the quotients of Euclid's algorithm. Write
 * x = q·y + r with x ≥ y > 0 and let R = remoteness of (y, r) (0 once r = 0). With q = 1 the only
 * move leads to (y, r): remoteness R + 1. With q ≥ 2 the options are (y, r) itself, (y + r, y)
 * whose only move is to (y, r), and positions of quotient ≥ 2, which are wins for the player
 * who moves there (so bad targets). If R is even, (y, r) is lost for the opponent: R + 1. If R
 * is odd, (y + r, y) is lost for the opponent, with remoteness R + 1: R + 2.
 */
export function euclidRemoteness(x: number, y: number): number {
  const quotients: number[] = [];
  let a = Math.max(x, y);
  let b = Math.min(x, y);
  while (b > 0) {
    quotients.push(Math.floor(a / b));
    [a, b] = [b, a % b];
  }
  // Unwind from the end of the algorithm (a heap empty: remoteness 0) back to (x, y).
  let remoteness = 0;
  for (let i = quotients.length - 1; i >= 0; i--) {
    remoteness += quotients[i] >= 2 && remoteness % 2 === 1 ? 2 : 1;
  }
  return remoteness;
}

/**
 * Every-SG of Euclid sub-games (hdu3595): the player to move wins iff the largest remoteness
 * among the sub-games is odd.
 */
export function everyEuclidFirstWins(games: readonly (readonly [number, number])[]): boolean {
  let longest = 0;
  for (const [x, y] of games) longest = Math.max(longest, euclidRemoteness(x, y));
  return longest % 2 === 1;
}
