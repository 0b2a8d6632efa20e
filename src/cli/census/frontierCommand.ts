import { NimlabError } from '../../engine/core/errors.js';
import { directoryCheckpoints } from './checkpoints.js';
import { CensusDatabase, migrationNote } from './database.js';
import { pushFrontier, type FrontierRecord } from './frontier.js';

export interface FrontierCommandOptions {
  codes: string[];
  target: number;
  /** Wall-clock seconds for the whole push (null: until every game reaches the target). */
  seconds: number | null;
  db: string;
  checkpointDirectory: string;
  queue?: string;
}

function heapsText(n: number): string {
  const log = Math.log2(n);
  return Number.isInteger(log) ? `2^${log}` : String(n);
}

function progressLine(record: FrontierRecord): string {
  return `frontier: ${record.code} at ${heapsText(record.heaps)} heaps; ${(record.cpuMs / 1000).toFixed(0)} s CPU in ${record.links} links\n`;
}

/**
 * `nimlab census --frontier CODES --to N [--time S]`: the frontier push in this process (one core),
 * a line on stderr per link. Stopping it (Ctrl-C, kill, the time limit) loses at most the running
 * link: the same command goes on from the checkpoints.
 */
export function frontierCommand(options: FrontierCommandOptions): void {
  if (options.queue !== undefined) throw new NimlabError('census --frontier runs in this process on one core; it takes no --queue');
  const db = new CensusDatabase(options.db);
  if (db.migration !== null) process.stderr.write(migrationNote(options.db, db.migration));
  try {
    const records = pushFrontier(db, options.codes, directoryCheckpoints(options.checkpointDirectory), {
      target: options.target,
      ...(options.seconds === null ? {} : { deadline: Date.now() + 1000 * options.seconds }),
      onLink: (record) => process.stderr.write(progressLine(record)),
    });
    for (const record of records) {
      const row = db.game(record.code)!;
      const state = row.period !== null ? `solved (preperiod ${row.preperiod}, period ${row.period})` : row.status;
      process.stdout.write(
        `${record.code}: ${state}, ${row.checkpoint_heaps} heaps, ${(record.cpuMs / 1000).toFixed(1)} s CPU (${options.db})\n`,
      );
    }
  } finally {
    db.close();
  }
}
