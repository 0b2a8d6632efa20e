import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { NimlabError } from '../../engine/core/errors.js';
import { makeDirectories } from '../io/outputPath.js';
import type { ExtendOutcome } from '../../games/heap/index.js';

/** The census database file when --db is not given. */
export const DEFAULT_DATABASE = 'census.sqlite';

/**
 * The schema's version, in SQLite's `user_version`. 0: a database written before the mark (issue
 * 39): `trivial` was a status of its own, so `where status = 'solved'` missed Kayles; 2: `solved`
 * is every proven game and `trivial` a column. `target` counts values (heaps 0..target−1) in
 * both, so the old meaning of `--to N` (heaps 0..N−1) and the new one (heaps 0..N, target N+1)
 * read the same rows the same way: only the flag needs migrating.
 */
export const SCHEMA_VERSION = 2;

/**
 * The games table; docs/census-schema.md documents every column. `finished` = nothing is left to
 * do for `target` (proven, or computed to the target or its time budget); the summary columns are
 * those of the last link written (a game is written after every link, so an unsolved game's row
 * says how far it has got).
 */
function gamesTable(name: string): string {
  return `
CREATE TABLE ${name} (
  code TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('queued', 'solved', 'unsolved', 'failed')),
  trivial INTEGER NOT NULL DEFAULT 0 CHECK (trivial IN (0, 1)),
  target INTEGER NOT NULL,
  time_budget_ms INTEGER,
  finished INTEGER NOT NULL DEFAULT 0,
  checkpoint_heaps INTEGER NOT NULL DEFAULT 0,
  checkpoint_hash TEXT NOT NULL DEFAULT '',
  heaps INTEGER,
  preperiod INTEGER,
  period INTEGER,
  saltus INTEGER,
  largest INTEGER,
  largest_at INTEGER,
  rare_mask INTEGER,
  rare_class INTEGER,
  rare_heaps INTEGER,
  rare_values INTEGER,
  last_rare_heap INTEGER,
  bytes_per_value INTEGER,
  values_hash TEXT,
  class_key TEXT,
  class_offset INTEGER,
  first_values TEXT,
  links INTEGER NOT NULL DEFAULT 0,
  compute_ms REAL NOT NULL DEFAULT 0,
  error TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);`;
}

const INDEX_AND_META = `
CREATE INDEX IF NOT EXISTS games_by_status ON games (status, finished);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

/** Every column of schema 0's games table, in order (schema 2 adds `trivial`). */
const SCHEMA_0_COLUMNS = [
  'code',
  'status',
  'target',
  'time_budget_ms',
  'finished',
  'checkpoint_heaps',
  'checkpoint_hash',
  'heaps',
  'preperiod',
  'period',
  'saltus',
  'largest',
  'largest_at',
  'rare_mask',
  'rare_class',
  'rare_heaps',
  'rare_values',
  'last_rare_heap',
  'bytes_per_value',
  'values_hash',
  'class_key',
  'class_offset',
  'first_values',
  'links',
  'compute_ms',
  'error',
  'updated_at',
];

/** What opening a database written before the schema mark changed (null: nothing to change). */
export interface Migration {
  from: number;
  to: number;
  /** Games whose status 'trivial' became 'solved' with trivial = 1. */
  trivialGames: number;
}

/** The line that tells the user what opening their database migrated. */
export function migrationNote(path: string, { from, to, trivialGames }: Migration): string {
  return (
    `nimlab: ${path}: migrated from schema ${from} to ${to}: ${trivialGames} game${trivialGames === 1 ? '' : 's'} with status 'trivial' now 'solved' with trivial = 1; ` +
    `targets kept (values 0..target−1: a game finished with the old --to N is finished for the new --to N−1) (docs/census-schema.md)\n`
  );
}

/** A database that must be migrated, opened read-only (nothing may be written to it). */
export class CensusSchemaError extends NimlabError {
  override name = 'CensusSchemaError';
}

/** The columns that say what a game is (not how or when it was computed): equal runs agree on these. */
export const RESULT_COLUMNS = [
  'code',
  'status',
  'trivial',
  'finished',
  'heaps',
  'preperiod',
  'period',
  'saltus',
  'largest',
  'largest_at',
  'rare_mask',
  'rare_class',
  'rare_heaps',
  'rare_values',
  'last_rare_heap',
  'bytes_per_value',
  'values_hash',
  'class_key',
  'class_offset',
  'first_values',
] as const;

export interface GameRow {
  code: string;
  status: 'queued' | 'solved' | 'unsolved' | 'failed';
  /** 1: proven from heaps below 1000 (Winning Ways' and Flammenkamp's "trivial" games); status is 'solved'. */
  trivial: 0 | 1;
  target: number;
  time_budget_ms: number | null;
  finished: 0 | 1;
  checkpoint_heaps: number;
  checkpoint_hash: string;
  heaps: number | null;
  preperiod: number | null;
  period: number | null;
  saltus: number | null;
  largest: number | null;
  largest_at: number | null;
  rare_mask: number | null;
  rare_class: number | null;
  rare_heaps: number | null;
  rare_values: number | null;
  last_rare_heap: number | null;
  bytes_per_value: number | null;
  values_hash: string | null;
  class_key: string | null;
  class_offset: number | null;
  first_values: string | null;
  links: number;
  compute_ms: number;
  error: string | null;
  updated_at: string;
}

export interface StatusCounts {
  total: number;
  finished: number;
  /** Every proven game (status 'solved'), trivial ones included. */
  solved: number;
  /** Of the solved games, those proven from heaps below 1000 (the trivial column). */
  trivial: number;
  unsolved: number;
  failed: number;
  waiting: number;
}

/** A link's outcome that does not extend what is stored (its prefix disagrees with the stored one). */
export class PrefixMismatchError extends NimlabError {
  override name = 'PrefixMismatchError';
}

/**
 * The census results in one SQLite file (better-sqlite3: synchronous, one writer, WAL so that
 * `sqlite3 census.sqlite` and `nimlab census --status` can read while a census writes).
 */
export class CensusDatabase {
  private readonly db: Database.Database;
  /** What opening the database migrated (an old database, opened for writing), else null. */
  readonly migration: Migration | null = null;

  /**
   * Opens (and makes, with its tables) the database at `path`, migrating one written by an older
   * nimlab (`migration` says what changed). With `readOnly` an existing file is only read: nothing
   * is created or changed (another process may be writing it, e.g. a frontier push whose section a
   * report takes), so an old one is refused with a `CensusSchemaError`.
   */
  constructor(
    readonly path: string,
    { readOnly = false }: { readOnly?: boolean } = {},
  ) {
    if (path !== ':memory:' && !readOnly) makeDirectories(dirname(path));
    try {
      this.db = new Database(path, { readonly: readOnly, fileMustExist: readOnly });
    } catch (error) {
      throw new NimlabError(`cannot open the census database ${path}: ${(error as Error).message}`);
    }
    this.db.pragma('busy_timeout = 5000');
    const version = this.schemaVersion();
    if (version > SCHEMA_VERSION) {
      this.db.close();
      throw new CensusSchemaError(
        `the census database ${path} has schema ${version}, written by a newer nimlab (this one reads up to ${SCHEMA_VERSION})`,
      );
    }
    if (readOnly) {
      if (version < SCHEMA_VERSION && this.hasGamesTable()) {
        this.db.close();
        throw new CensusSchemaError(
          `the census database ${path} was written by an older nimlab (schema ${version}); open it once for writing to migrate it (nimlab census --status --db ${path})`,
        );
      }
      return;
    }
    this.db.pragma('journal_mode = WAL');
    if (this.hasGamesTable()) {
      if (version < SCHEMA_VERSION) this.migration = this.migrateFrom(version);
    } else {
      this.db.exec(gamesTable('games'));
      this.db.pragma(`user_version = ${SCHEMA_VERSION}`);
    }
    this.db.exec(INDEX_AND_META);
  }

  /** True when the file is a database whose schema is older than this nimlab's (what --status migrates). */
  static needsMigration(path: string): boolean {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      const version = db.pragma('user_version', { simple: true }) as number;
      const tables = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'games'").get() as { n: number };
      return version < SCHEMA_VERSION && tables.n > 0;
    } finally {
      db.close();
    }
  }

  private schemaVersion(): number {
    return this.db.pragma('user_version', { simple: true }) as number;
  }

  private hasGamesTable(): boolean {
    return (
      (this.db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'games'").get() as { n: number }).n > 0
    );
  }

  /**
   * Schema 0 → 2 in one transaction: the table is rebuilt (SQLite cannot change a CHECK), each
   * 'trivial' row becomes 'solved' with trivial = 1, every other column kept as it was (targets
   * are counts of values in both schemas, so no game is re-queued or reported as further than it got).
   */
  private migrateFrom(version: number): Migration {
    const columns = SCHEMA_0_COLUMNS.join(', ');
    const selected = SCHEMA_0_COLUMNS.map((c) => (c === 'status' ? "CASE status WHEN 'trivial' THEN 'solved' ELSE status END" : c)).join(
      ', ',
    );
    let trivialGames = 0;
    this.db.transaction(() => {
      trivialGames = (this.db.prepare("SELECT count(*) AS n FROM games WHERE status = 'trivial'").get() as { n: number }).n;
      this.db.exec(gamesTable('games_v2'));
      this.db.exec(`INSERT INTO games_v2 (${columns}, trivial) SELECT ${selected}, status = 'trivial' FROM games ORDER BY rowid`);
      this.db.exec('DROP TABLE games');
      this.db.exec('ALTER TABLE games_v2 RENAME TO games');
      this.db.pragma(`user_version = ${SCHEMA_VERSION}`);
    })();
    return { from: version, to: SCHEMA_VERSION, trivialGames };
  }

  close(): void {
    this.db.close();
  }

  game(code: string): GameRow | undefined {
    return this.db.prepare('SELECT * FROM games WHERE code = ?').get(code) as GameRow | undefined;
  }

  games(): GameRow[] {
    return this.db.prepare('SELECT * FROM games ORDER BY rowid').all() as GameRow[];
  }

  /**
   * Adds the codes not yet present (status queued) and raises the target (or time budget) of
   * those present whose target is lower: an unsolved game finished at a smaller target is taken up
   * again from its checkpoint; a proven game stays finished.
   */
  enqueue(codes: readonly string[], target: number, timeBudgetMs: number | null): void {
    const insert = this.db.prepare(`INSERT INTO games (code, status, target, time_budget_ms) VALUES (?, 'queued', ?, ?)
      ON CONFLICT (code) DO UPDATE SET
        finished = CASE WHEN games.period IS NOT NULL OR (excluded.target <= games.target AND coalesce(excluded.time_budget_ms <= games.time_budget_ms, 1)) THEN games.finished ELSE 0 END,
        target = max(games.target, excluded.target),
        time_budget_ms = CASE WHEN excluded.time_budget_ms IS NULL OR games.time_budget_ms IS NULL THEN NULL ELSE max(games.time_budget_ms, excluded.time_budget_ms) END`);
    this.db.transaction(() => {
      for (const code of codes) insert.run(code, target, timeBudgetMs);
    })();
  }

  /** Games of `codes` with work left, in the order given. */
  unfinished(codes: readonly string[]): GameRow[] {
    const get = this.db.prepare("SELECT * FROM games WHERE code = ? AND finished = 0 AND status <> 'failed'");
    return codes.map((code) => get.get(code) as GameRow | undefined).filter((row): row is GameRow => row !== undefined);
  }

  /**
   * Writes a link's outcome, after checking that its values start with the prefix stored for the
   * game (a worker with a damaged or foreign checkpoint must not overwrite good results); an
   * outcome of a link that is no longer the game's next one is left out ('stale').
   */
  recordLink(outcome: ExtendOutcome, from: number, finished: boolean): 'written' | 'stale' {
    const row = this.game(outcome.code);
    if (!row) throw new NimlabError(`census: a result for ${outcome.code}, which is not in the database`);
    // A link sent before the last one was written (a job run twice, a coordinator restarted with
    // jobs in flight): what it knows is stored already, or its successor is under way.
    if (from !== row.checkpoint_heaps || (row.finished && from > 0)) return 'stale';
    if (from > 0 && outcome.prefixHash !== row.checkpoint_hash) {
      throw new PrefixMismatchError(
        `census: ${outcome.code}: a worker's values for heaps 0..${from - 1} differ from the stored ones; result refused`,
      );
    }
    const s = outcome.summary;
    const sparse = s.sparse;
    this.db
      .prepare(
        `UPDATE games SET status = @status, trivial = @trivial, finished = @finished, checkpoint_heaps = @checkpointHeaps, checkpoint_hash = @checkpointHash,
      heaps = @heaps, preperiod = @preperiod, period = @period, saltus = @saltus, largest = @largest, largest_at = @largestAt,
      rare_mask = @rareMask, rare_class = @rareClass, rare_heaps = @rareHeaps, rare_values = @rareValues, last_rare_heap = @lastRareHeap,
      bytes_per_value = @bytesPerValue, values_hash = @valuesHash, class_key = @classKey, class_offset = @offset, first_values = @firstValues,
      links = links + 1, compute_ms = compute_ms + @elapsed, error = NULL,
      updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE code = @code`,
      )
      .run({
        code: outcome.code,
        // The summary's three kinds; the table's status says proven or not, the flag how early.
        status: s.status === 'trivial' ? 'solved' : s.status,
        trivial: s.status === 'trivial' ? 1 : 0,
        finished: finished ? 1 : 0,
        checkpointHeaps: outcome.reached,
        checkpointHash: outcome.reachedHash,
        heaps: s.heaps,
        preperiod: s.period?.preperiod ?? null,
        period: s.period?.period ?? null,
        saltus: s.period?.saltus ?? null,
        largest: s.largest,
        largestAt: s.largestAt,
        rareMask: sparse?.mask ?? null,
        rareClass: sparse?.rareClass ?? null,
        rareHeaps: sparse?.rareHeaps ?? null,
        rareValues: sparse?.rareValues ?? null,
        lastRareHeap: sparse?.lastRareHeap ?? null,
        bytesPerValue: s.bytesPerValue,
        valuesHash: s.valuesHash,
        classKey: s.classKey,
        offset: s.offset,
        firstValues: s.firstValues.join(' '),
        elapsed: outcome.elapsedMs,
      });
    return 'written';
  }

  /** A game whose link failed for a reason retrying will not cure (bad code, refused result). */
  recordFailure(code: string, message: string): void {
    this.db
      .prepare(
        `UPDATE games SET status = 'failed', finished = 1, error = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE code = ?`,
      )
      .run(message, code);
  }

  counts(codes?: readonly string[]): StatusCounts {
    const rows = codes ? this.unfinishedAndFinished(codes) : this.games();
    const counts: StatusCounts = { total: rows.length, finished: 0, solved: 0, trivial: 0, unsolved: 0, failed: 0, waiting: 0 };
    for (const row of rows) {
      if (row.finished) counts.finished++;
      else counts.waiting++;
      if (row.status !== 'queued') counts[row.status]++;
      if (row.trivial) counts.trivial++;
    }
    return counts;
  }

  /**
   * How far the work has got: the fewest and most heaps an unsolved game is computed to (null
   * when there is none yet), and when the last result was written (UTC, null before any).
   */
  reach(): { unsolvedHeaps: { least: number; most: number } | null; lastWritten: string | null } {
    const heaps = this.db.prepare("SELECT min(heaps) AS least, max(heaps) AS most FROM games WHERE status = 'unsolved'").get() as {
      least: number | null;
      most: number | null;
    };
    const last = this.db.prepare("SELECT max(updated_at) AS at FROM games WHERE status <> 'queued'").get() as { at: string | null };
    return {
      unsolvedHeaps: heaps.least === null || heaps.most === null ? null : { least: heaps.least, most: heaps.most },
      lastWritten: last.at === null ? null : last.at.slice(0, 19).replace('T', ' '),
    };
  }

  private unfinishedAndFinished(codes: readonly string[]): GameRow[] {
    const get = this.db.prepare('SELECT * FROM games WHERE code = ?');
    return codes.map((code) => get.get(code) as GameRow | undefined).filter((row): row is GameRow => row !== undefined);
  }

  /** The result columns of every game, in code order: two equal censuses give equal lists. */
  results(): Record<string, unknown>[] {
    return this.db.prepare(`SELECT ${RESULT_COLUMNS.join(', ')} FROM games ORDER BY code`).all() as Record<string, unknown>[];
  }

  setMeta(key: string, value: string): void {
    this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
  }

  /** Values of the meta keys starting with `prefix`, in key order. */
  metaWithPrefix(prefix: string): string[] {
    return (
      this.db.prepare('SELECT value FROM meta WHERE substr(key, 1, ?) = ? ORDER BY key').all(prefix.length, prefix) as { value: string }[]
    ).map((r) => r.value);
  }

  meta(key: string): string | undefined {
    return (this.db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
  }
}
