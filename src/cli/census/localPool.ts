import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { NimlabError } from '../../engine/core/errors.js';
import type { ExtendJob, ExtendOutcome } from '../../games/heap/index.js';
import type { LinkRunner } from './coordinator.js';
import type { LinkReply, LinkRequest } from './linkWorker.js';

/** What one thread of a pool is doing, for the progress view. */
export interface WorkerActivity {
  name: string;
  code: string | null;
  /** Values known in its current link, and values per second over its work so far. */
  computed: number;
  valuesPerSecond: number;
}

interface Pending {
  job: ExtendJob;
  resolve: (outcome: ExtendOutcome) => void;
  reject: (error: Error) => void;
}

/**
 * The census's local runner: one worker thread per core (`threads`), each running one link at a
 * time; links wait in order for a free thread. No server is needed: this is the default.
 */
export class LocalPool implements LinkRunner {
  readonly slots: number;
  private readonly workers: Worker[] = [];
  private readonly idle: number[] = [];
  private readonly backlog: { request: LinkRequest; pending: Pending }[] = [];
  private readonly inFlight = new Map<number, { worker: number; pending: Pending; started: number }>();
  private readonly activity: WorkerActivity[] = [];
  private readonly totals: { values: number; ms: number }[] = [];
  private nextId = 0;
  private readonly loaded: Promise<void>[] = [];

  constructor(
    private readonly directory: string,
    threads = availableParallelism(),
  ) {
    this.slots = threads;
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(new URL('./linkWorker.js', import.meta.url));
      const loaded = new Promise<void>((resolve, reject) => {
        worker.on('message', (reply: LinkReply) => (reply.kind === 'ready' ? resolve() : this.onReply(i, reply)));
        worker.once('error', reject);
      });
      // Marked handled here: the local census never awaits it (a crash reaches it through onCrash).
      loaded.catch(() => undefined);
      this.loaded.push(loaded);
      worker.on('error', (error) => this.onCrash(i, error));
      this.workers.push(worker);
      this.idle.push(i);
      this.activity.push({ name: `thread ${i + 1}`, code: null, computed: 0, valuesPerSecond: 0 });
      this.totals.push({ values: 0, ms: 0 });
    }
  }

  run(job: ExtendJob): Promise<ExtendOutcome> {
    return new Promise((resolve, reject) => {
      this.backlog.push({ request: { id: this.nextId++, job, directory: this.directory }, pending: { job, resolve, reject } });
      this.dispatch();
    });
  }

  /**
   * Resolves once every thread has loaded its code and said so: a queue worker waits for it before it
   * says it is ready, so no job pays for starting threads. Rejects when a thread fails to start.
   */
  ready(): Promise<void> {
    return Promise.all(this.loaded).then(() => undefined);
  }

  /** Each thread's current game and speed. */
  workersNow(): WorkerActivity[] {
    return this.activity.map((a) => ({ ...a }));
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.backlog.length > 0) {
      const worker = this.idle.shift()!;
      const { request, pending } = this.backlog.shift()!;
      this.inFlight.set(request.id, { worker, pending, started: Date.now() });
      Object.assign(this.activity[worker], { code: request.job.code, computed: request.job.from });
      this.workers[worker].postMessage(request);
    }
  }

  private onReply(worker: number, reply: Exclude<LinkReply, { kind: 'ready' }>): void {
    const flight = this.inFlight.get(reply.id);
    if (!flight) return;
    const activity = this.activity[worker];
    if (reply.kind === 'progress') {
      activity.computed = reply.computed;
      return;
    }
    this.inFlight.delete(reply.id);
    this.idle.push(worker);
    activity.code = null;
    if (reply.kind === 'done') {
      const total = this.totals[worker];
      total.values += reply.outcome.computedValues;
      total.ms += reply.outcome.elapsedMs;
      activity.valuesPerSecond = total.ms > 0 ? (1000 * total.values) / total.ms : 0;
      flight.pending.resolve(reply.outcome);
    } else {
      flight.pending.reject(reply.userError ? new NimlabError(reply.message) : new Error(reply.message));
    }
    this.dispatch();
  }

  /** A thread that died (out of memory, a bug) fails its link loudly rather than hanging the census. */
  private onCrash(worker: number, error: Error): void {
    for (const [id, flight] of this.inFlight) {
      if (flight.worker !== worker) continue;
      this.inFlight.delete(id);
      flight.pending.reject(error);
    }
  }
}
