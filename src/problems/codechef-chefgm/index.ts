import { BruteForceLimitError } from '../bruteForceLimit.js';
import { type InputReader, eachTest } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

const MAX_TESTS = 1000;
const MAX_PILES = 100;
const MAX_PILE = 45;
const MAX_NUMBER = 2 ** 31 - 1;
/** The brute force's positions are one cut height per pile: at most this many numbers in all. */
const BRUTE_MAX_NUMBERS = 14;

/** A pile's distinct numbers in increasing order, each marked even (true) or odd. */
type Pile = boolean[];

/**
 * Reads the tests: t, then each test's k and k piles `n_i a_1 … a_n`, and hands each pile to
 * `pile` as its distinct numbers in increasing order (the first `count` of `sorted`, a buffer
 * reused from pile to pile). Choosing a number removes it and every number not below it, so
 * equal numbers go together, and only the parities of the distinct numbers matter.
 */
function answerTests<S>(
  input: InputReader,
  test: { start: () => S; pile: (state: S, sorted: Float64Array, count: number) => void; answer: (state: S) => string },
): string {
  const buffer = new Float64Array(MAX_PILE);
  return eachTest(input, { name: 't', max: MAX_TESTS }, () => {
    const k = input.int('k', 0, MAX_PILES);
    const state = test.start();
    for (let i = 0; i < k; i++) {
      const n = input.int('n_i', 0, MAX_PILE);
      // Insertion into the sorted distinct prefix: 45 numbers at most, and no call per pile.
      let count = 0;
      for (let j = 0; j < n; j++) {
        const a = input.int('a', 0, MAX_NUMBER);
        let at = count;
        while (at > 0 && buffer[at - 1] > a) at--;
        if (at > 0 && buffer[at - 1] === a) continue;
        for (let move = count; move > at; move--) buffer[move] = buffer[move - 1];
        buffer[at] = a;
        count++;
      }
      test.pile(state, buffer, count);
    }
    return test.answer(state);
  });
}

/** Chef's choice from who wins: as Left (even numbers) moving first, and as Right (odd) moving first. */
function choice(evenWins: boolean, oddWins: boolean): string {
  return evenWins ? 'EVEN' : oddWins ? 'ODD' : "DON'T PLAY";
}

/**
 * 2^45 times the value of a pile as a blue-red Hackenbush string, even numbers Left's (Berlekamp's
 * rule, *Winning Ways* vol. 1 ch. 2): the first run of one parity counts ±1 a number, after the
 * first change the i-th number ±1/2^i. At most 45 numbers keep it below 45·2^45 < 2^53: exact.
 */
function scaledPileValue(sorted: Float64Array, count: number): number {
  const one = 2 ** MAX_PILE;
  const first = sorted[0] % 2;
  let value = 0;
  let at = 0;
  while (at < count && sorted[at] % 2 === first) value += sorted[at++] % 2 === 0 ? one : -one;
  for (let step = one / 2; at < count; at++, step /= 2) value += sorted[at] % 2 === 0 ? step : -step;
  return value;
}

/**
 * The rules: a position is how many numbers of each pile are left (the smallest ones); a move
 * keeps fewer of one pile, cutting at a number of the mover's parity. Minimax, memoised per test.
 */
class PileSearch {
  private readonly wins = new Map<string, boolean>();

  constructor(private readonly piles: Pile[]) {}

  /** True when the player to move, who takes even numbers when `even`, wins with `left[i]` numbers left in pile i. */
  toMoveWins(left: number[], even: boolean): boolean {
    const key = `${even ? 'E' : 'O'}${left.join(',')}`;
    const known = this.wins.get(key);
    if (known !== undefined) return known;
    let wins = false;
    for (let i = 0; i < left.length && !wins; i++) {
      for (let cut = 0; cut < left[i] && !wins; cut++) {
        if (this.piles[i][cut] !== even) continue;
        wins = !this.toMoveWins(
          left.map((count, j) => (j === i ? cut : count)),
          !even,
        );
      }
    }
    this.wins.set(key, wins);
    return wins;
  }
}

/**
 * CodeChef CHEFGM "Chef Game" (November Challenge 2013, https://www.codechef.com/problems/CHEFGM):
 * each pile, its numbers in increasing order, is a blue-red Hackenbush string (even numbers one
 * colour, odd the other), and the piles are a sum. Its value x is a number: choosing EVEN (Left,
 * moving first) wins iff x > 0, ODD iff x < 0; x = 0 is a second-player win, "DON'T PLAY".
 */
export const codechefChefgm: Problem = {
  solve: (input) =>
    answerTests(input, {
      // 100 piles of up to 45·2^45 can pass 2^53: the sum is a bigint.
      start: () => ({ sum: 0n }),
      pile: (state, sorted, count) => {
        if (count > 0) state.sum += BigInt(scaledPileValue(sorted, count));
      },
      answer: ({ sum }) => choice(sum > 0n, sum < 0n),
    }),
  brute: (input) =>
    answerTests(input, {
      start: (): Pile[] => [],
      pile: (piles, sorted, count) => {
        piles.push(Array.from(sorted.subarray(0, count), (a) => a % 2 === 0));
      },
      answer: (piles) => {
        const numbers = piles.reduce((total, pile) => total + pile.length, 0);
        if (numbers > BRUTE_MAX_NUMBERS) {
          throw new BruteForceLimitError('codechef-chefgm', `at most ${BRUTE_MAX_NUMBERS} distinct numbers in a test`, `${numbers}`);
        }
        const search = new PileSearch(piles);
        const all = piles.map((pile) => pile.length);
        return choice(search.toMoveWins(all, true), search.toMoveWins(all, false));
      },
    }),
  generate(random: Random, size) {
    const small = size === 'small';
    const tests = small ? random.int(1, 3) : MAX_TESTS;
    const lines = [String(tests)];
    for (let t = 0; t < tests; t++) {
      const k = small ? random.int(0, 4) : MAX_PILES;
      lines.push(String(k));
      let budget = BRUTE_MAX_NUMBERS;
      for (let i = 0; i < k; i++) {
        const n = small ? random.int(0, Math.min(5, budget)) : MAX_PILE;
        budget -= n;
        // Small numbers repeat (equal numbers go together); large ones span the whole range.
        const top = small ? random.pick([6, 20]) : random.pick([60, MAX_NUMBER]);
        const numbers = Array.from({ length: n }, () => random.int(0, top));
        lines.push([n, ...numbers].join(' '));
      }
    }
    return lines.join('\n') + '\n';
  },
};
