import type { RewardGame } from '../../engine/conventions/rewardMinimax.js';

/**
 * A's turn to pick the next cake and cut it, or B's turn to answer a cut (`size` split into
 * `larger` and size − larger). Sizes are integers in a unit fine enough for every optimal cut.
 */
export type CakePosition =
  | { phase: 'cut'; cakes: readonly number[]; tokens: number }
  | { phase: 'answer'; cakes: readonly number[]; tokens: number; size: number; larger: number };

/**
 * The cake game as an engine reward game; each move's reward is what A receives. A picks any
 * remaining cake and cuts it at any `larger` with size/2 ≤ larger ≤ size; B then either spends a
 * token to take the larger piece (A gets the smaller) or lets A have the larger piece.
 *
 * Cuts are real numbers; the model offers every cut on the grid of whole units. That loses
 * nothing once the unit is 2^−n of the input's unit (n = number of cakes): by induction on the
 * cakes left, every value is a multiple of 2^−(cakes left) and so is the best cut, which balances
 * B's two answers at x = (a + V(rest, t−1) − V(rest, t)) / 2 or sits at an end of the range.
 */
export const cakeGame: RewardGame<CakePosition> = {
  *moves(p) {
    if (p.phase === 'cut') {
      for (let i = 0; i < p.cakes.length; i++) {
        if (i > 0 && p.cakes[i] === p.cakes[i - 1]) continue; // equal cakes, same options
        const cakes = [...p.cakes.slice(0, i), ...p.cakes.slice(i + 1)];
        const size = p.cakes[i];
        for (let larger = Math.ceil(size / 2); larger <= size; larger++) {
          yield { to: { phase: 'answer', cakes, tokens: p.tokens, size, larger }, reward: 0 };
        }
      }
      return;
    }
    yield { to: { phase: 'cut', cakes: p.cakes, tokens: p.tokens }, reward: p.larger };
    if (p.tokens > 0) yield { to: { phase: 'cut', cakes: p.cakes, tokens: p.tokens - 1 }, reward: p.size - p.larger };
  },
  key: (p) => (p.phase === 'cut' ? `c${p.tokens}|${p.cakes.join(',')}` : `a${p.tokens}|${p.cakes.join(',')}|${p.size}/${p.larger}`),
  maximizerToMove: (p) => p.phase === 'cut',
};
