import { NimlabError } from '../engine/errors.js';
import { toJson } from './json.js';
import { QUOTIENT_PROGRESS } from './userGame/quotientReport.js';
import { runUserGameTask } from './userGame/runTask.js';

/** Exit code after Ctrl-C, as shells report SIGINT. */
const INTERRUPTED = 130;
/**
 * The quotient's own time limit, as a share of --time-limit: it stops between positions and shows
 * what it reached, before the worker is stopped at the full limit (a module stuck inside a call).
 */
const OWN_SHARE = 0.8;

/**
 * `nimlab quotient ./mod.mjs pos…`: the misère quotient of the closure of the positions, built in a
 * worker (a module that never ends is stopped and named in one line). The first Ctrl-C asks the
 * worker to stop between positions and show the quotient reached (exit 130); a second one, for a
 * module stuck inside a call, exits at once saying how far it got.
 */
export async function moduleQuotientCommand(file: string, positions: string[], maxOrder: number, timeLimitMs: number, json: boolean): Promise<void> {
  if (positions.length === 0) throw new NimlabError(`${file}: give the start positions, e.g. nimlab quotient ${file} 5 7`);
  const progress = new Int32Array(new SharedArrayBuffer(QUOTIENT_PROGRESS.length * 4));
  let interrupts = 0;
  const onSigint = () => {
    interrupts++;
    Atomics.store(progress, QUOTIENT_PROGRESS.stop, 1);
    if (interrupts > 1) {
      const at = (slot: number) => Atomics.load(progress, slot);
      process.stderr.write(`nimlab: quotient interrupted (Ctrl-C) after ${at(QUOTIENT_PROGRESS.covered)} of ${at(QUOTIENT_PROGRESS.closure)} positions, order ${at(QUOTIENT_PROGRESS.order)}\n`);
      process.exit(INTERRUPTED);
    }
  };
  process.on('SIGINT', onSigint);
  try {
    const answer = await runUserGameTask({ kind: 'quotient', file, positions, maxOrder, timeLimitMs: timeLimitMs * OWN_SHARE, progress: progress.buffer as SharedArrayBuffer }, timeLimitMs);
    if (answer.kind !== 'quotient') throw new Error('worker answered the wrong task');
    process.stdout.write(json ? toJson(answer.json) + '\n' : answer.lines.join('\n') + '\n');
    const stopped = answer.json.stopped as string | null;
    if (stopped) process.stderr.write(`nimlab: quotient ${stopped}${stopped.startsWith('interrupted') ? '' : ' (raise --time-limit or --max-order)'}\n`);
    if (interrupts > 0) process.exitCode = INTERRUPTED;
  } finally {
    process.removeListener('SIGINT', onSigint);
  }
}
