import { outcome } from '../../engine/normal/analysis.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { countWinningSubstrings } from './fast.js';
import { ringGame } from './rules.js';

const MAX_N = 300_000;

function readString(input: InputReader): string {
  const n = input.int('n', 1, MAX_N);
  const s = input.word('s', '01', n);
  input.expectEnd();
  return s;
}

export const cf2070e: Problem = {
  solve: (input) => String(countWinningSubstrings(readString(input))),
  brute(input) {
    const s = readString(input);
    const solver = new GrundySolver(ringGame);
    let wins = 0;
    for (let l = 0; l < s.length; l++) {
      for (let r = l + 1; r <= s.length; r++) {
        if (outcome(ringGame, { ring: s.slice(l, r), firstToMove: true }, solver) === 'N') wins++;
      }
    }
    return String(wins);
  },
  generate(random: Random, size) {
    const small = size === 'small';
    const n = small ? random.int(1, 12) : MAX_N;
    // Mostly zeros: the interesting balance z − 3·o sits near zero when ones are about a quarter.
    const oneChance = random.pick([0, 0.1, 0.25, 0.35, 0.6]);
    let s = '';
    for (let i = 0; i < n; i++) s += random.bool(oneChance) ? '1' : '0';
    return `${n}\n${s}\n`;
  },
};
