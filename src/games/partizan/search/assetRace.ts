/**
 * The race of assets in move counting (`moveCounting.ts`), by exact minimax: X, the player whose
 * assets they are, plays a protective area, a vulnerable move or takes an option; Y, the opponent,
 * spoils one of them with each domino, in the ways one domino can (see MoveCounter), or passes.
 * A table holds, for every count of each kind of asset, the least score X is sure of moving first
 * and moving second; the scores differ by bound (moves, cells covered, live cells).
 */
/** The race tables' extent: one more than the largest count of each kind of asset. */
export interface RaceShape {
  readonly protective: number;
  readonly lone: number;
  readonly vulnerable: number;
  readonly options: number;
  readonly halfGuarded: number;
}

/** What X scores for playing an area or a vulnerable move, and loses when Y spoils an area. */
export interface RaceScores {
  readonly area: number;
  readonly vulnerable: number;
  readonly spoiledArea: number;
  /** Lone vulnerable moves an area leaves when the opponent spoils it by its far cell (0 or 1). */
  readonly degradedArea: number;
  /** What X scores for taking an option (a dead cell). */
  readonly option: number;
  /** What X scores for playing a lone vulnerable move with a guarded cell (kept apart from the other lone ones). */
  readonly halfGuardedPlayed: number;
}

/** The cells race's extent: counts past these are clamped (more assets never lower it). */
export const CELLS_SHAPE: RaceShape = { protective: 17, lone: 25, vulnerable: 25, options: 4, halfGuarded: 4 };
export const MAX_OPTIONS = CELLS_SHAPE.options - 1;

const CELLS_RACE_ENTRIES =
  CELLS_SHAPE.protective * CELLS_SHAPE.lone * CELLS_SHAPE.vulnerable * CELLS_SHAPE.options * CELLS_SHAPE.halfGuarded;
/** Bytes of the cells race: its table for X moving first, then for X moving second (Int32 each). */
export const CELLS_RACE_BYTES = 2 * 4 * CELLS_RACE_ENTRIES;

let cellsRace: { first: Int32Array; second: Int32Array } | undefined;

/** The two tables of the cells race held in `buffer`. */
function cellsRaceIn(buffer: ArrayBufferLike): { first: Int32Array; second: Int32Array } {
  return {
    first: new Int32Array(buffer, 0, CELLS_RACE_ENTRIES),
    second: new Int32Array(buffer, 4 * CELLS_RACE_ENTRIES, CELLS_RACE_ENTRIES),
  };
}

/**
 * Fills the cells race into `buffer` (CELLS_RACE_BYTES). It is the same for every board, so a
 * front end may fill it in shared memory on one thread while a search's thread starts, and hand
 * it over (`useCellsRace`): ~40 ms of a search's start-up.
 */
export function fillCellsRace(buffer: ArrayBufferLike): void {
  const { first, second } = cellsRaceIn(buffer);
  // Four cells per sure move less the guarded ones it covers (counted in cellsBase), a dead cell per option.
  fillRace(first, second, CELLS_SHAPE, { area: 8, vulnerable: 4, spoiledArea: 0, degradedArea: 1, option: 1, halfGuardedPlayed: 3 });
}

/** This thread's searches read the cells race from `buffer`, which `fillCellsRace` has filled (here or on another thread). */
export function useCellsRace(buffer: ArrayBufferLike): void {
  if (buffer.byteLength !== CELLS_RACE_BYTES) throw new Error(`the cells race takes ${CELLS_RACE_BYTES} bytes, not ${buffer.byteLength}`);
  cellsRace = cellsRaceIn(buffer);
}

/** The cells race (the same for every board: its extent is fixed), filled on first use unless handed over, then shared, read-only. */
export function cellsRaceTables(): { first: Int32Array; second: Int32Array } {
  if (cellsRace === undefined) {
    const buffer = new ArrayBuffer(CELLS_RACE_BYTES);
    fillCellsRace(buffer);
    useCellsRace(buffer);
  }
  return cellsRace!;
}

/**
 * The race by exact minimax over (areas k, lone vulnerable a, other vulnerable b), X to move into
 * `first` and Y to move into `second`: X plays an area or a vulnerable move; Y spoils an area, a
 * lone vulnerable move, one or two others, or passes. The least X's score reaches whatever Y does.
 */
export function fillRace(first: Int32Array, second: Int32Array, shape: RaceShape, scores: RaceScores): void {
  // Strides of the index ((((k·lone + a)·vulnerable + b)·options + o)·halfGuarded + d): each
  // asset spent is one stride back, so every entry reads entries filled before it.
  const dStride = 1;
  const oStride = shape.halfGuarded;
  const bStride = oStride * shape.options;
  const aStride = bStride * shape.vulnerable;
  const kStride = aStride * shape.lone;
  let at = 0;
  for (let k = 0; k < shape.protective; k++) {
    for (let a = 0; a < shape.lone; a++) {
      // Spoiling an area by its far cell with a vulnerable move beyond it leaves a lone move.
      const degraded = -kStride + (Math.min(a + scores.degradedArea, shape.lone - 1) - a) * aStride - bStride;
      for (let b = 0; b < shape.vulnerable; b++) {
        for (let o = 0; o < shape.options; o++) {
          for (let d = 0; d < shape.halfGuarded; d++, at++) {
            // X to move: play a protective area (a move now, a safe one later), a vulnerable move, or take an option.
            let best = 0;
            if (k > 0) best = Math.max(best, scores.area + second[at - kStride]!);
            if (a > 0) best = Math.max(best, scores.vulnerable + second[at - aStride]!);
            if (d > 0) best = Math.max(best, scores.halfGuardedPlayed + second[at - dStride]!);
            if (b > 0) best = Math.max(best, scores.vulnerable + second[at - bStride]!);
            if (o > 0) best = Math.max(best, scores.option + second[at - oStride]!);
            first[at] = best;
            // Y to move: spoil an area (alone, or by its far cell with a vulnerable move beyond its
            // open side), a lone vulnerable move, one or two others, an option, or pass.
            let worst = best;
            if (k > 0) worst = Math.min(worst, first[at - kStride]! - scores.spoiledArea);
            if (k > 0 && b > 0) worst = Math.min(worst, first[at + degraded]! - scores.spoiledArea);
            if (a > 0) worst = Math.min(worst, first[at - aStride]!);
            if (d > 0) worst = Math.min(worst, first[at - dStride]!);
            if (b > 0) worst = Math.min(worst, first[at - bStride]!);
            if (b > 1) worst = Math.min(worst, first[at - 2 * bStride]!);
            if (o > 0) worst = Math.min(worst, first[at - oStride]!);
            second[at] = worst;
          }
        }
      }
    }
  }
}
