import { cutcakeValue } from '../../games/partizan/cutcake/cutcakeValue.js';
import { BruteForceLimitError } from '../bruteForceLimit.js';
import { type InputReader, eachTest } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

const MAX_PIECES = 100;
const MAX_SIDE = 1_000_000_000;
/** The statement bounds N and the sides but not the number of tests; nimlab reads this many at most. */
const MAX_TESTS = 1000;
/** Whole-game search: the squares of all pieces together (the states are the ways to cut them). */
const BRUTE_MAX_SQUARES = 24;

/** A chocolate X × Y: Alice splits X (A × Y and B × Y), Bob splits Y (X × A and X × B). */
interface Bar {
  readonly x: number;
  readonly y: number;
}

/** Tests as the judge gives them (a count, then each: N and N lines `X Y`), one `Case i: …` line each. */
function answerTests(input: InputReader, aliceWins: (bars: Bar[]) => boolean): string {
  let test = 0;
  return eachTest(input, { name: 'the number of tests', max: MAX_TESTS }, () => {
    const n = input.int('N', 1, MAX_PIECES);
    const bars: Bar[] = [];
    for (let i = 0; i < n; i++) bars.push({ x: input.int('X', 1, MAX_SIDE), y: input.int('Y', 1, MAX_SIDE) });
    test += 1;
    return `Case ${test}: ${aliceWins(bars) ? 'Alice' : 'Bob'}`;
  });
}

/**
 * HDU 3544 "Alice's Game" is Cutcake (*Winning Ways* vol. 1 ch. 2) with Alice as Left: she cuts
 * across X, as Left cuts a cake's columns. Every Cutcake rectangle is worth an integer, so the
 * sum of the bars is a number and Alice, moving first, wins iff it is positive (a zero sum is a
 * second-player win). Sides below 2^30 and at most 100 bars keep the sum below 2^37: exact in a
 * double.
 */
function aliceWinsByValues(bars: Bar[]): boolean {
  let sum = 0;
  for (const { x, y } of bars) sum += cutcakeValue(y, x);
  return sum > 0;
}

/**
 * The rules themselves: a minimax over every way of cutting the bars, with the player to move
 * losing when no bar can be cut her way. Its memo lives as long as one call of `brute`.
 */
class CuttingSearch {
  private readonly wins = new Map<string, boolean>();

  /** True when the player to move (Alice when `alice`) wins from these bars. */
  toMoveWins(bars: readonly Bar[], alice: boolean): boolean {
    const live = bars.filter((bar) => bar.x > 1 || bar.y > 1);
    const key = `${alice ? 'A' : 'B'}${live
      .map((bar) => `${bar.x}x${bar.y}`)
      .sort()
      .join(' ')}`;
    const known = this.wins.get(key);
    if (known !== undefined) return known;
    let wins = false;
    for (let i = 0; i < live.length && !wins; i++) {
      const { x, y } = live[i];
      const side = alice ? x : y;
      for (let cut = 1; cut < side && !wins; cut++) {
        const pieces: Bar[] = alice
          ? [
              { x: cut, y },
              { x: x - cut, y },
            ]
          : [
              { x, y: cut },
              { x, y: y - cut },
            ];
        const next = [...live.slice(0, i), ...pieces, ...live.slice(i + 1)];
        wins = !this.toMoveWins(next, !alice);
      }
    }
    this.wins.set(key, wins);
    return wins;
  }
}

export const hdu3544: Problem = {
  solve: (input) => answerTests(input, aliceWinsByValues),
  brute: (input) =>
    answerTests(input, (bars) => {
      const squares = bars.reduce((total, { x, y }) => total + x * y, 0);
      if (squares > BRUTE_MAX_SQUARES) {
        throw new BruteForceLimitError(
          'hdu3544',
          `at most ${BRUTE_MAX_SQUARES} squares of chocolate in a test`,
          `${squares} squares in a test`,
        );
      }
      return new CuttingSearch().toMoveWins(bars, true);
    }),
  generate(random: Random, size) {
    const small = size === 'small';
    const tests = small ? random.int(1, 3) : MAX_TESTS;
    const lines = [String(tests)];
    for (let t = 0; t < tests; t++) {
      const bars: Bar[] = [];
      if (small) {
        // Bars added while the whole test stays within the brute force's reach.
        let squares = 0;
        const wanted = random.int(1, 3);
        while (bars.length < wanted) {
          const bar = { x: random.int(1, 6), y: random.int(1, 6) };
          if (squares + bar.x * bar.y > BRUTE_MAX_SQUARES) break;
          bars.push(bar);
          squares += bar.x * bar.y;
        }
        if (bars.length === 0) bars.push({ x: random.int(1, 3), y: random.int(1, 3) });
      } else {
        // Sides near powers of two and uniform ones: the value turns on ⌊log2⌋ of each side.
        const side = () => (random.bool() ? Math.min(MAX_SIDE, 2 ** random.int(0, 29) + random.int(-1, 1) || 1) : random.int(1, MAX_SIDE));
        for (let i = 0; i < MAX_PIECES; i++) bars.push({ x: side(), y: side() });
      }
      lines.push(String(bars.length), ...bars.map(({ x, y }) => `${x} ${y}`));
    }
    return lines.join('\n') + '\n';
  },
};
