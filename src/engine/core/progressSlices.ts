/** A long computation's progress: `done` of `total` steps (values, heaps, positions). */
export type ProgressCallback = (done: number, total: number) => void;

/** A slice never grows past this many steps, so even the cheapest steps report now and then. */
const LARGEST_SLICE = 1 << 20;

export interface SliceOptions {
  /** About how long a slice should take, in ms (default 200). */
  everyMs?: number;
  /** Stops early when true (e.g. a period is proven and later values follow from it, or the caller was told to stop). */
  finished?: () => boolean;
  /** The clock (tests give a fake one). */
  now?: () => number;
  /** Steps already done before the first slice (default 0): a run that continues earlier work. */
  from?: number;
  /** Steps in the first slice (default 256): a step cheap enough to need many per report starts larger. */
  firstSlice?: number;
}

/**
 * The adaptive slice loop, for every long computation that extends a prefix (Grundy values, heaps,
 * census links): calls extend(count) for growing counts up to `total` and yields the count after
 * each slice, so the caller reports, checkpoints or awaits between slices (a CLI yields to the
 * event loop there so Ctrl-C is seen) and may stop by leaving its loop. A slice grows (×2) while
 * its extend takes under half of `everyMs` and shrinks (÷2) when it takes longer than `everyMs`,
 * down to a single step and up to LARGEST_SLICE: slices come about every `everyMs`, whatever a step
 * costs, so progress tells a slow computation from a stuck one and a stop waits at most one slice.
 */
export function* slicesUpTo(total: number, extend: (count: number) => void, options: SliceOptions = {}): Generator<number, void, void> {
  const everyMs = options.everyMs ?? 200;
  const finished = options.finished ?? (() => false);
  const now = options.now ?? (() => performance.now());
  let slice = options.firstSlice ?? 256;
  for (let done = options.from ?? 0; done < total && !finished();) {
    const started = now();
    const next = Math.min(total, done + slice);
    extend(next);
    done = next;
    const took = now() - started;
    const resized = took < everyMs / 2 ? slice * 2 : took > everyMs ? slice / 2 : slice;
    slice = Math.max(1, Math.min(LARGEST_SLICE, Math.round(resized)));
    yield done;
  }
}

/** slicesUpTo with a report after each slice: the whole loop for a caller that does nothing else between slices. */
export function extendInSlices(total: number, extend: (count: number) => void, report: ProgressCallback, options: SliceOptions = {}): void {
  for (const done of slicesUpTo(total, extend, options)) report(done, total);
}
