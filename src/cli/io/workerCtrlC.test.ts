import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../engine/core/errors.js';
import { onWorkerFailure } from './workerCtrlC.js';

/**
 * A worker that ends without its answer (a bug, running out of memory, an exit) must reach the user
 * as one line (a NimlabError), never a stack trace or a hang. The runs' real workers cannot be made
 * to fail on purpose, so these workers are small scripts that fail in each way.
 */
function failureOf(script: string, options: { resourceLimits?: { maxOldGenerationSizeMb: number } } = {}): Promise<NimlabError> {
  const worker = new Worker(script, { eval: true, ...options });
  return new Promise((resolve) =>
    onWorkerFailure(
      worker,
      'test run',
      () => 'at step 3',
      () => false,
      resolve,
    ),
  );
}

describe('onWorkerFailure', () => {
  it('an error thrown in the worker: one line saying it is a bug, where, and its message', async () => {
    const error = await failureOf("throw new Error('boom')");
    expect(error).toBeInstanceOf(NimlabError);
    expect(error.message).toBe("internal error in the test run's worker (at step 3): boom (please report the command)");
  });

  it('running out of memory: one line saying so and where', async () => {
    const error = await failureOf('const kept = []; for (;;) kept.push(new Array(100000).fill(1));', {
      resourceLimits: { maxOldGenerationSizeMb: 16 },
    });
    expect(error.message).toBe('test run: out of memory at step 3');
  });

  it('an exit without an answer: one line with the exit code', async () => {
    const error = await failureOf('process.exit(3)');
    expect(error.message).toBe("internal error: the test run's worker ended without an answer (exit code 3, at step 3)");
  });

  it('after the answer, its exit is the normal one: nothing is reported', async () => {
    const worker = new Worker("require('node:worker_threads').parentPort.postMessage('answer')", { eval: true });
    let answered = false;
    const failures: NimlabError[] = [];
    worker.once('message', () => (answered = true));
    onWorkerFailure(
      worker,
      'test run',
      () => 'at step 3',
      () => answered,
      (error) => failures.push(error),
    );
    await new Promise((resolve) => worker.once('exit', resolve));
    expect(answered).toBe(true);
    expect(failures).toEqual([]);
  });
});
