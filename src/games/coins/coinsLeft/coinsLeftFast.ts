/**
 * "Turn one or two, the other to the left" by the coin-turning theorem: a row's Grundy value is the
 * XOR of the values of its heads coins taken alone. A lone heads coin at position x (1-based) can
 * become nothing or a lone coin at any y < x, so its value is mex{0, 1, …, x−1} = x (checked
 * against the engine in the tests). The row's value is the XOR of its heads positions.
 */

/** The Grundy value of a row written with `H`/`T`, leftmost coin = position 1. */
export function coinsLeftValue(word: string): number {
  let value = 0;
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) === 72 /* H */) value ^= i + 1;
  return value;
}

/** A winning move: turn heads coin `turn` to tails and, when given, coin `alsoTurn` < turn too. */
export interface CoinMove {
  turn: number;
  alsoTurn?: number;
}

/**
 * Every winning move from a row of value g ≠ 0: for each heads coin x, turning x alone leaves
 * g ⊕ x, which is 0 iff x = g; turning x and y leaves g ⊕ x ⊕ y, which is 0 iff y = g ⊕ x, a legal
 * partner when 1 ≤ g ⊕ x < x.
 */
export function coinsLeftWinningMoves(word: string): CoinMove[] {
  const value = coinsLeftValue(word);
  if (value === 0) return [];
  const moves: CoinMove[] = [];
  for (let i = 0; i < word.length; i++) {
    if (word.charCodeAt(i) !== 72) continue;
    const x = i + 1;
    const partner = value ^ x;
    if (partner === 0) moves.push({ turn: x });
    else if (partner < x) moves.push({ turn: x, alsoTurn: partner });
  }
  return moves;
}

/** The row after a move. */
export function applyCoinMove(word: string, move: CoinMove): string {
  const coins = [...word];
  const flip = (position: number) => (coins[position - 1] = coins[position - 1] === 'H' ? 'T' : 'H');
  flip(move.turn);
  if (move.alsoTurn !== undefined) flip(move.alsoTurn);
  return coins.join('');
}
