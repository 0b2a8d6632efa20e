import { analyze } from '../../engine/normal/analysis.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { dynamicStart, dynamicSubtractionGame, type DynamicPosition } from '../../games/dynamic/rules.js';
import { DynamicNumberSystem, smallestWinningFirstMove } from '../../games/dynamic/fast.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

const MAX_TESTS = 20;
const MAX_HEAP = 100_000_000;
const MAX_MULTIPLIER = 100_000;
/** Brute force keeps every (heap, limit) pair: keep heaps small. */
const BRUTE_MAX_HEAP = 150;

interface Test {
  n: number;
  k: number;
}

function readTests(input: InputReader): Test[] {
  const count = input.int('T', 1, MAX_TESTS);
  const tests: Test[] = [];
  for (let t = 0; t < count; t++) tests.push({ n: input.int('n', 2, MAX_HEAP), k: input.int('k', 1, MAX_MULTIPLIER) });
  input.expectEnd();
  return tests;
}

/** `Case i: lose` or `Case i: x` for the smallest winning first move x. */
function formatAnswers(smallestWins: readonly (number | null)[]): string {
  return smallestWins.map((move, i) => `Case ${i + 1}: ${move === null ? 'lose' : move}`).join('\n');
}

/** One number system per multiplier, built up to the largest heap asked with it. */
function systemsByMultiplier(tests: readonly Test[]): Map<number, DynamicNumberSystem> {
  const limits = new Map<number, number>();
  for (const { n, k } of tests) limits.set(k, Math.max(n, limits.get(k) ?? 0));
  return new Map([...limits].map(([k, limit]) => [k, new DynamicNumberSystem(k, limit)]));
}

/** The engine's smallest first take that leaves a P-position. */
function bruteSmallestWin(n: number, k: number): number | null {
  const game = dynamicSubtractionGame(k);
  const start = dynamicStart(n);
  const takes = analyze(game, start, new GrundySolver(game)).winningMoves.map((move) => n - (move.option as DynamicPosition).remaining);
  return takes.length === 0 ? null : Math.min(...takes);
}

export const hdu2486: Problem = {
  // The first player loses iff n is a term of the k-system; else take n's smallest term.
  solve(input) {
    const tests = readTests(input);
    const systems = systemsByMultiplier(tests);
    return formatAnswers(tests.map(({ n, k }) => smallestWinningFirstMove(systems.get(k)!, n)));
  },
  brute(input) {
    const tests = readTests(input);
    if (tests.some(({ n }) => n > BRUTE_MAX_HEAP)) input.fail(`brute force handles heaps up to ${BRUTE_MAX_HEAP}`);
    return formatAnswers(tests.map(({ n, k }) => bruteSmallestWin(n, k)));
  },
  generate(random: Random, size) {
    const small = size === 'small';
    const tests = small ? random.int(1, 4) : MAX_TESTS;
    const lines = [String(tests)];
    for (let t = 0; t < tests; t++) {
      if (small) {
        lines.push(`${random.int(2, 60)} ${random.bool(0.8) ? random.int(1, 6) : random.int(1, 100)}`);
      } else {
        // The largest multipliers build the longest term sequences: the slowest case.
        const k = random.pick([1, 2, MAX_MULTIPLIER, random.int(1, MAX_MULTIPLIER)]);
        lines.push(`${random.int(MAX_HEAP - 1000, MAX_HEAP)} ${k}`);
      }
    }
    return lines.join('\n') + '\n';
  },
};
