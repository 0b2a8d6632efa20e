import { analyzeLoopy } from '../../engine/conventions/retrograde.js';
import { northcottBoard, type NorthcottRow } from '../../games/northcott/rules.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

const MAX_ROWS = 1000;
const MAX_WIDTH = 100;
/** The brute force searches every board reachable from the input; keep that many states at most. */
const BRUTE_MAX_STATES = 100_000;

interface Board {
  width: number;
  rows: NorthcottRow[];
}

/** Several boards until the end of input: `n m`, then n rows `a b` (black column, white column). */
function readBoards(input: InputReader): Board[] {
  const boards: Board[] = [];
  while (!input.atEnd()) {
    const n = input.int('n', 1, MAX_ROWS);
    const width = input.int('m', 2, MAX_WIDTH);
    const rows: NorthcottRow[] = [];
    for (let i = 0; i < n; i++) {
      const black = input.int('a (black column)', 1, width);
      const white = input.int('b (white column)', 1, width);
      if (black === white) input.fail(`row ${i + 1}: the two pieces must stand in different columns, got both in ${black}`);
      rows.push([black, white]);
    }
    boards.push({ width, rows });
  }
  return boards;
}

function answer(boards: readonly Board[], blackWins: (board: Board) => boolean): string {
  return boards.map((board) => (blackWins(board) ? 'I WIN!' : 'BAD LUCK!')).join('\n');
}

/** Positions the search may meet: each row keeps its order, so C(m, 2) placements, times who moves. */
function reachableStates({ width, rows }: Board): number {
  return rows.reduce((states) => states * ((width * (width - 1)) / 2), 2);
}

export const hdu1730: Problem = {
  // Each row is a Nim heap of the empty cells between the pieces (retreats are reversible).
  solve: (input) =>
    answer(readBoards(input), ({ rows }) => {
      let total = 0;
      for (const [black, white] of rows) total ^= Math.abs(black - white) - 1;
      return total !== 0;
    }),
  // The real board, both colours, retreats and all, solved by retrograde analysis.
  brute(input) {
    const boards = readBoards(input);
    return answer(boards, (board) => {
      if (reachableStates(board) > BRUTE_MAX_STATES) input.fail(`brute force searches boards of at most ${BRUTE_MAX_STATES} states`);
      const root = { rows: board.rows, blackToMove: true };
      return analyzeLoopy(northcottBoard(board.width), [root]).resultOf(root).result === 'win';
    });
  },
  generate(random: Random, size) {
    const boards = size === 'max' ? 10 : random.int(1, 2);
    const out: string[] = [];
    for (let t = 0; t < boards; t++) {
      const n = size === 'max' ? MAX_ROWS : random.int(1, 3);
      const width = size === 'max' ? MAX_WIDTH : random.int(2, n === 3 ? 4 : 6);
      out.push(`${n} ${width}`);
      for (let i = 0; i < n; i++) {
        const black = random.int(1, width);
        let white = random.int(1, width - 1);
        if (white >= black) white++;
        out.push(`${black} ${white}`);
      }
    }
    return out.join('\n') + '\n';
  },
};
