import { analyzeLoopy } from '../../engine/conventions/retrograde.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { readRiverInput, verdict } from './board.js';
import { solveRiver } from './fast.js';
import { riverGame, riverStart } from './rules.js';

export const luoguP9169: Problem = {
  solve: (input: InputReader) =>
    readRiverInput(input)
      .map((board) => {
        const { result, moves } = solveRiver(board);
        return verdict(result, moves);
      })
      .join('\n'),
  brute: (input: InputReader) =>
    readRiverInput(input)
      .map((board) => {
        const start = riverStart(board);
        const { result, moves } = analyzeLoopy(riverGame(board), [start]).resultOf(start);
        return verdict(result, moves);
      })
      .join('\n'),
  generate(random: Random, size) {
    const small = size === 'small';
    const tests = small ? random.int(1, 3) : 3;
    const out = [String(random.int(1, 20)), String(tests)];
    for (let t = 0; t < tests; t++) out.push(randomBoard(random, small));
    return out.join('\n') + '\n';
  },
};

/**
 * One random board. Small boards (up to 5×5, brute-force size) often get a wall row with few gaps
 * so that black can be shut in or escape, which is where ties and long games come from.
 */
function randomBoard(random: Random, small: boolean): string {
  let n: number;
  let m: number;
  do {
    n = small ? random.int(1, 5) : 10;
    m = small ? random.int(1, 5) : 10;
  } while (n * m < 3 || (small && n * m > 20));
  const obstacles = small ? random.pick([0, 0.15, 0.3]) : random.pick([0, 0, 0.1]);
  const cells: string[] = Array.from({ length: n * m }, () => (random.bool(obstacles) ? '#' : '.'));
  if (small && n >= 3 && random.bool(0.4)) {
    const wall = random.int(1, n - 2);
    for (let j = 0; j < m; j++) cells[wall * m + j] = random.bool(0.2) ? '.' : '#';
  }
  // Black starts in the lower half more often than not, where the game lasts longer; the red
  // pieces go anywhere else.
  const cellsFrom = (fromRow: number) => Array.from({ length: (n - fromRow) * m }, (_, k) => fromRow * m + k);
  const black = random.pick(cellsFrom(random.bool(0.7) ? Math.floor(n / 2) : 0));
  const distance = (c: number) => Math.abs(Math.floor(c / m) - Math.floor(black / m)) + Math.abs((c % m) - (black % m));
  let others = random.shuffle(cellsFrom(0).filter((c) => c !== black));
  // Mostly keep the red pieces out of immediate capturing range, else red wins in one move.
  const far = others.filter((c) => distance(c) >= 2);
  if (far.length >= 2 && random.bool(0.8)) others = far;
  cells[black] = 'X';
  cells[others[0]] = 'O';
  cells[others[1]] = 'O';
  const rows = [`${n} ${m}`];
  for (let i = 0; i < n; i++) rows.push(cells.slice(i * m, (i + 1) * m).join(''));
  return rows.join('\n');
}
