import { DRAW, LOSE, WIN } from '../conventions/retrograde.js';

/**
 * Win / lose / draw and game lengths straight from their definition, for tests: a plain fixed-point
 * iteration in rounds, with no queue and no predecessor lists. Round 0 decides the states where
 * play has ended (a `terminal` result, or no move: the mover loses). Round k decides, from what
 * the earlier rounds decided, every open state with a move to a state lost in k − 1 moves (won in
 * k: the winner hurries) and every open state whose moves all lead to decided wins, the longest in
 * k − 1 (lost in k: the loser delays). A round that decides nothing ends it; the rest are draws.
 */
export function resultsByRounds(
  adjacency: readonly (readonly number[])[],
  terminal: readonly number[] = [],
): { result: number[]; moves: number[] } {
  const n = adjacency.length;
  const result = new Array<number>(n).fill(DRAW);
  const moves = new Array<number>(n).fill(-1);
  for (let s = 0; s < n; s++) {
    const fixed = terminal[s] ?? DRAW;
    if (fixed !== DRAW || adjacency[s].length === 0) {
      result[s] = fixed !== DRAW ? fixed : LOSE;
      moves[s] = 0;
    }
  }
  for (let k = 1; ; k++) {
    const decided: [number, number][] = [];
    for (let s = 0; s < n; s++) {
      if (moves[s] >= 0) continue;
      const options = adjacency[s];
      if (options.some((t) => result[t] === LOSE && moves[t] === k - 1)) decided.push([s, WIN]);
      else if (options.every((t) => result[t] === WIN && moves[t] >= 0) && Math.max(...options.map((t) => moves[t])) === k - 1)
        decided.push([s, LOSE]);
    }
    if (decided.length === 0) return { result, moves };
    for (const [s, r] of decided) {
      result[s] = r;
      moves[s] = k;
    }
  }
}
