import { useCallback } from 'react';
import { useWorkerTask, type TaskState } from '../worker/useWorkerTask';
import type { ExploreRequest, SequenceProgress, SequenceResult } from './protocol';

export type SequenceState = TaskState<SequenceProgress, SequenceResult>;

/** Seconds without progress after which a computation is stopped, unless the user sets another limit. */
export const DEFAULT_STALL_SECONDS = 20;

/** Says exactly why a computation was stopped: how long it went without computing another value. */
export function stallMessage(seconds: number, done: number): string {
  const last = done > 0 ? `values up to G(${done - 1}) were reported computed` : 'before its first progress report';
  return `timed out: no progress for ${seconds} s, no new value computed in that time (${last}; G(${done}) was being computed — a moves function that loops forever never returns). A computation that keeps making progress is never stopped; raise the limit if one value takes this long.`;
}

const createWorker = () => new Worker(new URL('./explore.worker.ts', import.meta.url), { type: 'module' });

/**
 * Sequence computations in the explore worker. The time limit is about progress, not wall time:
 * every progress message restarts the clock, so only a computation that computes nothing for
 * `stallSeconds` is terminated (terminating the worker stops even a hung loop).
 */
export function useSequence() {
  const task = useWorkerTask<ExploreRequest, SequenceProgress, SequenceResult>(createWorker);
  const { start: startTask } = task;
  const start = useCallback(
    (request: ExploreRequest, stallSeconds = DEFAULT_STALL_SECONDS) => {
      void startTask(request, { stall: { ms: stallSeconds * 1000, message: (last) => stallMessage(stallSeconds, last?.done ?? 0) } });
    },
    [startTask],
  );
  return { state: task.state, start, cancel: task.cancel };
}
