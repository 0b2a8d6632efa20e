import { NimlabError } from '../../engine/core/errors.js';
import { toJson } from '../io/json.js';
import { QUOTIENT_PROGRESS } from '../userGame/quotientReport.js';
import { runUserGameTask } from '../userGame/runTask.js';
import { INTERRUPTED } from '../io/exitCodes.js';

/**
 * The quotient's own time limit, as a share of --time-limit: it stops between positions and shows
 * what it reached, before the worker is stopped at the full limit (a module stuck inside a call).
 */
const OWN_SHARE = 0.8;

/**
 * `nimlab quotient ./mod.mjs pos…`: the misère quotient of the closure of the positions, built in the
 * module host's worker (a module that never ends is stopped and named in one line). The first Ctrl-C
 * asks it to stop between positions and show the quotient reached (exit 130); a second one, for a
 * module stuck inside a call, exits at once saying how far it got (runTask.ts).
 */
export async function moduleQuotientCommand(
  file: string,
  positions: string[],
  maxOrder: number,
  timeLimitMs: number,
  json: boolean,
): Promise<void> {
  if (positions.length === 0) throw new NimlabError(`${file}: give the start positions, e.g. nimlab quotient ${file} 5 7`);
  // The host relays the quotient's progress (QUOTIENT_PROGRESS order) for the second Ctrl-C's line.
  let progress: readonly number[] = [0, 0, 0, 0];
  let interrupted = false;
  const onSigint = () => {
    interrupted = true;
  };
  process.on('SIGINT', onSigint);
  try {
    const answer = await runUserGameTask(
      { kind: 'quotient', file, positions, maxOrder, timeLimitMs: timeLimitMs * OWN_SHARE },
      timeLimitMs,
      undefined,
      {
        onProgress: (numbers) => {
          progress = numbers;
        },
        interruptedLine: () =>
          `nimlab: quotient interrupted (Ctrl-C) after ${progress[QUOTIENT_PROGRESS.covered]} of ${progress[QUOTIENT_PROGRESS.closure]} positions, order ${progress[QUOTIENT_PROGRESS.order]}`,
      },
    );
    if (answer.kind !== 'quotient') throw new Error('worker answered the wrong task');
    process.stdout.write(json ? toJson(answer.json) + '\n' : answer.lines.join('\n') + '\n');
    const stopped = answer.json.stopped as string | null;
    if (stopped)
      process.stderr.write(`nimlab: quotient ${stopped}${answer.limit === 'interrupted' ? '' : ' (raise --time-limit or --max-order)'}\n`);
    // Interrupted by its own Ctrl-C, or by the host's alone (which stopped and answered): exit 130 either way.
    if (interrupted || answer.limit === 'interrupted') process.exitCode = INTERRUPTED;
  } finally {
    process.removeListener('SIGINT', onSigint);
  }
}
