import { slicesUpTo } from '../../engine/core/progressSlices.js';
import type { GrundySequencer } from '../../games/heap/index.js';

/** Runs shorter than this many heaps get no progress bar. */
const PROGRESS_FROM = 50_000;
/** Without a terminal, a run says it is computing once it has taken this long (short ones, and ones a proof ends early, say nothing). */
const ANNOUNCE_AFTER_MS = 1000;
/** Each slice aims at about this many milliseconds, so Ctrl-C and the bar stay responsive. */
const SLICE_MS = 150;
/** Values in the first slice (the adaptive slice loop sizes the next ones). */
const FIRST_SLICE = 1024;

export interface RunOutcome {
  /** Ctrl-C stopped the run before `target` (or a proven period). */
  interrupted: boolean;
  /** The time limit stopped it. */
  timedOut: boolean;
}

/**
 * Extends a sequence to `target` values in slices, yielding to the event loop between slices so
 * SIGINT is seen (the first Ctrl-C stops cleanly; the values so far are kept by the caller). A
 * progress bar goes to stderr when it is a terminal and the run is long.
 */
export interface RunOptions {
  /** Called every `checkpointMs` (default 10 minutes): periodic saves of long runs. */
  checkpoint?: () => void;
  checkpointMs?: number;
  /** Stop after this long (default: never). */
  timeLimitMs?: number;
  /** What Ctrl-C does, for the line a run without a terminal prints (default: "stops and keeps them"). */
  onCtrlC?: string;
}

export async function runSequence(sequencer: GrundySequencer, target: number, options: RunOptions = {}): Promise<RunOutcome> {
  const { checkpoint, checkpointMs = 10 * 60_000, timeLimitMs = Infinity, onCtrlC = 'stops and keeps them' } = options;
  let interrupted = false;
  let timedOut = false;
  const onSigint = () => {
    interrupted = true;
  };
  process.once('SIGINT', onSigint);
  // The bar's package is loaded only when a bar is shown (start-up of short runs).
  const cliProgress = process.stderr.isTTY && target - sequencer.computed >= PROGRESS_FROM ? (await import('cli-progress')).default : null;
  const bar =
    cliProgress !== null
      ? new cliProgress.SingleBar(
          {
            stream: process.stderr,
            format: ' {bar} {percentage}% | {value}/{total} heaps | {duration_formatted}',
            hideCursor: true,
            clearOnComplete: true,
          },
          cliProgress.Presets.shades_classic,
        )
      : null;
  bar?.start(target, sequencer.computed);
  let announce = !bar && target - sequencer.computed >= PROGRESS_FROM;
  const startedAt = Date.now();
  let lastCheckpoint = Date.now();
  const slices = slicesUpTo(target, (count) => sequencer.extendTo(count), {
    from: sequencer.computed,
    firstSlice: FIRST_SLICE,
    everyMs: SLICE_MS,
    now: Date.now,
    finished: () => sequencer.finished || interrupted || timedOut,
  });
  try {
    for (const _reached of slices) {
      bar?.update(sequencer.computed);
      if (announce && Date.now() - startedAt >= ANNOUNCE_AFTER_MS) {
        process.stderr.write(`nimlab: computing up to ${target} values (Ctrl-C ${onCtrlC})\n`);
        announce = false;
      }
      if (checkpoint && Date.now() - lastCheckpoint >= checkpointMs) {
        checkpoint();
        lastCheckpoint = Date.now();
      }
      await new Promise((resolve) => setImmediate(resolve));
      timedOut = Date.now() - startedAt >= timeLimitMs;
    }
  } finally {
    process.removeListener('SIGINT', onSigint);
    bar?.stop();
  }
  return { interrupted, timedOut: timedOut && sequencer.computed < target && !sequencer.finished };
}
