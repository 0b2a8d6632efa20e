import { NimlabError } from '../../../src/engine/errors.js';
import { Sum, type Game } from '../../../src/engine/game.js';
import { integerSolver } from '../../../src/engine/integerGame.js';
import { builtInGames } from '../../../src/games/index.js';
import { isHeapGameName, parseHeapGame } from '../../../src/games/heap/heapGame.js';
import { observedPeriod } from '../../../src/games/heap/periodicity.js';
import { GrundySequencer } from '../../../src/games/heap/sequencer.js';
import { summariseBlocks } from './columns';
import { EXPLORE_LIMIT, type ExploreMessage, type ExploreRequest, type PeriodReport } from './protocol';

type Report = (message: ExploreMessage) => void;

/** Progress is reported about this often, so the page can tell a slow computation from a stuck one. */
const REPORT_EVERY_MS = 200;

/** The Grundy sequence of a request, reported as progress messages then one result. */
export function computeSequence(request: ExploreRequest, report: Report): void {
  if (!Number.isInteger(request.to) || request.to < 1 || request.to > EXPLORE_LIMIT) {
    throw new NimlabError(`compute up to a heap from 1 to ${EXPLORE_LIMIT}, got ${request.to}`);
  }
  if (request.kind === 'game' && isHeapGameName(request.game)) return fromCode(request.game, request.to, report);
  const game = request.kind === 'js' ? userHeapGame(request.source) : builtInHeapGame(request.game);
  fromEngine(game.name, game.heap, request.to, report);
}

function fromCode(name: string, to: number, report: Report): void {
  const heapGame = parseHeapGame(name);
  const sequencer = new GrundySequencer(heapGame.code);
  // Slices grow or shrink so each takes about REPORT_EVERY_MS, whatever the code's cost per value.
  let slice = 256;
  for (let done = 0; done <= to && sequencer.proven === null; ) {
    const started = performance.now();
    const next = Math.min(to + 1, done + slice);
    sequencer.extendTo(next);
    done = next;
    report({ type: 'progress', done, total: to + 1 });
    const took = performance.now() - started;
    slice = Math.max(64, Math.min(1 << 20, Math.round(took < REPORT_EVERY_MS / 2 ? slice * 2 : took > REPORT_EVERY_MS ? slice / 2 : slice)));
  }
  const values = Int32Array.from(sequencer.values(to + 1));
  const period = sequencer.proven ?? observedPeriod(values, values.length, true);
  finish(heapGame.name, values, period, report);
}

function fromEngine(name: string, heap: Game<number>, to: number, report: Report): void {
  const solver = integerSolver(heap, to + 1);
  const values = new Int32Array(to + 1);
  let reported = performance.now();
  for (let n = 0; n <= to; n++) {
    values[n] = solver.grundy(n);
    if ((n & 255) === 0 && performance.now() - reported >= REPORT_EVERY_MS) {
      report({ type: 'progress', done: n + 1, total: to + 1 });
      reported = performance.now();
    }
  }
  finish(name, values, observedPeriod(values, values.length, true), report);
}

/** Heaps per block of the plot's precomputed summary. */
const BLOCK = 256;

/** The page gets the summary ready-made: it never loops over the values itself except to draw. */
function finish(name: string, values: Int32Array, period: PeriodReport | null, report: Report): void {
  const max = { value: values[0], at: 0 };
  const firstP: number[] = [];
  let pCount = 0;
  for (let n = 0; n < values.length; n++) {
    const value = values[n];
    if (value > max.value) {
      max.value = value;
      max.at = n;
    }
    if (value === 0 && pCount++ < 40) firstP.push(n);
  }
  report({ type: 'result', name, values, blocks: summariseBlocks(values, BLOCK), period, max, pCount, firstP });
}

function builtInHeapGame(name: string): { name: string; heap: Game<number> } {
  const definition = builtInGames.resolve(name);
  if (!definition.heap) throw new NimlabError(`game '${definition.name}' is not played on heaps, so it has no Grundy sequence`);
  return { name: definition.name, heap: definition.heap };
}

/**
 * A user's `moves` function, given as JavaScript source: `(n) => [...]`, each option a heap size or
 * an array of heap sizes (a sum). Options must be smaller heaps, so the sequence is well defined.
 */
function userHeapGame(source: string): { name: string; heap: Game<number> } {
  let moves: unknown;
  try {
    moves = new Function(`"use strict"; return (${source});`)();
  } catch (error) {
    throw new NimlabError(`the moves function does not parse: ${(error as Error).message}`);
  }
  if (typeof moves !== 'function') throw new NimlabError('enter a function of the heap size, e.g. n => [n - 1, n - 2].filter(m => m >= 0)');
  const check = (heap: unknown, n: number): number => {
    if (!Number.isInteger(heap) || (heap as number) < 0 || (heap as number) >= n) {
      throw new NimlabError(`moves(${n}) returned ${JSON.stringify(heap)}: options must be heap sizes from 0 to ${n - 1}`);
    }
    return heap as number;
  };
  const heap: Game<number> = {
    moves(n) {
      let options: unknown;
      try {
        options = (moves as (n: number) => unknown)(n);
      } catch (error) {
        throw new NimlabError(`moves(${n}) threw: ${(error as Error).message}`);
      }
      if (!Array.isArray(options)) throw new NimlabError(`moves(${n}) must return an array`);
      return options.map((option) => (Array.isArray(option) ? new Sum(option.map((h) => check(h, n))) : check(option, n)));
    },
    key: (n) => n,
  };
  return { name: 'your game', heap };
}
