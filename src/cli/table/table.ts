import type { Command } from 'commander';
import { NimlabError } from '../../engine/core/errors.js';
import { grundyTable } from '../../engine/normal/integerGame.js';
import { builtInGames } from '../../games/index.js';
import {
  describeCode,
  GrundySequencer,
  hasUnboundedSplits,
  isFiniteCode,
  UNBOUNDED_SPLIT_HEAPS,
  isHeapGameName,
  maxHeapsLeft,
  observedPeriod,
  parseHeapGame,
  proofRuleFor,
  valuesToProve,
  type HeapGame,
  type Periodicity,
  type SequenceMethod,
} from '../../games/heap/index.js';
import { MISERE_TABLE_DEFAULT, MISERE_TABLE_MAX, MISERE_TABLE_TIME_LIMIT_S, misereTableText } from './misereTable.js';
import { parseCount } from '../io/options.js';
import { shortToken } from '../../engine/core/quoteToken.js';
import { CACHE_DIRECTORY_HELP, cacheDirectory, CacheWriteError, cachePath, readCache, writeCache } from '../io/sequenceCache.js';
import { runSequence } from '../io/sequenceRun.js';
import { writeOut } from '../io/writeOut.js';
import { parseTimeLimit, timeLimitHelp } from '../io/timeLimit.js';
import { isModulePath, runUserGameTask } from '../userGame/runTask.js';
import { INTERRUPTED } from '../io/exitCodes.js';

/** Heaps shown when --to is not given. */
const DEFAULT_TO = 100;
/** Without --search, games splitting into at most two heaps are searched this far for a proven period. */
const DEFAULT_SEARCH = 4096;
/** The most heaps a table lists (values stream out, so this bounds time and output, not memory). */
const MAX_HEAP = 1_000_000_000;
/** How long a game module's table may take by default (--time-limit). */
const MODULE_TIME_LIMIT_S = 10;

interface TableOptions {
  to?: string;
  search?: string;
  json?: boolean;
  csv?: boolean;
  resume?: boolean;
  cacheDir?: string;
  method?: string;
  timeLimit?: string;
  misere?: boolean;
}

/** What a table shows, whichever way it was computed. */
interface Table {
  game: string;
  rules: string;
  /** Heaps (or coins) listed: first..count-1. */
  count: number;
  /** What a value belongs to: heap n (from 0), or coin n of a coin row (from 1, the first coin). */
  unit: 'heap' | 'coin';
  /** The first n listed: 0 for heaps, 1 for coins. */
  first: number;
  /** G(n) for n < count: a computed value, or one the proven period implies (never all held at once). */
  valueAt: (n: number) => number;
  /** Values actually computed, and the period verdict on them. */
  computed: number;
  period: Periodicity | null;
  /** How the verdict was reached, for the text output. */
  periodNote: string;
}

export function registerTable(program: Command): void {
  program
    .command('table')
    .description('Grundy values of a heap game for heaps 0..N, the largest value, P-positions and the period')
    .argument('<game>', 'a take-and-break code (0.77, 4!.0, 0.[3]), S(1,3,4), allbut:1,2, kayles, grundy, … or any catalog heap game')
    .option('--to <N>', `last heap shown (default ${DEFAULT_TO})`)
    .option(
      '--search <N>',
      `compute up to heap N looking for a proven period (default: --to, at least ${DEFAULT_SEARCH} for finite codes leaving at most two heaps)`,
    )
    .option('--json', 'print JSON: { game, values, max: { value, at }, period: { preperiod, period, saltus, proven } | null }')
    .option('--csv', 'print heap,value lines')
    .option('--resume', `continue from (and keep) the values cached in the cache directory (${CACHE_DIRECTORY_HELP})`)
    .option('--cache-dir <dir>', 'keep the cache (--resume, and the values Ctrl-C saves) in this directory instead')
    .option('--method <method>', 'auto, plain, sparse (rare/common values) or parity (rare/common pairs of value and heap parity)', 'auto')
    .option(
      '--time-limit <time>',
      timeLimitHelp(
        `stop a game module after this long (default ${MODULE_TIME_LIMIT_S}s), or --misere's canonical forms (default ${MISERE_TABLE_TIME_LIMIT_S}s)`,
        's',
      ),
    )
    .option(
      '--misere',
      `misère play: each heap's misère nim value (when it equals a nim heap), genus and phylum (default --to ${MISERE_TABLE_DEFAULT})`,
    )
    .addHelpText(
      'after',
      '\nExamples:\n  nimlab table 0.77\n  nimlab table 0.77 --misere --to 15\n  nimlab table 0.16 --to 50 --search 600000\n  nimlab table "4!.0" --to 1048575 --resume\n  nimlab table "S(1,3,4)" --to 30 --csv\n  nimlab table ./mygame.ts --to 200   (a module exporting moves(n); a sum is { sum: [a, b] })' +
        '\n\nCtrl-C stops a long run and keeps what was computed; run again with --resume to go on.' +
        '\nOnce a period is proven, later values follow from it: any --to up to 1000000000 is answered from the period, streamed.',
    )
    .action(async (gameName: string, options: TableOptions) => {
      if (options.misere) {
        if (!isHeapGameName(gameName))
          throw new NimlabError(`--misere tables are for heap games (take-and-break codes, S(…), kayles, …), not '${gameName}'`);
        if (options.csv) throw new NimlabError('--misere has no --csv form (use --json)');
        const misereTo = options.to === undefined ? MISERE_TABLE_DEFAULT : parseCount(options.to, '--to', 0, MISERE_TABLE_MAX);
        const timeLimit = options.timeLimit === undefined ? MISERE_TABLE_TIME_LIMIT_S : parseTimeLimit(options.timeLimit, 's') / 1000;
        const run = await misereTableText(parseHeapGame(gameName), misereTo, options.json ?? false, timeLimit);
        await writeOut([run.text]);
        if (run.interrupted) {
          process.stderr.write(`nimlab: interrupted (Ctrl-C) after heap ${run.lastHeap}; the heaps done are shown\n`);
          process.exitCode = INTERRUPTED;
        }
        return;
      }
      if (options.timeLimit !== undefined && !isModulePath(gameName))
        throw new NimlabError(
          '--time-limit is for game modules and --misere tables; a built-in table shows its progress and stops with Ctrl-C (--resume goes on)',
        );
      // Codes with `*` or `k+` digits are computed up to UNBOUNDED_SPLIT_HEAPS only: that is their default.
      const unbounded = !isModulePath(gameName) && isHeapGameName(gameName) && hasUnboundedSplits(parseHeapGame(gameName).code);
      const to = options.to === undefined ? (unbounded ? UNBOUNDED_SPLIT_HEAPS : DEFAULT_TO) : parseTo(options.to);
      if (options.json && options.csv) throw new NimlabError('choose one of --json and --csv');
      const table = isModulePath(gameName)
        ? await moduleTable(gameName, to, parseTimeLimit(options.timeLimit ?? `${MODULE_TIME_LIMIT_S}s`, 's'))
        : isHeapGameName(gameName)
          ? await heapTable(parseHeapGame(gameName), to, options)
          : catalogTable(gameName, to);
      if (table === null) return;
      await writeOut(options.json ? jsonTable(table) : options.csv ? csvTable(table) : textTable(table));
    });
}

/** --to: a heap count the table can list, with what to do instead past it. */
function parseTo(text: string): number {
  if (/^[0-9]+$/.test(text) && text.replace(/^0+(?=.)/, '').length > String(MAX_HEAP).length - 1 && BigInt(text) > BigInt(MAX_HEAP)) {
    throw new NimlabError(
      `--to: a table lists at most ${MAX_HEAP} heaps, got ${shortToken(text)} (for one large heap: nimlab analyze GAME N)`,
    );
  }
  return parseCount(text, '--to', 0, MAX_HEAP);
}

/** A take-and-break code: the fast sequence, interruptible, cached with --resume. */
async function heapTable(game: HeapGame, to: number, options: TableOptions): Promise<Table | null> {
  const method = options.method ?? 'auto';
  if (!['auto', 'plain', 'sparse', 'parity'].includes(method))
    throw new NimlabError(`--method: expected auto, plain, sparse or parity, got '${method}'`);
  // Finite codes leaving at most two heaps cost O(n) per heap at worst: searching further is cheap.
  const cheap = maxHeapsLeft(game.code) <= 2 && isFiniteCode(game.code);
  const defaultSearch = cheap ? Math.max(to, DEFAULT_SEARCH) : to;
  const search = options.search === undefined ? defaultSearch : Math.max(to, parseCount(options.search, '--search', 0, MAX_HEAP));
  const path = cachePath(game.name, cacheDirectory(options.cacheDir));
  const sequencer = options.resume
    ? resumed(game, method as SequenceMethod, path)
    : new GrundySequencer(game.code, { method: method as SequenceMethod });
  let saved = true;
  /** Saves the values; a cache that cannot be written is reported once, and the table goes on without it. */
  const save = () => {
    if (!saved) return;
    try {
      writeCache(path, game.name, sequencer.computedValues());
    } catch (error) {
      if (!(error instanceof CacheWriteError)) throw error;
      warn(`${error.message}; going on without saving (choose another place with --cache-dir)`);
      saved = false;
    }
  };
  const { interrupted } = await runSequence(sequencer, search + 1, { checkpoint: options.resume ? save : undefined });
  if (interrupted || options.resume) save();
  if (interrupted) {
    const kept = saved ? `saved in ${path} (run again with --resume to continue)` : 'they could not be saved';
    process.stderr.write(`nimlab: interrupted after ${sequencer.computed} values; ${kept}\n`);
    process.exitCode = INTERRUPTED;
    return null;
  }
  const period = sequencer.periodicity();
  const computed = sequencer.computed;
  // Past the computed values the proven period answers (the sequencer stops there); nothing is materialised.
  sequencer.valueAt(to);
  return {
    game: game.name,
    rules: describeCode(game.code),
    count: to + 1,
    unit: 'heap',
    first: 0,
    valueAt: (n) => sequencer.valueAt(n),
    computed,
    period,
    periodNote: periodNote(game, period, computed),
  };
}

/** Values recomputed from a cache's prefix to check it before trusting the rest. */
const CACHE_CHECK = 8;

/**
 * A sequencer starting from the cached values, after recomputing the last few of them from the
 * rest: a cache that disagrees (damaged, or from a different version) is set aside with a warning.
 */
function resumed(game: HeapGame, method: SequenceMethod, path: string): GrundySequencer {
  const cached = readCache(path, game.name, (message) => warn(`${message}; computing without it`));
  if (cached === null || cached.length <= CACHE_CHECK) return new GrundySequencer(game.code, { method });
  const check = new GrundySequencer(game.code, { method, stopWhenProven: false }, cached.subarray(0, cached.length - CACHE_CHECK));
  check.extendTo(cached.length);
  const agrees = Array.from(cached.subarray(cached.length - CACHE_CHECK)).every(
    (value, i) => check.valueAt(cached.length - CACHE_CHECK + i) === value,
  );
  if (agrees) return new GrundySequencer(game.code, { method }, cached);
  warn(`ignoring ${path}: its last values do not follow from the others`);
  return new GrundySequencer(game.code, { method });
}

/** A problem nimlab works around (the answer is still right): one line on stderr. */
function warn(message: string): void {
  process.stderr.write(`nimlab: warning: ${message}\n`);
}

/**
 * Any catalog game with a one-heap model: values straight from the engine (no theorem applies),
 * or from the family's own fast sequence when it has one (coin-turning codes: index n is coin n).
 */
function catalogTable(gameName: string, to: number): Table {
  const definition = builtInGames.resolve(gameName);
  if (!definition.sequence && !definition.heap)
    throw new NimlabError(`game '${definition.name}' is not played on heaps, so it has no table`);
  const values = definition.sequence ? Int32Array.from(definition.sequence(to + 1)) : grundyTable(definition.heap!, to + 1);
  // A coin row has no coin 0 (coin 1 is the first), so its table starts at coin 1; the period is of coins 1, 2, ….
  const unit = definition.sequenceOf ?? 'heap';
  const first = unit === 'coin' ? 1 : 0;
  const listed = values.subarray(first);
  const period = observedPeriod(listed, listed.length, true);
  return {
    game: definition.name,
    rules: definition.summary,
    count: values.length,
    unit,
    first,
    valueAt: (n) => values[n],
    computed: listed.length,
    period,
    periodNote: period ? `observed on ${listed.length} values (no theorem applied)` : `none seen in ${listed.length} values`,
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
    count: values.length,
    unit: 'heap',
    first: 0,
    valueAt: (n) => values[n],
    computed: values.length,
    period,
    periodNote: period ? `observed on heaps 0..${to} (a pattern, not a proof)` : `no pattern found up to ${to}`,
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

/**
 * The largest value and where it first occurs. Past the computed values a proven period without
 * saltus only repeats them, so they hold the answer (a billion-heap table is not scanned twice).
 */
function largest(table: Table): { value: number; at: number } {
  const repeats = table.period?.proven === true && table.period.saltus === 0;
  const end = repeats ? Math.min(table.count, table.first + table.computed) : table.count;
  let value = -1;
  let at = -1;
  for (let n = table.first; n < end; n++) {
    const g = table.valueAt(n);
    if (g > value) {
      value = g;
      at = n;
    }
  }
  return { value, at };
}

/** Heaps per piece of streamed output: pieces of a few hundred kB, whatever --to is. */
const HEAPS_PER_PIECE = 1 << 16;

/** `line(n)` for heaps from..count-1 (step `step`), joined by `separator`, in pieces. */
function* pieces(from: number, count: number, step: number, line: (n: number) => string, separator: string): Generator<string> {
  let piece: string[] = [];
  for (let n = from; n < count; n += step) {
    piece.push(line(n));
    if (piece.length * step >= HEAPS_PER_PIECE) {
      yield piece.join(separator) + (n + step < count ? separator : '');
      piece = [];
    }
  }
  if (piece.length > 0) yield piece.join(separator);
}

/** JSON, streamed: `values` lists every heap up to --to (valid JSON however long). */
function* jsonTable(table: Table): Generator<string> {
  const { preperiod, period, saltus, proven } = table.period ?? {};
  // Coin rows say so, with values[0] the value of coin 1; heap tables keep their shape (values[n] is heap n).
  const head = table.unit === 'coin' ? { game: table.game, unit: 'coin', first: table.first } : { game: table.game };
  const tail = { max: largest(table), period: table.period ? { preperiod, period, saltus, proven } : null };
  yield `${JSON.stringify(head).slice(0, -1)},"values":[`;
  yield* pieces(table.first, table.count, 1, (n) => String(table.valueAt(n)), ',');
  yield `],${JSON.stringify(tail).slice(1)}\n`;
}

function* csvTable(table: Table): Generator<string> {
  yield `${table.unit},value\n`;
  yield* pieces(table.first, table.count, 1, (n) => `${n},${table.valueAt(n)}`, '\n');
  yield '\n';
}

/** P-positions listed in the text output before "… and N more". */
const P_POSITIONS_LISTED = 60;

function* textTable(table: Table): Generator<string> {
  const last = table.count - 1;
  const max = largest(table);
  const width = Math.max(2, String(max.value).length);
  const labelWidth = String(last).length;
  const { first, unit } = table;
  // Heap tables keep their first line as it was; a coin table says it counts coins (from 1).
  yield `${table.game}: ${table.rules}\nG(n) for ${unit === 'coin' ? 'coin ' : ''}n = ${first}..${last}:\n`;
  const row = (start: number) => {
    const cells: string[] = [];
    // Rows of ten by the number n; a coin table starts at coin 1, so its first row is short.
    for (let n = start; n < Math.min(start + 10, last + 1); n++)
      cells.push(n < first ? ''.padStart(width) : String(table.valueAt(n)).padStart(width));
    return `  ${String(start).padStart(labelWidth)}: ${cells.join(' ')}`;
  };
  yield* pieces(0, last + 1, 10, row, '\n');
  const lines = [''];
  lines.push(`largest value: ${max.value}, first at ${unit} ${max.at}`);
  const zeros: number[] = [];
  let zeroCount = 0;
  for (let n = first; n <= last; n++) {
    if (table.valueAt(n) !== 0) continue;
    zeroCount++;
    if (zeros.length < P_POSITIONS_LISTED) zeros.push(n);
  }
  const more = zeroCount > zeros.length ? ` … and ${zeroCount - zeros.length} more` : '';
  lines.push(`P-positions (G = 0, the player to move loses): ${zeroCount === 0 ? 'none' : zeros.join(' ') + more}`);
  const p = table.period;
  if (p === null) {
    lines.push(`period: ${table.periodNote}`);
  } else {
    const law = p.saltus === 0 ? `G(n + ${p.period}) = G(n)` : `G(n + ${p.period}) = G(n) + ${p.saltus}`;
    lines.push(
      `period: ${p.period}, preperiod ${p.preperiod}${p.saltus ? `, saltus ${p.saltus}` : ''} (${law} for n ≥ ${p.preperiod + first})`,
    );
    lines.push(`  ${table.periodNote}`);
  }
  yield lines.join('\n') + '\n';
}
