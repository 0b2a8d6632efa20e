/// <reference lib="webworker" />
import {
  DEFAULT_QUOTIENT_LIMITS,
  genusRun,
  growHeapQuotient,
  phylumFamily,
  HeapMisereForms,
  parseHeapGame,
  quotientPresentation,
  type GenusStop,
  type HeapQuotientGrowth,
} from '../library';
import { serveTask } from '../worker/protocol';
import {
  GENUS_BUDGET_MS,
  type GenusCell,
  type MisereProgress,
  type MisereRequest,
  type MisereResult,
  type QuotientSolution,
} from './protocol';

/** Why the genus row stopped early, as the view says it (the worker is never asked to stop: Cancel ends it). */
function genusStopWords(stop: GenusStop): string {
  if (stop.reason === 'limit') return `genus stopped at heap ${stop.heap}: ${stop.error.message}`;
  return `genus stopped after heap ${stop.heap - 1} (time limit ${GENUS_BUDGET_MS / 1000} s)`;
}

/**
 * The genus row (stopping at its time budget, or at a heap that meets a limit, with the rows it
 * has), then the quotient heap by heap, reporting each heap's order; the page cancels by
 * terminating the worker.
 */
serveTask<MisereRequest, MisereProgress, MisereResult>(self, ({ game: name, to }, report) => {
  const game = parseHeapGame(name);
  const progress: MisereProgress = { cells: [], genusStopped: null, quotient: null, to };
  const run = genusRun(new HeapMisereForms(game.code), to, { timeLimitMs: GENUS_BUDGET_MS });
  for (;;) {
    const step = run.next();
    if (step.done) {
      progress.genusStopped = step.value === null ? null : genusStopWords(step.value);
      break;
    }
    const value = step.value;
    const cell: GenusCell = {
      heap: value.heap,
      genus: value.genus.text,
      nimHeap: value.nimHeap,
      phylum: value.phylum,
      family: phylumFamily(value.phylum),
    };
    progress.cells = [...progress.cells, cell];
    report({ ...progress });
  }
  report({ ...progress, quotient: { heap: 0, order: 1 } });
  const growth = growHeapQuotient(game.code, Math.max(1, to), DEFAULT_QUOTIENT_LIMITS, Infinity, (heap, order) =>
    report({ ...progress, quotient: { heap, order } }),
  );
  const q = growth.quotient;
  // `solved` appears once the quotient engine proves periodicity (issue 19); older engines lack it.
  const solved = (growth as HeapQuotientGrowth & { solved?: QuotientSolution | null }).solved ?? null;
  return {
    cells: progress.cells,
    genusStopped: progress.genusStopped,
    view: {
      name: game.name,
      quotient: q,
      presentation: quotientPresentation(q),
      upTo: growth.upTo,
      lastChange: growth.lastChange,
      stopped: growth.stopped,
      solved,
    },
  };
});
