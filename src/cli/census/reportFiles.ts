import { writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { makeDirectories } from '../io/outputPath.js';
import { censusReport, type CensusEntry, type CensusReport, type ReportRow } from '../../games/heap/index.js';
import { directoryCheckpoints } from './checkpoints.js';
import type { CensusDatabase, GameRow } from './database.js';
import { frontierRecords } from './frontier.js';
import { frontierSection, inClassTable } from './frontierReport.js';

function entryOf(row: GameRow): CensusEntry {
  return {
    code: row.code,
    status: row.status,
    trivial: row.status === 'solved' && row.trivial === 1,
    heaps: row.heaps,
    preperiod: row.preperiod,
    period: row.period,
    saltus: row.saltus,
    largest: row.largest,
    largestAt: row.largest_at,
    bytesPerValue: row.bytes_per_value,
    classKey: row.class_key,
    offset: row.class_offset,
    computeMs: row.compute_ms,
    error: row.error,
  };
}

/** The runs the census command recorded (meta `run:*`), for the report's "how it was computed". */
export interface RunRecord {
  patterns: string[];
  target: number;
  timeMs: number | null;
  workers: string;
  seconds: number;
  games: number;
  loadBefore: number;
  loadAfter: number;
  finishedAt: string;
}

/**
 * Writes the report (`out`, Markdown) and its JSON beside it; returns the paths written. The classes
 * come from `db`; the Frontier section from `frontierDb` (default `db`): a census run from an empty
 * database can be published with the frontier push kept in a database of its own.
 */
/** The JSON report written beside the Markdown report `out`. */
export function reportJsonPath(out: string): string {
  return out.replace(/\.md$/, '') + '.json';
}

export function writeCensusReport(
  db: CensusDatabase,
  out: string,
  checkpointDirectory: string,
  runs: RunRecord[],
  frontierDb: CensusDatabase = db,
): string[] {
  const store = directoryCheckpoints(checkpointDirectory);
  const report = censusReport(
    db
      .games()
      .filter((row) => inClassTable(row.code))
      .map(entryOf),
    (code) => store.read(code),
  );
  const jsonPath = reportJsonPath(out);
  makeDirectories(dirname(out));
  const frontier = frontierRecords(frontierDb);
  writeFileSync(
    out,
    markdown(
      report,
      runs,
      frontierSection(frontier, (code) => frontierDb.game(code)),
    ),
  );
  writeFileSync(jsonPath, `${JSON.stringify({ ...report, runs, frontier }, null, 1)}\n`);
  return [out, jsonPath];
}

function bytes(n: number | null): string {
  if (n === null) return '';
  if (n >= 1 << 20) return `${(n / (1 << 20)).toFixed(1)} MiB`;
  if (n >= 1 << 10) return `${(n / (1 << 10)).toFixed(1)} KiB`;
  return `${n} B`;
}

function members(row: ReportRow): string {
  return row.members.map((m) => (m.shift === 0 ? m.code : `${m.code} (${m.shift > 0 ? '+' : ''}${m.shift})`)).join(' ');
}

function published(row: ReportRow): string {
  return row.comparisons
    .map(
      (c) =>
        `${c.verdict === 'agrees' ? '✓' : c.verdict === 'differs' ? '**differs**' : '?'} ${c.code}: ${c.claim} (${c.source})${c.verdict === 'agrees' ? '' : `: ${c.note}`}`,
    )
    .join('; ');
}

function markdown(report: CensusReport, runs: RunRecord[], frontier: string[]): string {
  const t = report.totals;
  const lines = [
    '# The octal census',
    '',
    'Written by `nimlab census --report` from the census database (schema: [census-schema.md](census-schema.md)); do not edit by hand.',
    'Every period below is **proven** by the periodicity theorem from the values computed (Winning Ways ch. 4; for octal',
    'games G(n + p) = G(n) for n0 ≤ n < 2·n0 + p + t proves it for all n); an unsolved game is only computed to the heaps shown.',
    'One row per equivalence class: games with identical sequences, counting the offset rule (a game whose one-token heap has no',
    'move is the game with every heap one smaller: `0.137 (-1)` means G_0.137(n) = G_name(n + 1)). Unsolved games share a row',
    'when they are computed to the same number of heaps and their values agree on all of them (less 16); one computed further',
    'than the rest of its class stands in a row of its own.',
    '',
    `**${t.games} games, ${t.classes} classes**: solved ${t.solved} (every proven game; of them trivial ${t.trivial}: proven from heaps below 1000), unsolved ${t.unsolved}` +
      `${t.failed ? `, failed ${t.failed}` : ''}${t.queued ? `, not yet computed ${t.queued}` : ''}; computing time ${(t.computeMs / 1000).toFixed(0)} s (wall clock of the workers).`,
    '',
    '## Runs',
    '',
    '| finished (UTC) | patterns | budget | workers | games | wall time | load average before → after |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map(
      (r) =>
        `| ${r.finishedAt} | ${r.patterns.join(' ')} | ${r.target} heaps${r.timeMs ? `, ${r.timeMs / 1000} s per game` : ''} | ${r.workers} | ${r.games} | ${r.seconds.toFixed(0)} s | ${r.loadBefore.toFixed(1)} → ${r.loadAfter.toFixed(1)} |`,
    ),
    '',
    ...frontier,
    '## Published results compared',
    '',
    ...(report.comparisons.length === 0
      ? ['None of the games with a published result we list (src/games/heap/census/published.ts) is in this census.']
      : [
          '| game | published | source | verdict | first differing heap | note |',
          '| --- | --- | --- | --- | --- | --- |',
          ...report.comparisons.map(
            (c) => `| ${c.code} | ${c.claim} | ${c.source} | ${c.verdict} | ${c.firstDifference ?? ''} | ${c.note} |`,
          ),
        ]),
    '',
    'Games not in that list are not compared (not "new": Flammenkamp\'s tables hold most of them).',
    '',
    '## Classes',
    '',
    '**trivial** marks a solved class proven from heaps below 1000 (as Winning Ways and Flammenkamp name them); it is a flag,',
    "not a status: `solved` is every proven game, as in the database's `where status = 'solved'`.",
    '',
    '| class | members (shift) | status | trivial | preperiod | period | largest value (heap) | heaps | memory | time | published |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...report.rows.map(
      (r) =>
        `| ${r.name} | ${members(r)} | ${r.status}${r.error ? `: ${r.error}` : ''} | ${r.trivial ? 'trivial' : ''} | ${r.preperiod ?? ''} | ${r.period ?? ''}${r.saltus ? ` (saltus ${r.saltus})` : ''} | ` +
        `${r.largest ?? ''}${r.largestAt !== null ? ` (${r.largestAt})` : ''} | ${r.heaps ?? ''} | ${bytes(r.memoryBytes)}${r.bytesPerValue ? ` (${r.bytesPerValue} B/value)` : ''} | ` +
        `${(r.computeMs / 1000).toFixed(1)} s | ${published(r)} |`,
    ),
    '',
  ];
  return lines.join('\n');
}
