import {
  builtInGames,
  checkGameModule,
  extendInSlices,
  gameFromModule,
  GrundySequencer,
  integerSolver,
  isHeapGameName,
  moduleHeapValues,
  NimlabError,
  observedPeriod,
  parseHeapGame,
  type Game,
  type GameDefinition,
  UnknownGameError,
} from '../library';
import { EndlessPlayWatch } from './endlessPlay';
import { describeSyntaxError, syntaxErrorPosition, type ModuleParser } from './syntaxErrorPosition';
import { checkGameCode, exploreGameHint } from './exploreGames';
import { summariseBlocks } from './columns';
import { pacedProgress } from './pacedProgress';
import { EXPLORE_LIMIT, type ExploreRequest, type PeriodReport, type SequenceProgress, type SequenceResult } from './protocol';

type Report = (progress: SequenceProgress) => void;

/** Progress is reported about this often, so the page can tell a slow computation from a stuck one. */
const REPORT_EVERY_MS = 200;

/** The Grundy sequence of a request, with progress reported on the way. */
export async function computeSequence(request: ExploreRequest, report: Report): Promise<SequenceResult> {
  if (!Number.isInteger(request.to) || request.to < 1 || request.to > EXPLORE_LIMIT) {
    // A box left empty or holding no number arrives as NaN: say so in words, never "got NaN".
    const got = Number.isFinite(request.to) ? `, got ${request.to.toLocaleString('en')}` : ' (the box holds no number)';
    throw new NimlabError(`compute up to a heap from 1 to ${EXPLORE_LIMIT.toLocaleString('en')}: type a whole number${got}`);
  }
  if (request.kind === 'module') return fromModule(request.source, request.to, report);
  checkGameCode(request.game);
  if (isHeapGameName(request.game)) return fromCode(request.game, request.to, report);
  const definition = resolveForExplore(request.game);
  if (definition.sequence) {
    // A family with its own sequence (coin-turning codes: the value of coin n). It keeps what it has
    // computed, so asking for longer and longer prefixes costs one computation and shows progress.
    const sequence = definition.sequence;
    let last: ArrayLike<number> = [];
    inSlices(request.to, report, (count) => (last = sequence(count)));
    const values = Int32Array.from(last);
    // A coin row's index 0 is no coin (coin 1 is the first): it is neither a P-position nor the largest value.
    const first = definition.sequenceOf === 'coin' ? 1 : 0;
    return finish(definition.name, values, observedPeriod(values, values.length, true), first);
  }
  const game = builtInHeapGame(request.game);
  return fromEngine(game.name, game.heap, request.to, report);
}

function fromCode(name: string, to: number, report: Report): SequenceResult {
  const heapGame = parseHeapGame(name);
  const sequencer = new GrundySequencer(heapGame.code);
  inSlices(
    to,
    report,
    (count) => sequencer.extendTo(count),
    () => sequencer.proven !== null,
  );
  const values = Int32Array.from(sequencer.values(to + 1));
  const period = sequencer.proven ?? observedPeriod(values, values.length, true);
  return finish(heapGame.name, values, period);
}

/** Values 0..to computed by extend(count) in slices of about REPORT_EVERY_MS each (the library's adaptive slice loop), reporting after each. */
function inSlices(to: number, report: Report, extend: (count: number) => void, finished = () => false): void {
  extendInSlices(to + 1, extend, (done, total) => report({ done, total }), { everyMs: REPORT_EVERY_MS, finished });
}

function fromEngine(name: string, heap: Game<number>, to: number, report: Report): SequenceResult {
  const solver = integerSolver(heap, to + 1);
  const values = new Int32Array(to + 1);
  let reported = performance.now();
  for (let n = 0; n <= to; n++) {
    values[n] = solver.grundy(n);
    if ((n & 255) === 0 && performance.now() - reported >= REPORT_EVERY_MS) {
      report({ done: n + 1, total: to + 1 });
      reported = performance.now();
    }
  }
  return finish(name, values, observedPeriod(values, values.length, true));
}

/** Heaps per block of the plot's precomputed summary. */
const BLOCK = 64;

/** The page gets the summary ready-made: it never loops over the values itself except to draw. */
function finish(name: string, values: Int32Array, period: PeriodReport | null, first = 0): SequenceResult {
  const max = { value: values[first] ?? values[0], at: first };
  const firstP: number[] = [];
  let pCount = 0;
  for (let n = first; n < values.length; n++) {
    const value = values[n];
    if (value > max.value) {
      max.value = value;
      max.at = n;
    }
    if (value === 0 && pCount++ < 40) firstP.push(n);
  }
  return { name, values, blocks: summariseBlocks(values, BLOCK), period, max, pCount, firstP, unit: first === 1 ? 'coin' : 'heap', first };
}

/** The catalog's game, with Explore's own list of games when the name is unknown. */
function resolveForExplore(name: string): GameDefinition {
  try {
    return builtInGames.resolve(name);
  } catch (error) {
    if (!(error instanceof UnknownGameError)) throw error;
    throw new NimlabError(`unknown game '${name}': Explore takes ${exploreGameHint()}`);
  }
}

function builtInHeapGame(name: string): { name: string; heap: Game<number> } {
  const definition = resolveForExplore(name);
  if (!definition.heap)
    throw new NimlabError(
      `game '${definition.name}' is not played on single heaps, so it has no Grundy sequence to explore; Explore takes ${exploreGameHint()}`,
    );
  return { name: definition.name, heap: definition.heap };
}

/** Loads module source as a module, from a blob URL. */
async function importSource(source: string): Promise<unknown> {
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  try {
    return await import(/* @vite-ignore */ url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The browser's parse of module source, without running it (a throw comes first on line 1). */
const parseModule: ModuleParser = async (source) => {
  try {
    await importSource(`throw null;${source}`);
    return null;
  } catch (error) {
    return error instanceof SyntaxError ? error.message : null;
  }
};

/** The module origin named in errors. */
const ORIGIN = 'your module';

/**
 * A game module typed into the function box, in the same format as a CLI module file (see
 * src/engine/gameModule.ts): loaded as a JavaScript module from a blob URL, so it may define
 * helpers and `export` what it likes.
 */
async function fromModule(source: string, to: number, report: Report): Promise<SequenceResult> {
  let loaded: unknown;
  try {
    loaded = await importSource(source);
  } catch (error) {
    if (error instanceof SyntaxError) {
      const position = await syntaxErrorPosition(source, parseModule);
      if (position) throw new NimlabError(`${ORIGIN} does not load: ${describeSyntaxError(position)}`);
    }
    throw new NimlabError(`${ORIGIN} does not load: ${(error as Error).message}`);
  }
  const module = checkGameModule(loaded, ORIGIN);
  const paced = pacedProgress((n) => report({ done: n, total: to + 1 }), REPORT_EVERY_MS);
  const endless = new EndlessPlayWatch(ORIGIN, to);
  const progress = (done: number) => {
    endless.finished(done);
    paced(done);
  };
  const values = moduleHeapValues(endless.watch(gameFromModule(module, ORIGIN)), ORIGIN, to, progress, 1);
  return finish(module.name ?? 'your game', values, observedPeriod(values, values.length, true));
}
