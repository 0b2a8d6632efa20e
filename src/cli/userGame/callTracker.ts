import type { GameModule } from '../../engine/gameModule.js';

/**
 * What a module's worker was doing, shared with the main thread in a SharedArrayBuffer: how many
 * calls of `moves` (or `writeMoves`) began and ended, and the position of the latest, when it is
 * an integer or a tuple of up to four integers (anything else is not copied: the hot loop stays
 * allocation-free). The main thread reads it when the worker runs out of time or memory, and so
 * tells a `moves` that never returns from a game that never ends, naming the position.
 */
const STARTED = 0;
const FINISHED = 1;
/** Coordinates of the latest position, or -1 when it is no integer or small tuple. */
const LENGTH = 2;
const COORDINATES = 3;
const MAX_COORDINATES = 4;

export function newCallRecord(): SharedArrayBuffer {
  return new SharedArrayBuffer((COORDINATES + MAX_COORDINATES) * Float64Array.BYTES_PER_ELEMENT);
}

function record(cells: Float64Array, position: unknown): void {
  cells[STARTED]++;
  if (typeof position === 'number') {
    cells[LENGTH] = 0;
    cells[COORDINATES] = position;
  } else if (Array.isArray(position) && position.length <= MAX_COORDINATES) {
    // A plain loop, no callback: this runs once per call of moves.
    cells[LENGTH] = position.length;
    for (let i = 0; i < position.length; i++) {
      const x: unknown = position[i];
      if (typeof x !== 'number') {
        cells[LENGTH] = -1;
        return;
      }
      cells[COORDINATES + i] = x;
    }
  } else {
    cells[LENGTH] = -1;
  }
}

/** The module with its `moves` and `writeMoves` counted into `buffer`. */
export function trackCalls(module: GameModule, buffer: SharedArrayBuffer): GameModule {
  const cells = new Float64Array(buffer);
  const moves = module.moves;
  const writeMoves = module.writeMoves;
  return {
    ...module,
    moves(position) {
      record(cells, position);
      const options = moves(position);
      cells[FINISHED]++;
      return options;
    },
    ...(writeMoves
      ? {
          writeMoves(position: unknown, out: Int32Array) {
            record(cells, position);
            const count = writeMoves(position, out);
            cells[FINISHED]++;
            return count;
          },
        }
      : {}),
  };
}

/** What the record says, read from the main thread. */
export interface CallState {
  started: number;
  /** True while a call has begun and not ended. */
  inCall: boolean;
  /** The latest position as text ("7", "[3, 4]"), or null when it was not recorded. */
  position: string | null;
}

export function readCalls(buffer: SharedArrayBuffer): CallState {
  const cells = new Float64Array(buffer);
  const length = cells[LENGTH];
  const coordinates = Array.from(cells.subarray(COORDINATES, COORDINATES + Math.max(0, length)), String);
  const position = cells[STARTED] === 0 || length < 0 ? null : length === 0 ? String(cells[COORDINATES]) : `[${coordinates.join(', ')}]`;
  return { started: cells[STARTED], inCall: cells[STARTED] > cells[FINISHED], position };
}
