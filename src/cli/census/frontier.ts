import { cpus, getPriority, totalmem } from 'node:os';
import { NimlabError } from '../../engine/core/errors.js';
import { runExtendJob, type CheckpointStore, type ExtendJob, type ExtendOutcome } from '../../games/heap/index.js';
import type { CensusDatabase } from './database.js';

/**
 * The frontier push (issue 23 item 6): a few unsolved games taken far (2^26, 2^30 heaps), one link
 * at a time in this process, so that the CPU time of every link is this process's own and can be
 * published with the heaps it bought. The links are the census's (runExtendJob, checkpoints,
 * recordLink with its prefix check), so a push and a census continue each other's chains; only
 * the link size differs: at most LINK_CAP heaps, so a process stopped at any moment loses at most
 * one short link rather than the last doubling of a chain.
 */

/** Most heaps one frontier link adds (a link is about a minute of CPU at 4 µs a heap). */
export const FRONTIER_LINK_CAP = 1 << 24;

/** What the frontier push has spent on one game, kept in the database's meta table (`frontier:CODE`). */
export interface FrontierRecord {
  code: string;
  /** Values known after the last frontier link (the checkpoint). */
  heaps: number;
  /** Values that were already known when the frontier push first took the game (computed by census runs, not timed here). */
  untimedHeaps: number;
  /** CPU time (user + system) of the pushing process over its links, and their wall-clock time. */
  cpuMs: number;
  wallMs: number;
  links: number;
  /** Every machine that ran a link of the push (see machineDescription). */
  machines: string[];
  updatedAt: string;
}

const META_PREFIX = 'frontier:';

/** The next frontier link of a chain with `computed` values aiming at `target` (null: target reached). */
export function frontierLink(code: string, computed: number, target: number, cap = FRONTIER_LINK_CAP): ExtendJob | null {
  if (computed >= target) return null;
  const to = Math.min(target, Math.max(1 << 13, 2 * computed), computed + cap);
  return { code, from: computed, to };
}

/** The machine a link ran on, as the report prints it: CPU model, cores, memory, Node version, niceness. */
export function machineDescription(): string {
  const cores = cpus();
  const model = cores[0]?.model.trim().replace(/\s+/g, ' ') ?? 'unknown CPU';
  let nice = 0;
  try {
    nice = getPriority();
  } catch (error) {
    // Some platforms do not report it (a system error with a code); 0 is the default niceness.
    if ((error as NodeJS.ErrnoException).code === undefined) throw error;
  }
  return `${model}, ${cores.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, nice ${nice}`;
}

/** The frontier records in the database, in code order. */
export function frontierRecords(db: CensusDatabase): FrontierRecord[] {
  return db
    .metaWithPrefix(META_PREFIX)
    .map((value) => JSON.parse(value) as FrontierRecord)
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

export interface FrontierOptions {
  /** Heaps each game is pushed to (values 0..target−1) unless its period is proven first. */
  target: number;
  /** Wall-clock milliseconds since the epoch after which no link starts and the running one stops (its values kept). */
  deadline?: number;
  linkCap?: number;
  /** CPU milliseconds of this process so far, and wall-clock milliseconds (injectable for tests). */
  cpuMs?: () => number;
  now?: () => number;
  machine?: string;
  /** Told after every link written. */
  onLink?: (record: FrontierRecord, outcome: ExtendOutcome) => void;
}

function processCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/**
 * Pushes `codes` towards `target` round robin, one link per game per round, so that all of them
 * advance together and a deadline leaves them at similar heights. Each link is written to the
 * database (as a census link) and its CPU and wall time are added to the game's frontier record.
 * Resumable: a second call goes on from the checkpoints. Returns the records of `codes`.
 */
export function pushFrontier(
  db: CensusDatabase,
  codes: readonly string[],
  checkpoints: CheckpointStore,
  options: FrontierOptions,
): FrontierRecord[] {
  const cpuMs = options.cpuMs ?? processCpuMs;
  const now = options.now ?? Date.now;
  const deadline = options.deadline ?? Infinity;
  const machine = options.machine ?? machineDescription();
  const store = checkedStore(db, checkpoints);
  db.enqueue(codes, options.target, null);
  let active = codes.filter((code) => {
    const row = db.game(code)!;
    return !row.finished && row.status !== 'failed';
  });
  while (active.length > 0 && now() < deadline) {
    active = active.filter((code) => {
      if (now() >= deadline) return true;
      const row = db.game(code)!;
      const job = frontierLink(code, row.checkpoint_heaps, options.target, options.linkCap);
      if (job === null) return false;
      const record = recordOf(db, code, row.checkpoint_heaps);
      const cpuBefore = cpuMs();
      const wallBefore = now();
      const timeMs = deadline === Infinity ? undefined : Math.max(1, deadline - wallBefore);
      const outcome = runExtendJob({ ...job, ...(timeMs === undefined ? {} : { timeMs }) }, store, { now });
      const finished = outcome.proven || outcome.reached >= options.target;
      db.recordLink(outcome, job.from, finished);
      const updated: FrontierRecord = {
        ...record,
        heaps: outcome.reached,
        cpuMs: record.cpuMs + (cpuMs() - cpuBefore),
        wallMs: record.wallMs + (now() - wallBefore),
        links: record.links + 1,
        machines: record.machines.includes(machine) ? record.machines : [...record.machines, machine],
        updatedAt: new Date(now()).toISOString().slice(0, 19).replace('T', ' '),
      };
      db.setMeta(META_PREFIX + code, JSON.stringify(updated));
      options.onLink?.(updated, outcome);
      return !finished;
    });
  }
  const records = new Map(frontierRecords(db).map((r) => [r.code, r]));
  return codes.map((code) => records.get(code) ?? recordOf(db, code, db.game(code)!.checkpoint_heaps));
}

/**
 * The checkpoints, refusing to go on when the database says a game has values that its checkpoint
 * does not give back (deleted or damaged): a link would otherwise start again from heap 0, hours
 * of work at the frontier, without a word.
 */
function checkedStore(db: CensusDatabase, store: CheckpointStore): CheckpointStore {
  return {
    read: (code) => {
      const values = store.read(code);
      const known = db.game(code)?.checkpoint_heaps ?? 0;
      if (known > 0 && (values === null || values.length < known)) {
        throw new NimlabError(
          `census --frontier: ${code}: the checkpoint of ${known} heaps cannot be read (missing or damaged); not starting again from heap 0`,
        );
      }
      return values;
    },
    write: (code, values) => store.write(code, values),
  };
}

function recordOf(db: CensusDatabase, code: string, known: number): FrontierRecord {
  const stored = db.meta(META_PREFIX + code);
  if (stored !== undefined) return JSON.parse(stored) as FrontierRecord;
  return { code, heaps: known, untimedHeaps: known, cpuMs: 0, wallMs: 0, links: 0, machines: [], updatedAt: '' };
}
