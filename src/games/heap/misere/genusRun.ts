import { NimlabError } from '../../../engine/core/errors.js';
import type { HeapMisereForms, HeapMisereValue } from './misere.js';

/**
 * Why a genus run ended before its last heap; `heap` is the first heap it did not give. The caller
 * words it (the CLI and the playground say it differently).
 */
export type GenusStop =
  /** The caller asked it to stop (`shouldStop`). */
  | { reason: 'stopped'; heap: number }
  /** The run took longer than its time limit. */
  | { reason: 'time-limit'; heap: number; limitMs: number }
  /** The heap's canonical form meets a limit of the form store (`error` says which). */
  | { reason: 'limit'; heap: number; error: NimlabError };

export interface GenusRunOptions {
  /** Stop once the run has taken longer than this (default: never). */
  timeLimitMs?: number;
  /** Asked before each heap: true stops the run (Ctrl-C, Cancel). */
  shouldStop?: () => boolean;
  /** Told each heap before it is computed, once it is known to be computed (a terminal's progress line). */
  onHeap?: (heap: number) => void;
  /** The clock in ms (tests give a fake one). */
  now?: () => number;
}

/**
 * Misère canonical form, genus and phylum of heaps 0..to, one heap at a time (Conway, ONAG ch. 12;
 * genus and phyla as in Siegel, Combinatorial Game Theory, ch. V.1–V.3 and CGSuite): yields each
 * heap's value and returns null when every heap is done, or the reason it stopped first. Forms of
 * wild games grow fast, so the run is held to a time limit and stops at the first heap whose form
 * meets the form store's limit, keeping the heaps before it; `nimlab table --misere` and the
 * playground's misère view both render this one loop. The caller may await between heaps.
 */
export function* genusRun(
  forms: HeapMisereForms,
  to: number,
  options: GenusRunOptions = {},
): Generator<HeapMisereValue, GenusStop | null, void> {
  const { timeLimitMs = Infinity, shouldStop = () => false, onHeap, now = Date.now } = options;
  const started = now();
  for (let heap = 0; heap <= to; heap++) {
    if (shouldStop()) return { reason: 'stopped', heap };
    if (now() - started > timeLimitMs) return { reason: 'time-limit', heap, limitMs: timeLimitMs };
    onHeap?.(heap);
    let value: HeapMisereValue;
    try {
      value = forms.value(heap);
    } catch (error) {
      if (!(error instanceof NimlabError)) throw error;
      return { reason: 'limit', heap, error };
    }
    yield value;
  }
  return null;
}
