import {
  builtInGames, checkGameModule, gameFromModule, GrundySequencer, integerSolver, isHeapGameName, moduleHeapValues, NimlabError,
  observedPeriod, parseHeapGame, type Game,
} from '../library';
import type { ExploreMessage, ExploreRequest, PeriodReport } from './protocol';

type Report = (message: ExploreMessage) => void;

/** Values are computed in slices so progress can be reported. */
const SLICE = 2000;

/** The Grundy sequence of a request, reported as progress messages then one result. */
export async function computeSequence(request: ExploreRequest, report: Report): Promise<void> {
  if (!Number.isInteger(request.to) || request.to < 1 || request.to > 5_000_000) {
    throw new NimlabError(`compute up to a heap from 1 to 5000000, got ${request.to}`);
  }
  if (request.kind === 'module') return fromModule(request.source, request.to, report);
  if (isHeapGameName(request.game)) return fromCode(request.game, request.to, report);
  const definition = builtInGames.resolve(request.game);
  if (definition.sequence) {
    // A family with its own fast sequence (coin-turning codes: value of coin n).
    const values = Array.from(definition.sequence(request.to + 1));
    return finish(definition.name, values, observedPeriod(values, values.length, true), report);
  }
  const game = builtInHeapGame(request.game);
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

/** The module origin named in errors. */
const ORIGIN = 'your module';

/**
 * A game module typed into the function box, in the same format as a CLI module file (see
 * src/engine/gameModule.ts): loaded as a JavaScript module from a blob URL, so it may define
 * helpers and `export` what it likes.
 */
async function fromModule(source: string, to: number, report: Report): Promise<void> {
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  let loaded: unknown;
  try {
    loaded = await import(/* @vite-ignore */ url);
  } catch (error) {
    throw new NimlabError(`${ORIGIN} does not load: ${(error as Error).message}`);
  } finally {
    URL.revokeObjectURL(url);
  }
  const module = checkGameModule(loaded, ORIGIN);
  const values = moduleHeapValues(gameFromModule(module, ORIGIN), ORIGIN, to, (done) => report({ type: 'progress', done, total: to + 1 }), SLICE);
  finish(module.name ?? 'your game', values, observedPeriod(values, values.length, true), report);
}
