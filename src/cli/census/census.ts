import { Option, type Command } from 'commander';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { NimlabError } from '../../engine/core/errors.js';
import { censusCodes } from './codeList.js';
import { defaultCheckpointDirectory, prepareCheckpointDirectory } from './checkpoints.js';
import { runCensus, type CensusBudget } from './coordinator.js';
import { CensusDatabase, DEFAULT_DATABASE, migrationNote } from './database.js';
import { LocalPool } from './localPool.js';
import { progressText, startProgressView } from './progressView.js';
import type { RunRecord } from './reportFiles.js';
import { parseCount } from '../io/options.js';
import { checkOutputPath } from '../io/outputPath.js';
import { parseTimeLimit, timeLimitHelp } from '../io/timeLimit.js';
import { heapGameNamesAsCodes } from '../io/codePatterns.js';
import { toJson } from '../io/json.js';
import { INTERRUPTED } from '../io/exitCodes.js';

/**
 * The last heap per game when --to is not given: heaps 0..2^20−1, the 2^20 values of the issue's
 * budget for unsolved games (and of the shipped report). `--to N` means heaps 0..N, as in `table`
 * and `quotient` (issue 39, item 9); the database's `target` counts values, N + 1.
 */
const DEFAULT_TO = 2 ** 20 - 1;
const MAX_TO = 2 ** 31;

/** --to N (heaps 0..N) as the database's target: the number of values, N + 1. */
function targetOf(to: string): number {
  return parseCount(to, '--to', 0, MAX_TO) + 1;
}

export interface CensusOptions {
  to: string;
  timeLimit?: string;
  /** The old name of --time-limit (seconds), still read. */
  time?: string;
  db: string;
  checkpointDir?: string;
  threads?: string;
  queue?: string;
  status?: boolean;
  json?: boolean;
  report?: boolean;
  out: string;
  frontier?: boolean;
  frontierDb?: string;
}

export function registerCensus(program: Command): void {
  program
    .command('census')
    .description('Grundy sequences of every game a pattern names (0.???, 4.???): period proofs, equivalences, a database and a report')
    .argument(
      '[patterns...]',
      'patterns (each ? is an octal digit: 0.???, 4.???, 0.??), codes, heap games by name (kayles, S(1,3,4)), or files of codes (one a line; - reads one from stdin)',
    )
    .option('--to <N>', `heaps 0..N per game unless its period is proven first (default ${DEFAULT_TO}: 2^20 values)`, String(DEFAULT_TO))
    .option(
      '--time-limit <time>',
      timeLimitHelp('computing time per game (an unsolved game stops where it got); with --frontier, for the whole push', 's'),
    )
    .addOption(new Option('--time <seconds>', 'the old name of --time-limit').hideHelp())
    .option('--db <file>', 'the SQLite results database', DEFAULT_DATABASE)
    .option('--checkpoint-dir <dir>', 'where chains keep their values between jobs (default: <db>.checkpoints)')
    .option('--threads <N>', `worker threads on this machine (default: one per core, ${availableParallelism()})`)
    .option('--queue <url>', 'run the jobs through a BullMQ queue on Redis (redis://HOST:PORT) for `nimlab worker`s to take')
    .option('--status', 'print what the database (and the queue, with --queue) holds, and exit')
    .option('--json', 'with --status: print it as JSON (one line)')
    .option(
      '--report',
      'write the report (Markdown and JSON) from the database, and exit; a missing or empty database is refused (nothing is overwritten)',
    )
    .option('--out <file>', 'the report file (JSON beside it)', 'docs/census.md')
    .option('--frontier-db <file>', 'with --report: take the Frontier section from this database (opened read-only) instead of --db')
    .option(
      '--frontier',
      "push the games named far in this process, on one core, round robin in links of at most 2^24 heaps, timing each link's CPU for the report's Frontier section (--time-limit: for the whole push)",
    )
    .addHelpText(
      'after',
      `
Examples:
  nimlab census 0.??? 4.???                  every three-digit octal game, to 2^20 heaps, on every core
  nimlab census --report                     docs/census.md and docs/census.json from census.sqlite
  nimlab census --report --frontier-db push.sqlite   the classes from census.sqlite, the Frontier section from push.sqlite
  nimlab census 0.??? --queue redis://host:6379 --checkpoint-dir /shared/ck   jobs for 'nimlab worker'
  nice -n 19 nimlab census --frontier 4!.0 0.6 0.64 --to 1073741824 --time-limit 1h   unsolved games towards 2^30
  sqlite3 census.sqlite "select code, preperiod, period from games where status = 'solved'"   (every proven game; trivial = 1: proven below heap 1000)

--to N means heaps 0..N (N + 1 values), as in table and quotient. A database written before this
(where --to N meant heaps 0..N−1 and 'trivial' was a status) is migrated the first time it is
opened, its results kept, and the command says so (docs/census-schema.md).`,
    )
    .action(async (patterns: string[], options: CensusOptions, command: Command) => {
      refuseIgnoredOptions(patterns, options, (name) => command.getOptionValueSource(name) === 'cli');
      await census(patterns, options);
    });
}

/** What --status and --report read; anything else given with them would be ignored. */
const MODE_OPTIONS: Record<'status' | 'report', { flag: string; reads: ReadonlySet<string> }> = {
  status: { flag: '--status', reads: new Set(['status', 'db', 'json', 'queue']) },
  report: { flag: '--report', reads: new Set(['report', 'db', 'out', 'frontierDb', 'checkpointDir']) },
};

/** Flag names as typed, for the options a mode does not read. */
const FLAGS: Record<string, string> = {
  to: '--to',
  timeLimit: '--time-limit',
  time: '--time',
  threads: '--threads',
  queue: '--queue',
  checkpointDir: '--checkpoint-dir',
  out: '--out',
  frontier: '--frontier',
  frontierDb: '--frontier-db',
  report: '--report',
  status: '--status',
};

/** --status and --report only read: options they would ignore (a census's --to, patterns) are refused in one line. */
function refuseIgnoredOptions(patterns: string[], options: CensusOptions, given: (name: string) => boolean): void {
  const mode = options.status ? MODE_OPTIONS.status : options.report ? MODE_OPTIONS.report : null;
  if (mode === null) return;
  if (patterns.length > 0) throw new NimlabError(`census ${mode.flag} reads the database only; it takes no games ('${patterns[0]}')`);
  const ignored = Object.keys(FLAGS).find((name) => given(name) && !mode.reads.has(name));
  if (ignored !== undefined) throw new NimlabError(`census ${mode.flag} does not use ${FLAGS[ignored]}`);
}

async function census(patterns: string[], options: CensusOptions): Promise<void> {
  if (options.json && !options.status)
    throw new NimlabError('census: --json goes with --status (the report writes its own JSON beside --out)');
  if (options.status) return printStatus(options);
  if (options.report) {
    const { writeCensusReport, reportJsonPath } = await import('./reportFiles.js');
    checkOutputPath(options.out, '--out');
    checkOutputPath(reportJsonPath(options.out), '--out');
    // A missing or empty database would write a report of "0 games" over the shipped one.
    if (!existsSync(options.db))
      throw new NimlabError(
        `census --report: no census database at ${options.db} (run a census first, or name one with --db); nothing written`,
      );
    const db = openCensusDatabase(options.db);
    let frontierDb: CensusDatabase | undefined;
    try {
      if (db.counts().total === 0)
        throw new NimlabError(`census --report: the census database ${options.db} holds no games; nothing written`);
      frontierDb = options.frontierDb === undefined ? undefined : new CensusDatabase(options.frontierDb, { readOnly: true });
      const runs = db.metaWithPrefix('run:').map((value) => JSON.parse(value) as RunRecord);
      const written = writeCensusReport(db, options.out, options.checkpointDir ?? defaultCheckpointDirectory(options.db), runs, frontierDb);
      process.stdout.write(`${written.join('\n')}\n`);
    } finally {
      frontierDb?.close();
      db.close();
    }
    return;
  }
  if (options.frontierDb !== undefined)
    throw new NimlabError('census: --frontier-db goes with --report (the database the Frontier section is read from)');
  const codes = censusCodes(heapGameNamesAsCodes(patterns));
  if (options.frontier) {
    const { frontierCommand } = await import('./frontierCommand.js');
    return frontierCommand({
      codes,
      target: targetOf(options.to),
      seconds: timeLimitMs(options) === null ? null : timeLimitMs(options)! / 1000,
      db: options.db,
      checkpointDirectory: options.checkpointDir ?? defaultCheckpointDirectory(options.db),
      queue: options.queue,
    });
  }
  const budget: CensusBudget = {
    target: targetOf(options.to),
    timeMs: timeLimitMs(options),
  };
  const directory = options.checkpointDir ?? defaultCheckpointDirectory(options.db);
  const db = openCensusDatabase(options.db);
  // Through a queue the workers keep the checkpoints, perhaps on other machines; here, we do.
  if (!options.queue) {
    try {
      prepareCheckpointDirectory(directory);
    } catch (error) {
      db.close();
      throw error;
    }
  }
  const started = Date.now();
  const loadBefore = loadavg()[0];
  let workers: string;
  let stopView = () => {};
  // Ctrl-C: every finished game is already in the database (each is written as it ends), so say how
  // far the census got and that the same command goes on from there; worker threads end with us.
  const onSigint = () => {
    stopView();
    const counts = db.counts(codes);
    process.stderr.write(
      `nimlab: interrupted: ${counts.finished} of ${codes.length} games finished and kept in ${options.db}; run the same command again to go on from there\n`,
    );
    process.exit(INTERRUPTED);
  };
  process.once('SIGINT', onSigint);
  try {
    if (options.queue) {
      const { runQueuedCensus } = await import('./queue.js');
      workers = `queue ${options.queue}`;
      await runQueuedCensus(db, codes, budget, options.queue, directory);
    } else {
      const threads = options.threads === undefined ? availableParallelism() : parseCount(options.threads, '--threads', 1, 256);
      const pool = new LocalPool(directory, threads);
      workers = `${threads} thread${threads === 1 ? '' : 's'}`;
      let running = 0;
      const view = startProgressView(process.stderr, () => progressText(db.counts(codes), running, pool.workersNow()));
      stopView = () => view.stop();
      try {
        await runCensus(db, codes, budget, {
          slots: pool.slots,
          run: async (job) => {
            running++;
            try {
              return await pool.run(job);
            } finally {
              running--;
            }
          },
        });
      } finally {
        view.stop();
        await pool.close();
      }
    }
    const counts = db.counts(codes);
    const finishedAt = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const run: RunRecord = {
      patterns,
      target: budget.target,
      timeMs: budget.timeMs,
      workers,
      seconds: (Date.now() - started) / 1000,
      games: codes.length,
      loadBefore,
      loadAfter: loadavg()[0],
      finishedAt,
    };
    db.setMeta(`run:${finishedAt}`, JSON.stringify(run));
    process.stdout.write(
      `census: ${counts.total} game${counts.total === 1 ? '' : 's'} in ${((Date.now() - started) / 1000).toFixed(1)} s: solved ${counts.solved} (of them trivial ${counts.trivial}), ` +
        `unsolved ${counts.unsolved}${counts.failed ? `, failed ${counts.failed}` : ''} (${options.db})\n`,
    );
  } finally {
    process.removeListener('SIGINT', onSigint);
    db.close();
  }
}

async function printStatus(options: CensusOptions): Promise<void> {
  // Only read: asking about a database that is not there must not make an empty one.
  if (!existsSync(options.db))
    throw new NimlabError(`census --status: no census database at ${options.db} (run a census first, or name one with --db)`);
  // A database of an older schema is migrated once (said on stderr); otherwise only read.
  const db = CensusDatabase.needsMigration(options.db)
    ? openCensusDatabase(options.db)
    : new CensusDatabase(options.db, { readOnly: true });
  try {
    const counts = db.counts();
    const { unsolvedHeaps, lastWritten } = db.reach();
    // The database counts values (heaps 0..N−1); the user's vocabulary is --to's, the largest heap N.
    const unsolvedTo = unsolvedHeaps === null ? null : { least: unsolvedHeaps.least - 1, most: unsolvedHeaps.most - 1 };
    const reached = unsolvedTo === null ? '' : `; unsolved games computed to ${heapRange(unsolvedTo)}`;
    if (options.json) {
      // docs/schemas/census-status.schema.json; the queue's status (--queue) stays text.
      process.stdout.write(toJson({ db: options.db, ...counts, unsolvedHeaps, unsolvedTo, lastWritten }) + '\n');
      return;
    }
    process.stdout.write(
      `${options.db}: ${counts.total} game${counts.total === 1 ? '' : 's'}, ${counts.finished} finished (solved ${counts.solved}, of them trivial ${counts.trivial}; unsolved ${counts.unsolved}, failed ${counts.failed}), ${counts.waiting} waiting\n` +
        (lastWritten === null ? '' : `last result written ${lastWritten} UTC${reached}\n`),
    );
  } finally {
    db.close();
  }
  if (options.queue && !options.json) {
    const { printQueueStatus } = await import('./queue.js');
    await printQueueStatus(options.queue);
  }
}

/** How far unsolved games got, as --to says it: `heap 8999 (heaps 0..8999)`, or `heaps 8999–9999` when they differ. */
function heapRange({ least, most }: { least: number; most: number }): string {
  return least === most
    ? `heap ${most} (heaps 0..${most}, as --to ${most})`
    : `heap ${least} to ${most} (as --to ${least} to --to ${most})`;
}

/** Opens the database for writing; a migration of an older one is said in one line on stderr. */
function openCensusDatabase(path: string): CensusDatabase {
  const db = new CensusDatabase(path);
  if (db.migration !== null) process.stderr.write(migrationNote(path, db.migration));
  return db;
}

/** --time-limit in milliseconds (or the old --time, seconds), null without either. */
function timeLimitMs(options: CensusOptions): number | null {
  if (options.timeLimit !== undefined) return parseTimeLimit(options.timeLimit, 's');
  return options.time === undefined ? null : parseTimeLimit(options.time, 's', '--time');
}
