import { NimlabError } from '../../engine/core/errors.js';
import { nextLink, sharedSequences, type ExtendJob, type ExtendOutcome } from '../../games/heap/index.js';
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

/**
 * Whether a link's outcome ends its game's work for the budget. A game that took its values from
 * an unproven leader (seeded) has what the leader's budget bought, and stops there; one whose
 * leader is proven goes on (its own proof may need a few more heaps than the leader's).
 */
function finishes(row: GameRow, outcome: ExtendOutcome, seededFromUnproven: boolean): boolean {
  if (outcome.proven || outcome.reached >= row.target || seededFromUnproven) return true;
  return row.time_budget_ms !== null && row.compute_ms + outcome.elapsedMs >= row.time_budget_ms;
}

/**
 * The census: every code not finished in the database runs as a chain of links (nextLink), each
 * written as it completes, `runner.slots` links in flight. Finished games are skipped, so a census
 * stopped at any point and run again goes on from the checkpoints without recomputing. Codes with
 * one sequence by their rules (sharedSequences) are computed once: the leader's chain runs first,
 * then each follower's first link starts from the leader's checkpoint, in the same lane.
 * Resolves when every game is finished or failed; a failure (a bad code, a result refused) is
 * written to its game and does not stop the others.
 */
export async function runCensus(
  db: CensusDatabase,
  codes: readonly string[],
  budget: CensusBudget,
  runner: LinkRunner,
  events: CensusEvents = {},
): Promise<void> {
  db.enqueue(codes, budget.target, budget.timeMs);
  const unfinished = new Set(db.unfinished(codes).map((row) => row.code));
  const waiting = sharedSequences(codes).filter((group) => [group.leader, ...group.followers].some((code) => unfinished.has(code)));
  const chain = async (code: string, leader?: string): Promise<void> => {
    for (;;) {
      const row = db.game(code)!;
      if (row.finished) return;
      const remaining = row.time_budget_ms === null ? undefined : Math.max(1, row.time_budget_ms - row.compute_ms);
      const link = nextLink(code, row.checkpoint_heaps, row.target, remaining);
      if (link === null) return;
      const source = leader === undefined ? undefined : db.game(leader);
      const seeded =
        source !== undefined &&
        source !== null &&
        Boolean(source.finished) &&
        source.error === null &&
        source.checkpoint_heaps > row.checkpoint_heaps;
      const job = seeded ? { ...link, seedFrom: leader } : link;
      let outcome: ExtendOutcome;
      try {
        outcome = await runner.run(job);
        const finished = finishes(db.game(code)!, outcome, seeded && source.status === 'unsolved');
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
    for (let group = waiting.shift(); group !== undefined; group = waiting.shift()) {
      await chain(group.leader);
      for (const follower of group.followers) await chain(follower, group.leader);
    }
  });
  await Promise.all(lanes);
}
