import type { InputReader } from '../input.js';

/** One test: the board rows and where the pieces start (cells as row * m + column, 0-based). */
export interface RiverBoard {
  n: number;
  m: number;
  /** free[c] = 1 unless the cell is an obstacle `#`. */
  free: Uint8Array;
  black: number;
  reds: [number, number];
}

export const MAX_SIDE = 10;

/** Reads `n m` and n rows over `.#XO` with exactly one X and two O. */
export function readRiverBoard(input: InputReader): RiverBoard {
  const n = input.int('n', 1, MAX_SIDE);
  const m = input.int('m', 1, MAX_SIDE);
  const free = new Uint8Array(n * m);
  const blacks: number[] = [];
  const reds: number[] = [];
  for (let i = 0; i < n; i++) {
    const row = input.word(`row ${i + 1}`, '.#XO', m);
    for (let j = 0; j < m; j++) {
      const c = i * m + j;
      free[c] = row[j] === '#' ? 0 : 1;
      if (row[j] === 'X') blacks.push(c);
      if (row[j] === 'O') reds.push(c);
    }
  }
  if (blacks.length !== 1) input.fail(`expected exactly one black piece X, found ${blacks.length}`);
  if (reds.length !== 2) input.fail(`expected exactly two red pieces O, found ${reds.length}`);
  return { n, m, free, black: blacks[0], reds: [reds[0], reds[1]] };
}

/** Reads the test-set number, T and every board. */
export function readRiverInput(input: InputReader): RiverBoard[] {
  input.int('test-set number', 0, 1_000_000_000);
  const tests = input.int('T', 1, 100);
  const boards: RiverBoard[] = [];
  for (let t = 0; t < tests; t++) boards.push(readRiverBoard(input));
  input.expectEnd();
  return boards;
}

/** The judge's line for one test, from red's result at the start. */
export function verdict(result: 'win' | 'lose' | 'draw', moves: number): string {
  if (result === 'draw') return 'Tie';
  return `${result === 'win' ? 'Red' : 'Black'} ${moves}`;
}
