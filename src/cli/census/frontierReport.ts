import { hasGeneralDigits, isFiniteCode, isUnconstrained, parseTakeBreakCode } from '../../games/heap/index.js';
import type { GameRow } from './database.js';
import type { FrontierRecord } from './frontier.js';

/** The heap counts the issue asks unsolved games to reach: 2^26 for three-digit games, 2^30 for 0.6, 0.64 and Grundy's game. */
const MILESTONES = [26, 30];

function heaps(n: number): string {
  const log = Math.log2(n);
  return Number.isInteger(log) ? `2^${log}` : `${n} (2^${log.toFixed(2)})`;
}

function duration(ms: number): string {
  const s = ms / 1000;
  if (s < 120) return `${s.toFixed(0)} s`;
  if (s < 7200) return `${(s / 60).toFixed(0)} min`;
  return `${(s / 3600).toFixed(1)} h`;
}

/** CPU time still needed to reach 2^bits heaps at the rate measured so far (linear: the sparse kernels' cost per heap stays flat while the rare heaps stay few). */
function projected(record: FrontierRecord, bits: number): string {
  const goal = 2 ** bits;
  if (record.heaps >= goal) return 'reached';
  const timed = record.heaps - record.untimedHeaps;
  if (timed <= 0) return '';
  return `${duration(((goal - record.heaps) * record.cpuMs) / timed)} more`;
}

/**
 * Whether a game belongs in the report's classes: octal-style codes (finite, digits saying only how
 * many heaps may be left, no split constraint). Grundy's game (`4!.0`, unequal heaps) and the like,
 * pushed by the frontier, are reported in the Frontier section only: the classes are the octal census.
 */
export function inClassTable(code: string): boolean {
  const parsed = parseTakeBreakCode(code);
  return isFiniteCode(parsed) && isUnconstrained(parsed) && !hasGeneralDigits(parsed);
}

/**
 * The report's "Frontier" section: for every game the frontier push (`census --frontier`) worked on,
 * how far it got, the CPU time it took and on which machine, and the CPU time the rest would take
 * at the rate measured. Written from the database like the rest of the report.
 */
export function frontierSection(records: readonly FrontierRecord[], rowOf: (code: string) => GameRow | undefined): string[] {
  if (records.length === 0) return [];
  const machines = [...new Set(records.flatMap((r) => r.machines))];
  return [
    '## Frontier',
    '',
    'Unsolved games pushed far by `nimlab census --frontier` (one process, one core, links of at most 2^24 heaps, each written to the',
    "database and its checkpoint as it ends). CPU time is the pushing process's own (user + system) over its links; heaps computed",
    'earlier by census runs are counted apart (their wall-clock time is in the class table). The projections assume the cost per heap',
    'measured so far stays flat, which holds while the sparse space keeps its rare heaps few (the rare heaps column). How the push',
    "works and what the rest would cost: [census-frontier.md](census-frontier.md). Games that are not octal games (Grundy's game,",
    '`4!.0`: split a heap into two unequal heaps) are reported here only, not in the classes below.',
    '',
    `| game | status | heaps reached | largest value (heap) | rare heaps (mask) | memory | CPU time | µs per heap | heaps before the push | wall time | to 2^${MILESTONES[0]} | to 2^${MILESTONES[1]} | last link (UTC) |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...records.map((r) => {
      const row = rowOf(r.code);
      const timed = r.heaps - r.untimedHeaps;
      const perHeap = timed > 0 ? ((1000 * r.cpuMs) / timed).toFixed(2) : '';
      const status =
        row === undefined
          ? ''
          : row.period != null
            ? `${row.status} (${row.trivial ? 'trivial; ' : ''}preperiod ${row.preperiod}, period ${row.period})`
            : row.status;
      const largest = row?.largest != null ? `${row.largest} (${row.largest_at})` : '';
      const rare = row?.rare_heaps != null ? `${row.rare_heaps} (${row.rare_mask})` : '';
      const memory =
        row?.bytes_per_value != null ? `${row.bytes_per_value} B/value, ${((r.heaps * row.bytes_per_value) / 2 ** 20).toFixed(0)} MiB` : '';
      const [to26, to30] = MILESTONES.map((bits) => (row?.period != null ? 'proven' : projected(r, bits)));
      return `| ${r.code} | ${status} | ${heaps(r.heaps)} | ${largest} | ${rare} | ${memory} | ${duration(r.cpuMs)} | ${perHeap} | ${r.untimedHeaps} | ${duration(r.wallMs)} | ${to26} | ${to30} | ${r.updatedAt} |`;
    }),
    '',
    `Machine${machines.length === 1 ? '' : 's'}: ${machines.join('; ')}.`,
    '',
  ];
}
