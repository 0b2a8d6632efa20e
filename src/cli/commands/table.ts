import type { Command } from 'commander';
import { NimlabError } from '../../engine/errors.js';
import { grundyTable } from '../../engine/integerGame.js';
import { builtInGames } from '../../games/index.js';
import {
  describeCode, GrundySequencer, hasUnboundedSplits, isFiniteCode, UNBOUNDED_SPLIT_HEAPS, isHeapGameName, maxHeapsLeft, observedPeriod, parseHeapGame, proofRuleFor, valuesToProve,
  type HeapGame, type Periodicity, type SequenceMethod,
} from '../../games/heap/index.js';
import { MISERE_TABLE_DEFAULT, MISERE_TABLE_MAX, misereTableText } from '../misere.js';
import { parseCount } from '../options.js';
import { CACHE_DIRECTORY, cachePath, readCache, writeCache } from '../sequenceCache.js';
import { runSequence } from '../sequenceRun.js';
import { isModulePath, runUserGameTask } from '../userGame/runTask.js';

/** Heaps shown when --to is not given. */
const DEFAULT_TO = 100;
/** Without --search, games splitting into at most two heaps are searched this far for a proven period. */
const DEFAULT_SEARCH = 4096;
const MAX_HEAP = 1_000_000_000;
/** Exit code after Ctrl-C, as shells report SIGINT. */
const INTERRUPTED = 130;

interface TableOptions {
  to?: string;
  search?: string;
  json?: boolean;
  csv?: boolean;
  resume?: boolean;
  method?: string;
  timeLimit: string;
  misere?: boolean;
}

/** What a table shows, whichever way it was computed. */
interface Table {
  game: string;
  rules: string;
  values: ArrayLike<number>;
  /** Values actually computed, and the period verdict on them. */
  computed: number;
  period: Periodicity | null;
  /** How the verdict was reached, for the text output. */
  periodNote: string;
  /** What a value belongs to: heap n (from 0), or coin n of a coin row (from 1, the first coin). */
  unit: 'heap' | 'coin';
  /** The index of values[0]: 0 for heaps, 1 for coins. */
  first: number;
}

export function registerTable(program: Command): void {
  program
    .command('table')
    .description('Grundy values of a heap game for heaps 0..N, the largest value, P-positions and the period')
    .argument('<game>', 'a take-and-break code (0.77, 4!.0, 0.[3]), S(1,3,4), allbut:1,2, kayles, grundy, … or any catalog heap game')
    .option('--to <N>', `last heap shown (default ${DEFAULT_TO})`)
    .option('--search <N>', `compute up to heap N looking for a proven period (default: --to, at least ${DEFAULT_SEARCH} for finite codes leaving at most two heaps)`)
    .option('--json', 'print JSON: { game, values, max: { value, at }, period: { preperiod, period, saltus, proven } | null }')
    .option('--csv', 'print heap,value lines')
    .option('--resume', `continue from (and keep) the values cached in ${CACHE_DIRECTORY}/<game>.bin`)
    .option('--method <method>', 'auto, plain, sparse (rare/common values) or parity (rare/common pairs of value and heap parity)', 'auto')
    .option('--time-limit <seconds>', 'for a game module: stop it after this many seconds', '10')
    .option('--misere', `misère play: each heap's misère nim value (when it equals a nim heap), genus and phylum (default --to ${MISERE_TABLE_DEFAULT})`)
    .addHelpText(
      'after',
      '\nExamples:\n  nimlab table 0.77\n  nimlab table 0.77 --misere --to 15\n  nimlab table 0.16 --to 50 --search 600000\n  nimlab table "4!.0" --to 1048575 --resume\n  nimlab table "S(1,3,4)" --to 30 --csv\n  nimlab table ./mygame.ts --to 200   (a module exporting moves(n); a sum is { sum: [a, b] })' +
        '\n\nCtrl-C stops a long run and keeps what was computed; run again with --resume to go on.',
    )
    .action(async (gameName: string, options: TableOptions) => {
      if (options.misere) {
        if (!isHeapGameName(gameName)) throw new NimlabError(`--misere tables are for heap games (take-and-break codes, S(…), kayles, …), not '${gameName}'`);
        if (options.csv) throw new NimlabError('--misere has no --csv form (use --json)');
        const misereTo = options.to === undefined ? MISERE_TABLE_DEFAULT : parseCount(options.to, '--to', 0, MISERE_TABLE_MAX);
        process.stdout.write(misereTableText(parseHeapGame(gameName), misereTo, options.json ?? false));
        return;
      }
      // Codes with `*` or `k+` digits are computed up to UNBOUNDED_SPLIT_HEAPS only: that is their default.
      const unbounded = !isModulePath(gameName) && isHeapGameName(gameName) && hasUnboundedSplits(parseHeapGame(gameName).code);
      const to = options.to === undefined ? (unbounded ? UNBOUNDED_SPLIT_HEAPS : DEFAULT_TO) : parseCount(options.to, '--to', 0, MAX_HEAP);
      if (options.json && options.csv) throw new NimlabError('choose one of --json and --csv');
      const table = isModulePath(gameName)
        ? await moduleTable(gameName, to, parseCount(options.timeLimit, '--time-limit') * 1000)
        : isHeapGameName(gameName)
          ? await heapTable(parseHeapGame(gameName), to, options)
          : catalogTable(gameName, to);
      if (table === null) return;
      process.stdout.write(options.json ? jsonTable(table) : options.csv ? csvTable(table) : textTable(table));
    });
}

/** A take-and-break code: the fast sequence, interruptible, cached with --resume. */
async function heapTable(game: HeapGame, to: number, options: TableOptions): Promise<Table | null> {
  const method = options.method ?? 'auto';
  if (!['auto', 'plain', 'sparse', 'parity'].includes(method)) throw new NimlabError(`--method: expected auto, plain, sparse or parity, got '${method}'`);
  // Finite codes leaving at most two heaps cost O(n) per heap at worst: searching further is cheap.
  const cheap = maxHeapsLeft(game.code) <= 2 && isFiniteCode(game.code);
  const defaultSearch = cheap ? Math.max(to, DEFAULT_SEARCH) : to;
  const search = options.search === undefined ? defaultSearch : Math.max(to, parseCount(options.search, '--search', 0, MAX_HEAP));
  const path = cachePath(game.name);
  const sequencer = options.resume ? resumed(game, method as SequenceMethod, path) : new GrundySequencer(game.code, { method: method as SequenceMethod });
  const save = () => writeCache(path, game.name, sequencer.computedValues());
  const { interrupted } = await runSequence(sequencer, search + 1, options.resume ? save : undefined);
  if (interrupted || options.resume) save();
  if (interrupted) {
    process.stderr.write(`nimlab: interrupted after ${sequencer.computed} values; saved in ${path} (run again with --resume to continue)\n`);
    process.exitCode = INTERRUPTED;
    return null;
  }
  const period = sequencer.periodicity();
  const computed = sequencer.computed;
  return {
    game: game.name,
    rules: describeCode(game.code),
    values: sequencer.values(to + 1),
    computed,
    period,
    periodNote: periodNote(game, period, computed),
    unit: 'heap',
    first: 0,
  };
}

/** Values recomputed from a cache's prefix to check it before trusting the rest. */
const CACHE_CHECK = 8;

/**
 * A sequencer starting from the cached values, after recomputing the last few of them from the
 * rest: a cache that disagrees (damaged, or from a different version) is set aside with a warning.
 */
function resumed(game: HeapGame, method: SequenceMethod, path: string): GrundySequencer {
  const cached = readCache(path, game.name);
  if (cached === null || cached.length <= CACHE_CHECK) return new GrundySequencer(game.code, { method });
  const check = new GrundySequencer(game.code, { method, stopWhenProven: false }, cached.subarray(0, cached.length - CACHE_CHECK));
  check.extendTo(cached.length);
  const agrees = Array.from(cached.subarray(cached.length - CACHE_CHECK)).every(
    (value, i) => check.valueAt(cached.length - CACHE_CHECK + i) === value,
  );
  if (agrees) return new GrundySequencer(game.code, { method }, cached);
  process.stderr.write(`nimlab: ignoring ${path}: its last values do not follow from the others\n`);
  return new GrundySequencer(game.code, { method });
}

/**
 * Any catalog game with a one-heap model: values straight from the engine (no theorem applies),
 * or from the family's own fast sequence when it has one (coin-turning codes: index n is coin n).
 */
function catalogTable(gameName: string, to: number): Table {
  const definition = builtInGames.resolve(gameName);
  if (!definition.sequence && !definition.heap) throw new NimlabError(`game '${definition.name}' is not played on heaps, so it has no table`);
  const all = definition.sequence ? Int32Array.from(definition.sequence(to + 1)) : grundyTable(definition.heap!, to + 1);
  // A coin row has no coin 0 (coin 1 is the first), so its table starts at coin 1.
  const unit = definition.sequenceOf ?? 'heap';
  const first = unit === 'coin' ? 1 : 0;
  const values = all.subarray(first);
  const period = observedPeriod(values, values.length, true);
  return {
    game: definition.name,
    rules: definition.summary,
    values,
    computed: values.length,
    period,
    periodNote: period ? `observed on ${values.length} values (no theorem applied)` : `none seen in ${values.length} values`,
    unit,
    first,
  };
}

/** A user's module: values by the engine in a worker (time-limited); patterns only observed. */
async function moduleTable(file: string, to: number, timeLimitMs: number): Promise<Table> {
  const answer = await runUserGameTask({ kind: 'table', file, to }, timeLimitMs);
  if (answer.kind !== 'table') throw new Error('worker answered the wrong task');
  const values = Int32Array.from(answer.values);
  const period = observedPeriod(values, values.length, true);
  return {
    game: answer.name,
    rules: `your game from ${file}`,
    values,
    computed: values.length,
    period,
    periodNote: period ? `observed on heaps 0..${to} (a pattern, not a proof)` : `no pattern found up to ${to}`,
    unit: 'heap',
    first: 0,
  };
}

function periodNote(game: HeapGame, period: Periodicity | null, computed: number): string {
  if (period === null) return `none seen in ${computed} values`;
  if (!period.proven) {
    return proofRuleFor(game.code)
      ? `observed on ${computed} values; not yet proven (search further with --search)`
      : `observed on ${computed} values (no periodicity theorem applies to this code)`;
  }
  const rule = proofRuleFor(game.code)!;
  const needed = valuesToProve(rule, period.preperiod, period.period);
  return (
    `proven: G(n + ${period.period}) = G(n) for ${period.preperiod} ≤ n < ${needed - period.period}, which for a game leaving ` +
    `at most ${rule.maxHeaps} heap${rule.maxHeaps === 1 ? '' : 's'} and taking at most ${rule.maxRemoved} token${rule.maxRemoved === 1 ? '' : 's'} implies it for all n (${computed} values computed)`
  );
}

/** The largest value and the heap or coin (numbered from `first`) where it first occurs. */
function largest(values: ArrayLike<number>, first = 0): { value: number; at: number } {
  let value = -1;
  let at = -1;
  for (let n = 0; n < values.length; n++) {
    if (values[n] > value) {
      value = values[n];
      at = n + first;
    }
  }
  return { value, at };
}

function jsonTable(table: Table): string {
  const { preperiod, period, saltus, proven } = table.period ?? {};
  // Coin rows say so, with values[0] the value of coin 1; heap tables keep their shape (values[n] is heap n).
  const coins = table.unit === 'coin' ? { unit: 'coin', first: table.first } : {};
  return (
    JSON.stringify({
      game: table.game,
      ...coins,
      values: Array.from(table.values),
      max: largest(table.values, table.first),
      period: table.period ? { preperiod, period, saltus, proven } : null,
    }) + '\n'
  );
}

function csvTable(table: Table): string {
  const lines = [`${table.unit},value`];
  for (let n = 0; n < table.values.length; n++) lines.push(`${n + table.first},${table.values[n]}`);
  return lines.join('\n') + '\n';
}

/** P-positions listed in the text output before "… and N more". */
const P_POSITIONS_LISTED = 60;

function textTable(table: Table): string {
  const { values, first, unit } = table;
  // Rows of ten by the heap or coin number n; a coin table starts at coin 1, so its first row is short.
  const last = values.length - 1 + first;
  const width = Math.max(2, String(largest(values).value).length);
  const labelWidth = String(last).length;
  const lines = [`${table.game}: ${table.rules}`, `G(n) for ${unit} n = ${first}..${last}:`];
  for (let row = 0; row <= last; row += 10) {
    const cells: string[] = [];
    for (let n = row; n < Math.min(row + 10, last + 1); n++) cells.push(n < first ? ''.padStart(width) : String(values[n - first]).padStart(width));
    lines.push(`  ${String(row).padStart(labelWidth)}: ${cells.join(' ')}`);
  }
  const max = largest(values, first);
  lines.push(`largest value: ${max.value}, first at ${unit} ${max.at}`);
  const zeros: number[] = [];
  for (let n = first; n <= last; n++) if (values[n - first] === 0) zeros.push(n);
  const listed = zeros.slice(0, P_POSITIONS_LISTED).join(' ');
  const more = zeros.length > P_POSITIONS_LISTED ? ` … and ${zeros.length - P_POSITIONS_LISTED} more` : '';
  lines.push(`P-positions (G = 0, the player to move loses): ${zeros.length === 0 ? 'none' : listed + more}`);
  const p = table.period;
  if (p === null) {
    lines.push(`period: ${table.periodNote}`);
  } else {
    const law = p.saltus === 0 ? `G(n + ${p.period}) = G(n)` : `G(n + ${p.period}) = G(n) + ${p.saltus}`;
    lines.push(`period: ${p.period}, preperiod ${p.preperiod}${p.saltus ? `, saltus ${p.saltus}` : ''} (${law} for n ≥ ${p.preperiod + first})`);
    lines.push(`  ${table.periodNote}`);
  }
  return lines.join('\n') + '\n';
}
