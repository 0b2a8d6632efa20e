/**
 * `nimlab analyze domineering BOARD [--json] [--time-limit T]` for a board that is searched, started
 * without the argument parser and without the rest of the analyze command: the search's worker
 * thread then starts about 0.2 s sooner, which is a tenth of an 8 × 8 answer (the benchmark against
 * Obsequi times the whole process). Anything else, bad input included, falls through to the full
 * command, which answers with the same function (analyzeDomineeringBySearch) or says what is wrong.
 */
import { NimlabError } from '../../engine/core/errors.js';
import { parseTimeLimit } from '../io/timeLimit.js';
import { analyzeDomineeringBySearch, domineeringNeedsSearch } from './partizanSearchReport.js';
import { BUILT_IN_TIME_LIMIT } from './timeLimits.js';

/** What the quick path answers: one board, and the two options a search takes. */
export interface QuickDomineeringRequest {
  board: string;
  json: boolean;
  timeLimit?: string;
}

/** `analyze domineering …` words with one board and only --json or --time-limit, else null. */
export function quickDomineeringRequest(args: readonly string[]): QuickDomineeringRequest | null {
  if (args[0] !== 'analyze' || args[1] !== 'domineering') return null;
  const boards: string[] = [];
  let json = false;
  let timeLimit: string | undefined;
  for (let i = 2; i < args.length; i++) {
    const word = args[i]!;
    if (word === '--json') json = true;
    else if (word === '--time-limit' && i + 1 < args.length) timeLimit = args[++i];
    else if (word.startsWith('--time-limit=')) timeLimit = word.slice('--time-limit='.length);
    else if (word.startsWith('-')) return null;
    else boards.push(word);
  }
  return boards.length === 1 ? { board: boards[0]!, json, timeLimit } : null;
}

/**
 * Searches the request's board, prints the answer and ends the process; or returns false (having
 * done nothing) when the board is valued rather than searched or a word is bad: the full command
 * answers or says why.
 */
export async function searchQuickly(request: QuickDomineeringRequest): Promise<false> {
  let timeLimitMs: number;
  try {
    if (!domineeringNeedsSearch([request.board])) return false;
    timeLimitMs = parseTimeLimit(request.timeLimit ?? BUILT_IN_TIME_LIMIT, 's');
  } catch (error) {
    if (error instanceof NimlabError) return false;
    throw error;
  }
  await analyzeDomineeringBySearch([request.board], { json: request.json, timeLimitMs });
  // The answer is out: end once it is flushed, rather than wait ~30 ms for the worker's isolate and
  // heap to be torn down (measured on 5 × 6: answer to exit 31 ms, then 1 ms).
  await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
  process.exit();
}
