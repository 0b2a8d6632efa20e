import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { NimlabError } from '../../engine/errors.js';
import type { UserGameAnswer, UserGameTask } from './protocol.js';

/** A game argument naming a module file rather than a built-in game. */
export function isModulePath(game: string): boolean {
  return /^(\.{1,2}\/|\/)/.test(game) || /\.(m|c)?(t|j)s$/.test(game);
}

/**
 * Runs a task on a user's game module in a worker thread; a module that loops is stopped after
 * `timeLimitMs` and reported, never left hanging.
 */
export function runUserGameTask(task: UserGameTask, timeLimitMs: number): Promise<Extract<UserGameAnswer, { ok: true }>> {
  const file = resolve(task.file);
  if (!existsSync(file)) return Promise.reject(new NimlabError(`${task.file}: no such file`));
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(new URL('./worker.js', import.meta.url), { workerData: { ...task, file } });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new NimlabError(`${task.file}: did not finish within ${timeLimitMs / 1000} s (a loop in moves()? raise --time-limit to allow more)`));
    }, timeLimitMs);
    worker.once('message', (answer: UserGameAnswer) => {
      clearTimeout(timer);
      void worker.terminate();
      if (answer.ok) resolvePromise(answer);
      else reject(new NimlabError(answer.message));
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(new NimlabError(`${task.file}: ${error.message}`));
    });
  });
}
