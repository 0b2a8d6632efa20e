import { outcome } from '../../engine/normal/analysis.js';
import type { InputReader } from '../input.js';
import { MOD } from '../modular.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { countFirstPlayerWins, type Bounds } from './fast.js';
import { MAX_STONES, packLamps, sevenLampsGame, sharedLampsSolver } from './rules.js';
import { BruteForceLimitError } from '../bruteForceLimit.js';

const MAX_BOUND = 10n ** 18n;

function readBounds(input: InputReader): Bounds[] {
  const bounds: Bounds[] = [];
  for (let i = 1; i <= 7; i++) {
    const lo = input.bigint(`l_${i}`, 0n, MAX_BOUND);
    const hi = input.bigint(`r_${i}`, lo, MAX_BOUND);
    bounds.push({ lo, hi });
  }
  input.expectEnd();
  return bounds;
}

function bruteCount(bounds: readonly Bounds[]): number {
  const largest = bounds.reduce((most, b) => (b.hi > most ? b.hi : most), 0n);
  if (largest > BigInt(MAX_STONES))
    throw new BruteForceLimitError('seven-lamps', `boxes within 0..${MAX_STONES}`, `a box up to ${largest}`);
  const solver = sharedLampsSolver();
  const ranges = bounds.map((b) => [Number(b.lo), Number(b.hi)]);
  const stones = ranges.map(([lo]) => lo);
  let wins = 0;
  // Odometer over the box.
  for (;;) {
    if (outcome(sevenLampsGame, packLamps(stones), solver) === 'N') wins++;
    let i = 0;
    while (i < 7 && stones[i] === ranges[i][1]) stones[i] = ranges[i++][0];
    if (i === 7) break;
    stones[i]++;
  }
  return wins % MOD;
}

export const sevenLamps: Problem = {
  solve: (input) => String(countFirstPlayerWins(readBounds(input))),
  brute: (input) => String(bruteCount(readBounds(input))),
  generate(random: Random, size) {
    const lines: string[] = [];
    for (let i = 0; i < 7; i++) {
      if (size === 'small') {
        const hi = random.int(0, 2);
        lines.push(`${random.int(0, hi)} ${hi}`);
      } else {
        // Overlapping huge ranges, so the losing triples are many and the bit DP is exercised.
        const a = random.bigint(0n, MAX_BOUND);
        const b = random.bigint(0n, MAX_BOUND);
        lines.push(a <= b ? `${a} ${b}` : `${b} ${a}`);
      }
    }
    return lines.join('\n') + '\n';
  },
};
