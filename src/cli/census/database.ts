import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { NimlabError } from '../../engine/core/errors.js';
import { makeDirectories } from '../io/outputPath.js';
import type { ExtendOutcome, GameSummary } from '../../games/heap/index.js';

/** The census database file when --db is not given. */
export const DEFAULT_DATABASE = 'census.sqlite';

/**
 * One row per game; docs/census-schema.md documents every column. `finished` = nothing is left to
 * do for `target` (proven, or computed to the target or its time budget); the summary columns are
 * those of the last link written (a game is written after every link, so an unsolved game's row
 * says how far it has got).
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  code TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('queued', 'trivial', 'solved', 'unsolved', 'failed')),
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
);
CREATE INDEX IF NOT EXISTS games_by_status ON games (status, finished);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

/** The columns that say what a game is (not how or when it was computed): equal runs agree on these. */
export const RESULT_COLUMNS = [
  'code',
  'status',
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
  status: 'queued' | GameSummary['status'] | 'failed';
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
  trivial: number;
  solved: number;
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

  /**
   * Opens (and makes, with its tables) the database at `path`. With `readOnly` an existing file is
   * only read: nothing is created or changed (another process may be writing it, e.g. a frontier
   * push whose section a report takes).
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
    if (readOnly) return;
    this.db.pragma('journal_mode = WAL');
    this.db.exec(SCHEMA);
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
        `UPDATE games SET status = @status, finished = @finished, checkpoint_heaps = @checkpointHeaps, checkpoint_hash = @checkpointHash,
      heaps = @heaps, preperiod = @preperiod, period = @period, saltus = @saltus, largest = @largest, largest_at = @largestAt,
      rare_mask = @rareMask, rare_class = @rareClass, rare_heaps = @rareHeaps, rare_values = @rareValues, last_rare_heap = @lastRareHeap,
      bytes_per_value = @bytesPerValue, values_hash = @valuesHash, class_key = @classKey, class_offset = @offset, first_values = @firstValues,
      links = links + 1, compute_ms = compute_ms + @elapsed, error = NULL,
      updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE code = @code`,
      )
      .run({
        code: outcome.code,
        status: s.status,
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
    const counts: StatusCounts = { total: rows.length, finished: 0, trivial: 0, solved: 0, unsolved: 0, failed: 0, waiting: 0 };
    for (const row of rows) {
      if (row.finished) counts.finished++;
      else counts.waiting++;
      if (row.status !== 'queued') counts[row.status]++;
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
