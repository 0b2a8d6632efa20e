/// <reference lib="webworker" />
import { formatQuotientElement, growHeapQuotient, heapGeneratorSystem, HeapMisereForms, DEFAULT_QUOTIENT_LIMITS, parseHeapGame, phylumFamily } from '../library';
import { MISERE_BUDGET_MS, type GenusCell, type MisereMessage, type MisereRequest } from './protocol';

/** Genus row, then the quotient: each part stops at its time budget with what it has. */
self.onmessage = (event: MessageEvent<MisereRequest>) => {
  const post = (message: MisereMessage) => self.postMessage(message);
  try {
    const game = parseHeapGame(event.data.game);
    const to = event.data.to;
    const forms = new HeapMisereForms(game.code);
    const cells: GenusCell[] = [];
    const started = Date.now();
    let stopped: string | null = null;
    for (let heap = 0; heap <= to; heap++) {
      if (Date.now() - started > MISERE_BUDGET_MS) {
        stopped = `stopped after heap ${heap - 1} (time limit ${MISERE_BUDGET_MS / 1000} s)`;
        break;
      }
      const value = forms.value(heap);
      cells.push({ heap, genus: value.genus.text, nimHeap: value.nimHeap, phylum: value.phylum, family: phylumFamily(value.phylum) });
    }
    post({ type: 'genus', cells, stopped });
    const growth = growHeapQuotient(game.code, Math.max(1, to), DEFAULT_QUOTIENT_LIMITS, MISERE_BUDGET_MS);
    const system = heapGeneratorSystem(game.code);
    const q = growth.quotient;
    const labels = q.representatives.map((_, x) => formatQuotientElement(q, system, x));
    post({ type: 'quotient', view: { name: game.name, quotient: q, upTo: growth.upTo, lastChange: growth.lastChange, stopped: growth.stopped, labels } });
  } catch (error) {
    post({ type: 'error', message: (error as Error).message ?? String(error) });
  }
};
