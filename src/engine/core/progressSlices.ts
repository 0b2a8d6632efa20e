/** A long computation's progress: `done` of `total` steps (values, heaps, positions). */
export type ProgressCallback = (done: number, total: number) => void;

/** A slice never grows past this many steps, so even the cheapest steps report now and then. */
const LARGEST_SLICE = 1 << 20;

export interface SliceOptions {
  /** About how long a slice should take, in ms (default 200). */
  everyMs?: number;
  /** Stops early when true (e.g. a period is proven and later values follow from it). */
  finished?: () => boolean;
  /** The clock (tests give a fake one). */
  now?: () => number;
}

/**
 * Calls extend(count) for growing counts up to `total`, reporting progress after each. A slice
 * grows (×2) while it takes under half of `everyMs` and shrinks (÷2) when it takes longer, down
 * to a single step: reports come about every `everyMs`, whatever a step costs, so a page can show
 * progress and tell a slow computation from a stuck one, and a worker can be cancelled between
 * reports without losing more than one slice.
 */
export function extendInSlices(total: number, extend: (count: number) => void, report: ProgressCallback, options: SliceOptions = {}): void {
  const everyMs = options.everyMs ?? 200;
  const finished = options.finished ?? (() => false);
  const now = options.now ?? (() => performance.now());
  let slice = 256;
  for (let done = 0; done < total && !finished();) {
    const started = now();
    const next = Math.min(total, done + slice);
    extend(next);
    done = next;
    report(done, total);
    const took = now() - started;
    const resized = took < everyMs / 2 ? slice * 2 : took > everyMs ? slice / 2 : slice;
    slice = Math.max(1, Math.min(LARGEST_SLICE, Math.round(resized)));
  }
}
