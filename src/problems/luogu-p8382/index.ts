import { GrundySolver } from '../../engine/normal/grundy.js';
import { winningFirstMoves } from '../../games/strip-jump/fast.js';
import { stripJumpGame, stripPosition } from '../../games/strip-jump/rules.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

const MAX_M = 1_000_000_000;
const MAX_N = 1_000_000;

interface Strip {
  m: number;
  cells: Int32Array;
}

function read(input: InputReader): Strip {
  const m = input.int('m', 1, MAX_M);
  const n = input.int('n', 0, Math.min(MAX_N, m - 1));
  const cells = new Int32Array(n);
  // Increasing cells below m: each one bounded by the previous.
  for (let i = 0; i < n; i++) cells[i] = input.int('position', i === 0 ? 1 : cells[i - 1] + 1, m - 1);
  input.expectEnd();
  return { m, cells };
}

export const luoguP8382: Problem = {
  solve(input) {
    const { m, cells } = read(input);
    return String(winningFirstMoves(m, cells));
  },
  brute(input) {
    const { m, cells } = read(input);
    const game = stripJumpGame(m);
    const solver = new GrundySolver(game);
    // One move per piece: count those that leave the opponent a lost position.
    const options = Array.from(game.moves(stripPosition(cells)));
    return String(options.filter((option) => solver.optionValue(option) === 0).length);
  },
  generate(random: Random, size) {
    const small = size === 'small';
    const n = small ? random.int(0, 7) : MAX_N;
    const spread = small ? random.pick([0, 1]) : 800;
    const cells: number[] = [];
    let cell = 0;
    // Runs of adjacent pieces separated by gaps, so blocks of every size occur.
    for (let i = 0; i < n; i++) {
      cell += 1 + (random.bool(0.5) ? 0 : random.int(0, spread));
      cells.push(cell);
    }
    // Small strips stay at most 18 cells (cells ≤ 14 here), so the search has a few thousand positions.
    const m = Math.min(small ? 18 : MAX_M, cell + 1 + random.pick([0, 0, 1, 2, random.int(0, small ? 4 : 1000)]));
    return `${m} ${n}\n${cells.join(' ')}\n`;
  },
};
