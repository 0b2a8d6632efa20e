import { NimlabError } from '../../../src/engine/errors.js';
import { Sum, type Game } from '../../../src/engine/game.js';
import { integerSolver } from '../../../src/engine/integerGame.js';
import { builtInGames } from '../../../src/games/index.js';
import { isHeapGameName, parseHeapGame } from '../../../src/games/heap/heapGame.js';
import { observedPeriod } from '../../../src/games/heap/periodicity.js';
import { GrundySequencer } from '../../../src/games/heap/sequencer.js';
import type { ExploreMessage, ExploreRequest, PeriodReport } from './protocol';

type Report = (message: ExploreMessage) => void;

/** Values are computed in slices so progress can be reported. */
const SLICE = 2000;

/** The Grundy sequence of a request, reported as progress messages then one result. */
export function computeSequence(request: ExploreRequest, report: Report): void {
  if (!Number.isInteger(request.to) || request.to < 1 || request.to > 5_000_000) {
    throw new NimlabError(`compute up to a heap from 1 to 5000000, got ${request.to}`);
  }
  if (request.kind === 'game' && isHeapGameName(request.game)) return fromCode(request.game, request.to, report);
  const game = request.kind === 'js' ? userHeapGame(request.source) : builtInHeapGame(request.game);
  fromEngine(game.name, game.heap, request.to, report);
}

function fromCode(name: string, to: number, report: Report): void {
  const heapGame = parseHeapGame(name);
  const sequencer = new GrundySequencer(heapGame.code);
  for (let done = 0; done <= to && sequencer.proven === null; done += SLICE) {
    sequencer.extendTo(Math.min(to + 1, done + SLICE));
    report({ type: 'progress', done: Math.min(to + 1, done + SLICE), total: to + 1 });
  }
  const values = Array.from({ length: to + 1 }, (_, n) => sequencer.valueAt(n));
  const period = sequencer.proven ?? observedPeriod(values, values.length, true);
  finish(heapGame.name, values, period, report);
}

function fromEngine(name: string, heap: Game<number>, to: number, report: Report): void {
  const solver = integerSolver(heap, to + 1);
  const values: number[] = [];
  for (let n = 0; n <= to; n++) {
    values.push(solver.grundy(n));
    if (n % SLICE === 0) report({ type: 'progress', done: n, total: to + 1 });
  }
  finish(name, values, observedPeriod(values, values.length, true), report);
}

function finish(name: string, values: number[], period: PeriodReport | null, report: Report): void {
  let max = { value: values[0], at: 0 };
  values.forEach((value, at) => {
    if (value > max.value) max = { value, at };
  });
  report({ type: 'result', name, values, period, max });
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
