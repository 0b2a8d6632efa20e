import { LOSE, WIN, solveRetrograde } from '../../engine/retrograde.js';
import type { RiverBoard } from './board.js';

const RED_TO_MOVE = 0;
const BLACK_TO_MOVE = 1;

/**
 * Red's result at the start and the game's length, by retrograde analysis over every state
 * (unordered red pair, black cell, side to move) of the free cells: up to 4950 · 100 · 2 states,
 * all in typed arrays. Black never moves down, so states with black below its starting row are
 * unreachable and get no moves (their values are never read).
 */
export function solveRiver(board: RiverBoard): { result: 'win' | 'lose' | 'draw'; moves: number } {
  const { n, m, free } = board;
  // Free cells get dense ids; neighbour lists per id.
  const idOf = new Int32Array(n * m).fill(-1);
  const cellOf: number[] = [];
  for (let c = 0; c < n * m; c++) if (free[c]) idOf[c] = cellOf.push(c) - 1;
  const f = cellOf.length;
  const redNext = new Int32Array(f * 4).fill(-1);
  const blackNext = new Int32Array(f * 3).fill(-1);
  const onFirstRow = new Uint8Array(f);
  const row = new Int32Array(f);
  for (let id = 0; id < f; id++) {
    const i = Math.floor(cellOf[id] / m);
    const j = cellOf[id] % m;
    row[id] = i;
    onFirstRow[id] = i === 0 ? 1 : 0;
    const at = (r: number, col: number) => (r >= 0 && r < n && col >= 0 && col < m ? idOf[r * m + col] : -1);
    redNext.set([at(i - 1, j), at(i + 1, j), at(i, j - 1), at(i, j + 1)], id * 4);
    blackNext.set([at(i - 1, j), at(i, j - 1), at(i, j + 1)], id * 3);
  }

  // Unordered pairs a < b of free cells, numbered densely.
  const pairCount = (f * (f - 1)) / 2;
  const pairIndex = new Int32Array(f * f).fill(-1);
  const pairA = new Int32Array(pairCount);
  const pairB = new Int32Array(pairCount);
  for (let a = 0, p = 0; a < f; a++) {
    for (let b = a + 1; b < f; b++, p++) {
      pairIndex[a * f + b] = p;
      pairIndex[b * f + a] = p;
      pairA[p] = a;
      pairB[p] = b;
    }
  }

  const stateCount = pairCount * f * 2;
  const state = (pair: number, black: number, side: number) => (pair * f + black) * 2 + side;
  const offsets = new Int32Array(stateCount + 1);
  const targets = new Int32Array(pairCount * f * (8 + 3));
  const terminal = new Uint8Array(stateCount);
  const blackStartRow = row[idOf[board.black]];
  let edges = 0;
  for (let p = 0; p < pairCount; p++) {
    const a = pairA[p];
    const b = pairB[p];
    for (let x = 0; x < f; x++) {
      const base = (p * f + x) * 2;
      // Red to move.
      offsets[base] = edges;
      if (onFirstRow[x]) {
        terminal[base] = LOSE;
      } else if (x === a || x === b) {
        terminal[base] = LOSE;
      } else if (row[x] <= blackStartRow) {
        for (let k = 0; k < 4; k++) {
          const to = redNext[a * 4 + k];
          if (to >= 0 && to !== b) targets[edges++] = state(pairIndex[to * f + b], x, BLACK_TO_MOVE);
        }
        for (let k = 0; k < 4; k++) {
          const to = redNext[b * 4 + k];
          if (to >= 0 && to !== a) targets[edges++] = state(pairIndex[a * f + to], x, BLACK_TO_MOVE);
        }
      }
      // Black to move.
      offsets[base + 1] = edges;
      if (onFirstRow[x]) {
        terminal[base + 1] = WIN;
      } else if (x === a || x === b) {
        terminal[base + 1] = LOSE;
      } else if (row[x] <= blackStartRow) {
        for (let k = 0; k < 3; k++) {
          const to = blackNext[x * 3 + k];
          if (to >= 0) targets[edges++] = state(p, to, RED_TO_MOVE);
        }
      }
    }
  }
  offsets[stateCount] = edges;

  const [redA, redB] = board.reds;
  const start = state(pairIndex[idOf[redA] * f + idOf[redB]], idOf[board.black], RED_TO_MOVE);
  const solution = solveRetrograde({ stateCount, offsets, targets: targets.subarray(0, edges) }, terminal);
  const code = solution.result[start];
  return { result: code === WIN ? 'win' : code === LOSE ? 'lose' : 'draw', moves: solution.moves[start] };
}
