import { graphFromEdges, type Graph } from '../../graph/index.js';
import { matchingStructure } from '../../games/geography/missable.js';
import { geographyWinnersBySearch } from '../../games/geography/rules.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

/** The board: free cells numbered in row-major order, with their 1-based coordinates. */
interface Board {
  graph: Graph;
  rows: Int32Array;
  columns: Int32Array;
}

/** Reads `n m` and n rows of `.`/`#`; the graph joins free cells that share a side. */
function readBoard(input: InputReader): Board {
  const n = input.int('n', 1, 100);
  const m = input.int('m', 1, 100);
  const grid: string[] = [];
  for (let i = 0; i < n; i++) grid.push(input.word(`row ${i + 1}`, '.#', m));
  input.expectEnd();
  const id = new Int32Array(n * m).fill(-1);
  const rows: number[] = [];
  const columns: number[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < m; j++) {
      if (grid[i][j] !== '.') continue;
      id[i * m + j] = rows.length;
      rows.push(i + 1);
      columns.push(j + 1);
    }
  }
  const ends: number[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < m; j++) {
      const here = id[i * m + j];
      if (here < 0) continue;
      if (j + 1 < m && id[i * m + j + 1] >= 0) ends.push(here, id[i * m + j + 1]);
      if (i + 1 < n && id[(i + 1) * m + j] >= 0) ends.push(here, id[(i + 1) * m + j]);
    }
  }
  return { graph: graphFromEdges(rows.length, ends), rows: Int32Array.from(rows), columns: Int32Array.from(columns) };
}

/** `chooserWins[v]` for every free cell (row-major) → the judge's answer. */
function answer(board: Board, chooserWins: (v: number) => boolean): string {
  const lines: string[] = [];
  for (let v = 0; v < board.graph.n; v++) if (chooserWins(v)) lines.push(`${board.rows[v]} ${board.columns[v]}`);
  return lines.length === 0 ? 'LOSE' : ['WIN', ...lines].join('\n');
}

export const luoguP4055: Problem = {
  // The chooser's opponent moves first from the start, so the chooser wins exactly from the cells
  // that are NOT in every maximum matching (the grid is bipartite: Hopcroft–Karp).
  solve(input) {
    const board = readBoard(input);
    const { missable } = matchingStructure(board.graph);
    return answer(board, (v) => missable[v] === 1);
  },
  brute(input) {
    const board = readBoard(input);
    const firstWins = geographyWinnersBySearch(board.graph);
    return answer(board, (v) => firstWins[v] === 0);
  },
  generate(random: Random, size) {
    const small = size === 'small';
    const n = small ? random.int(1, 4) : random.pick([100, 100, random.int(1, 100)]);
    const m = small ? random.int(1, 4) : 100;
    const blocked = random.pick([0, 0.1, 0.3, 0.5]);
    const rows = Array.from({ length: n }, () => Array.from({ length: m }, () => (random.bool(blocked) ? '#' : '.')).join(''));
    return `${n} ${m}\n${rows.join('\n')}\n`;
  },
};
