import { connect } from 'node:net';
import { hostname } from 'node:os';
import { Job, Queue, QueueEvents, UnrecoverableError, Worker, type ConnectionOptions } from 'bullmq';
import { NimlabError } from '../../engine/core/errors.js';
import type { ExtendJob, ExtendOutcome } from '../../games/heap/index.js';
import { runCensus, type CensusBudget } from './coordinator.js';
import type { CensusDatabase } from './database.js';
import { LocalPool } from './localPool.js';
import { progressText, startProgressView, type WorkerLine } from './progressView.js';

/** The BullMQ queue every census coordinator and worker shares on one Redis. */
export const QUEUE_NAME = 'nimlab-census';

/** What a queued job carries: the link, and the checkpoint directory the coordinator named. */
export interface QueuedLink {
  job: ExtendJob;
  directory: string;
}

/** What a worker reports while a link runs (BullMQ job progress). */
interface LinkProgress {
  worker: string;
  computed: number;
  valuesPerSecond: number;
}

/**
 * Locks last this long and stalled jobs are looked for this often: a worker killed with SIGKILL
 * stops renewing its job's lock, and within about lock + interval another worker's stalled-job
 * check puts the job back in the queue (Redis keeps it; no result is lost or doubled, since a
 * link's result is checked against the stored prefix before it is written).
 */
const LOCK_MS = 6000;
const STALLED_CHECK_MS = 2000;
/** Attempts per link (a stalled job counts as one). */
const ATTEMPTS = 5;
/** How often the coordinator asks Redis about links it has no event for (events can be missed across a restart). */
const SWEEP_MS = 3000;

/** redis://[user:password@]host:port[/db] as connection options; a bad URL is a one-line error. */
export function redisConnection(url: string): ConnectionOptions {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    throw new NimlabError(`--queue: expected redis://HOST:PORT, got '${url}'`);
  }
  if (parsed.protocol !== 'redis:' || parsed.hostname === '') throw new NimlabError(`--queue: expected redis://HOST:PORT, got '${url}'`);
  const db = parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0;
  return {
    host: parsed.hostname,
    port: parsed.port === '' ? 6379 : Number(parsed.port),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    db: Number.isInteger(db) ? db : 0,
    // Workers and the coordinator wait out a Redis restart instead of failing their commands.
    maxRetriesPerRequest: null,
    retryStrategy: (times: number) => Math.min(200 * times, 2000),
  };
}

/** How long the first connection to Redis may take before the command says it cannot reach it. */
const REACH_MS = 5000;

/**
 * Checks that something listens at the queue's address before BullMQ connects: once running, the
 * connection retries forever (to wait out a Redis restart), so an unreachable Redis at the start
 * would otherwise hang the command with no word. One line instead, exit 2.
 */
function reachRedis(url: string, connection: ConnectionOptions): Promise<void> {
  const { host, port } = connection as { host: string; port: number };
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    const fail = (why: string) => {
      socket.destroy();
      reject(new NimlabError(`cannot reach Redis at ${url}: ${why} (is redis-server running there? see --queue)`));
    };
    socket.setTimeout(REACH_MS, () => fail(`no answer within ${REACH_MS / 1000} s`));
    socket.once('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
    socket.once('connect', () => {
      socket.end();
      resolve();
    });
  });
}

/** One job id per link: adding a link twice (a coordinator restarted) finds the first. */
function linkId(job: ExtendJob): string {
  return `${job.code}@${job.from}-${job.to}`;
}

/**
 * The census through the queue: links become BullMQ jobs for `nimlab worker`s; this process only
 * adds them, collects results and writes the database (every game's next link is in the queue at
 * once). Restarted, it finds the jobs it had added, done or not, by their ids.
 */
export async function runQueuedCensus(
  db: CensusDatabase,
  codes: readonly string[],
  budget: CensusBudget,
  url: string,
  directory: string,
): Promise<void> {
  const connection = redisConnection(url);
  await reachRedis(url, connection);
  const queue = new Queue<QueuedLink, ExtendOutcome>(QUEUE_NAME, { connection });
  const events = new QueueEvents(QUEUE_NAME, { connection });
  const pending = new Map<string, { resolve: (o: ExtendOutcome) => void; reject: (e: Error) => void }>();
  const workers = new Map<string, WorkerLine>();
  const settle = (id: string, outcome: ExtendOutcome | null, failure?: string) => {
    const waiter = pending.get(id);
    if (!waiter) return;
    pending.delete(id);
    if (outcome) waiter.resolve(outcome);
    else waiter.reject(new NimlabError(`census: job ${id} failed: ${failure}`));
  };
  events.on('completed', ({ jobId, returnvalue }) =>
    settle(jobId, (typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue) as ExtendOutcome),
  );
  events.on('failed', ({ jobId, failedReason }) => settle(jobId, null, failedReason));
  events.on('progress', ({ jobId, data }) => {
    const progress = data as unknown as LinkProgress;
    if (typeof progress === 'object' && progress !== null && 'worker' in progress) {
      workers.set(progress.worker, { name: progress.worker, code: jobId.split('@')[0], valuesPerSecond: progress.valuesPerSecond });
    }
  });
  // The state first, then the job: a job read before it finished and asked for its state after
  // has no return value yet, which read as a failure ("failed: undefined") of a link that worked.
  const settleFinished = async (id: string) => {
    const state = await queue.getJobState(id);
    if (state !== 'completed' && state !== 'failed') return;
    const job = await Job.fromId<QueuedLink, ExtendOutcome>(queue, id);
    if (!job) return;
    if (state === 'completed') settle(id, job.returnvalue);
    else settle(id, null, job.failedReason);
  };
  const sweep = setInterval(() => {
    void (async () => {
      for (const id of pending.keys()) await settleFinished(id);
    })().catch(() => undefined);
  }, SWEEP_MS);
  const view = startProgressView(process.stderr, () => progressText(db.counts(codes), pending.size, [...workers.values()]));
  try {
    await events.waitUntilReady();
    await runCensus(db, codes, budget, {
      slots: codes.length,
      run: (job) =>
        new Promise<ExtendOutcome>((resolve, reject) => {
          const id = linkId(job);
          pending.set(id, { resolve, reject });
          queue
            .add(
              job.code,
              { job, directory },
              { jobId: id, attempts: ATTEMPTS, backoff: { type: 'fixed', delay: 500 }, removeOnComplete: false, removeOnFail: false },
            )
            // Added before (a coordinator restarted): it may be done already. (The job `add`
            // returns is built from the arguments, with no result even when one is stored.)
            .then(() => settleFinished(id))
            .catch((error: Error) => settle(id, null, error.message));
        }),
    });
  } finally {
    clearInterval(sweep);
    view.stop();
    await events.close();
    await queue.close();
  }
}

/**
 * `nimlab worker`: takes links from the queue, one per thread (`threads`, default one per core),
 * runs each in a worker thread (the event loop stays free to renew the job's lock), and returns
 * its outcome. A bad code fails its job at once (no retry); anything else is retried.
 */
export async function runQueueWorker(
  url: string,
  threads: number,
  checkpointDirectory: string | undefined,
  signal: AbortSignal,
): Promise<void> {
  const connection = redisConnection(url);
  await reachRedis(url, connection);
  const pools = new Map<string, LocalPool>();
  const poolFor = (directory: string) => {
    let pool = pools.get(directory);
    if (!pool) pools.set(directory, (pool = new LocalPool(directory, threads)));
    return pool;
  };
  // With its own checkpoint path the worker knows its pool before any job: the threads start now,
  // while it waits for work, rather than inside its first job's time.
  if (checkpointDirectory !== undefined) await poolFor(checkpointDirectory).ready();
  const name = `${hostname()}:${process.pid}`;
  const worker = new Worker<QueuedLink, ExtendOutcome>(
    QUEUE_NAME,
    async (job) => {
      const pool = poolFor(checkpointDirectory ?? job.data.directory);
      process.stderr.write(`nimlab worker ${name}: ${job.id} (attempt ${job.attemptsStarted})\n`);
      const started = Date.now();
      const timer = setInterval(() => {
        const mine = pool.workersNow().find((w) => w.code === job.data.job.code);
        if (!mine) return;
        const seconds = (Date.now() - started) / 1000;
        void job
          .updateProgress({
            worker: `${name}/${mine.name}`,
            computed: mine.computed,
            valuesPerSecond: (mine.computed - job.data.job.from) / seconds,
          })
          .catch(() => undefined);
      }, 1000);
      try {
        return await pool.run(job.data.job);
      } catch (error) {
        if (error instanceof NimlabError) throw new UnrecoverableError(error.message);
        throw error;
      } finally {
        clearInterval(timer);
      }
    },
    { connection, concurrency: threads, lockDuration: LOCK_MS, stalledInterval: STALLED_CHECK_MS, maxStalledCount: ATTEMPTS, name },
  );
  worker.on('error', () => undefined);
  process.stderr.write(`nimlab worker ${name}: ${threads} thread${threads === 1 ? '' : 's'} on ${url}\n`);
  await untilAborted(signal);
  await worker.close();
  await Promise.all([...pools.values()].map((pool) => pool.close()));
}

/**
 * Resolves when `signal` is aborted, at once if it is already: a worker stopped while it starts
 * (reaching Redis, loading its threads) has seen the abort event fire already, and it fires once.
 */
export function untilAborted(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}

/** `nimlab census --status --queue URL`: the queue's job counts and connected workers. */
export async function printQueueStatus(url: string): Promise<void> {
  const connection = redisConnection(url);
  await reachRedis(url, connection);
  const queue = new Queue(QUEUE_NAME, { connection });
  try {
    const counts = await queue.getJobCounts('active', 'waiting', 'delayed', 'completed', 'failed');
    const workers = await queue.getWorkers();
    process.stdout.write(
      `queue ${url}: ${counts.active} running, ${counts.waiting + counts.delayed} queued, ${counts.completed} done, ${counts.failed} failed; ` +
        `${workers.length} worker connection${workers.length === 1 ? '' : 's'}\n`,
    );
  } finally {
    await queue.close();
  }
}
