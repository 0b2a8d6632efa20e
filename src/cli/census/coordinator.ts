import { NimlabError } from '../../engine/errors.js';
import { nextLink, type ExtendJob, type ExtendOutcome } from '../../games/heap/index.js';
import { PrefixMismatchError, type CensusDatabase, type GameRow } from './database.js';

/** Runs links somewhere: worker threads on this machine, or workers behind a queue. */
export interface LinkRunner {
  /** How many links the coordinator keeps in flight at once. */
  readonly slots: number;
  run(job: ExtendJob): Promise<ExtendOutcome>;
}

export interface CensusBudget {
  /** Heaps per game (values 0..target−1) unless a period is proven first. */
  target: number;
  /** Computing time per game, in milliseconds (null: none). */
  timeMs: number | null;
}

export interface CensusEvents {
  /** A link was written (or left out as stale). */
  onLink?: (outcome: ExtendOutcome, finished: boolean) => void;
  onFailure?: (code: string, message: string) => void;
}

/** Whether a link's outcome ends its game's work for the budget. */
function finishes(row: GameRow, outcome: ExtendOutcome): boolean {
  if (outcome.proven || outcome.reached >= row.target) return true;
  return row.time_budget_ms !== null && row.compute_ms + outcome.elapsedMs >= row.time_budget_ms;
}

/**
 * The census: every code not finished in the database runs as a chain of links (nextLink), each
 * written as it completes, `runner.slots` links in flight. Finished games are skipped, so a census
 * stopped at any point and run again goes on from the checkpoints without recomputing.
 * Resolves when every game is finished or failed; a failure (a bad code, a result refused) is
 * written to its game and does not stop the others.
 */
export async function runCensus(db: CensusDatabase, codes: readonly string[], budget: CensusBudget, runner: LinkRunner, events: CensusEvents = {}): Promise<void> {
  db.enqueue(codes, budget.target, budget.timeMs);
  const waiting = db.unfinished(codes).map((row) => row.code);
  const chain = async (code: string): Promise<void> => {
    for (;;) {
      const row = db.game(code)!;
      if (row.finished) return;
      const remaining = row.time_budget_ms === null ? undefined : Math.max(1, row.time_budget_ms - row.compute_ms);
      const job = nextLink(code, row.checkpoint_heaps, row.target, remaining);
      if (job === null) return;
      let outcome: ExtendOutcome;
      try {
        outcome = await runner.run(job);
        const finished = finishes(db.game(code)!, outcome);
        db.recordLink(outcome, job.from, finished);
        events.onLink?.(outcome, finished);
      } catch (error) {
        if (!(error instanceof NimlabError || error instanceof PrefixMismatchError)) throw error;
        db.recordFailure(code, error.message);
        events.onFailure?.(code, error.message);
        return;
      }
    }
  };
  const lanes = Array.from({ length: Math.min(runner.slots, waiting.length) }, async () => {
    for (let code = waiting.shift(); code !== undefined; code = waiting.shift()) await chain(code);
  });
  await Promise.all(lanes);
}
