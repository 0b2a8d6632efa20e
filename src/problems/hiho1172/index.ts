import { GrundySolver } from '../../engine/normal/grundy.js';
import { coinsLeftGame, MAX_MODEL_COINS, wordToRow } from '../../games/coins/coinsLeft/coinsLeftRules.js';
import { coinsLeftValue } from '../../games/coins/coinsLeft/coinsLeftFast.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

const MAX_COINS = 10_000;

/** Reads `N` and the row of N coins, hands the row to `firstWins`. */
function decide(input: InputReader, firstWins: (row: string) => boolean): string {
  const n = input.int('N', 1, MAX_COINS);
  const row = input.word('coins', 'HT', n);
  input.expectEnd();
  return firstWins(row) ? 'Alice' : 'Bob';
}

export const hiho1172: Problem = {
  // The row's value is the XOR of the 1-based positions of its heads coins.
  solve: (input) => decide(input, (row) => coinsLeftValue(row) !== 0),
  brute: (input) =>
    decide(input, (row) => {
      if (row.length > MAX_MODEL_COINS) input.fail(`brute force handles at most ${MAX_MODEL_COINS} coins`);
      return new GrundySolver(coinsLeftGame).grundy(wordToRow(row)) !== 0;
    }),
  generate(random: Random, size) {
    const n = size === 'small' ? random.int(1, 10) : MAX_COINS;
    const heads = random.pick([0.1, 0.5, 0.9]);
    const row = Array.from({ length: n }, () => (random.bool(heads) ? 'H' : 'T')).join('');
    return `${n}\n${row}\n`;
  },
};
