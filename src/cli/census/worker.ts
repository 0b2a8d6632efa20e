import type { Command } from 'commander';
import { availableParallelism } from 'node:os';
import { NimlabError } from '../../engine/core/errors.js';
import { parseCount } from '../io/options.js';

interface WorkerOptions {
  queue?: string;
  threads?: string;
  checkpointDir?: string;
}

export function registerWorker(program: Command): void {
  program
    .command('worker')
    .description('take census jobs from a BullMQ queue on Redis and run them, one per core, until stopped (Ctrl-C, SIGTERM)')
    .option('--queue <url>', 'the Redis the census coordinator uses (redis://HOST:PORT)')
    .option('--threads <N>', `jobs at once (default: one per core, ${availableParallelism()})`)
    .option('--checkpoint-dir <dir>', "this machine's path to the shared checkpoint directory (default: the coordinator's path)")
    .addHelpText(
      'after',
      `
Examples:
  nimlab worker --queue redis://10.0.0.5:6379                       on each machine that helps
  nimlab worker --queue redis://10.0.0.5:6379 --checkpoint-dir /mnt/census/ck`,
    )
    .action(async (options: WorkerOptions) => {
      if (!options.queue) throw new NimlabError('worker: --queue redis://HOST:PORT is required');
      const threads = options.threads === undefined ? availableParallelism() : parseCount(options.threads, '--threads', 1, 256);
      const { runQueueWorker } = await import('./queue.js');
      const stop = new AbortController();
      const onSignal = () => stop.abort();
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
      await runQueueWorker(options.queue, threads, options.checkpointDir, stop.signal);
    });
}
