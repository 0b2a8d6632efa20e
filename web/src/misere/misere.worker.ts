/// <reference lib="webworker" />
import {
  DEFAULT_QUOTIENT_LIMITS,
  growHeapQuotient,
  phylumFamily,
  HeapMisereForms,
  NimlabError,
  parseHeapGame,
  quotientPresentation,
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

/**
 * The genus row (stopping at its time budget, or at a heap that meets a limit, with the rows it
 * has), then the quotient heap by heap, reporting each heap's order; the page cancels by
 * terminating the worker.
 */
serveTask<MisereRequest, MisereProgress, MisereResult>(self, ({ game: name, to }, report) => {
  const game = parseHeapGame(name);
  const progress: MisereProgress = { cells: [], genusStopped: null, quotient: null, to };
  const forms = new HeapMisereForms(game.code);
  const started = Date.now();
  for (let heap = 0; heap <= to; heap++) {
    if (Date.now() - started > GENUS_BUDGET_MS) {
      progress.genusStopped = `genus stopped after heap ${heap - 1} (time limit ${GENUS_BUDGET_MS / 1000} s)`;
      break;
    }
    let cell: GenusCell;
    try {
      const value = forms.value(heap);
      cell = { heap, genus: value.genus.text, nimHeap: value.nimHeap, phylum: value.phylum, family: phylumFamily(value.phylum) };
    } catch (error) {
      if (!(error instanceof NimlabError)) throw error;
      progress.genusStopped = `genus stopped at heap ${heap}: ${error.message}`;
      break;
    }
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
