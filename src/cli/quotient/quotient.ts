import { totalmem } from 'node:os';
import type { Command } from 'commander';
import { NimlabError } from '../../engine/core/errors.js';
import { DEFAULT_QUOTIENT_LIMITS } from '../../engine/quotient/misereQuotient.js';
import { MAX_QUOTIENT_HEAP, parseHeapGame } from '../../games/heap/index.js';
import { quotientJsonPieces, quotientText } from '../report/heapQuotientReport.js';
import { parseCount } from '../io/options.js';
import { checkpointPath, readCheckpoint } from '../quotientGrowth/quotientCheckpoint.js';
import { runQuotientGrowth } from '../quotientGrowth/quotientRun.js';
import { CACHE_DIRECTORY_HELP, cacheDirectory } from '../io/sequenceCache.js';
import { writeOut } from '../io/writeOut.js';
import { moduleQuotientCommand } from './moduleQuotient.js';
import { MAX_ORDER_RANGE, parseMaxOrder } from '../quotientGrowth/maxOrder.js';
import { parseTimeLimit, timeLimitHelp } from '../io/timeLimit.js';
import { isModulePath } from '../userGame/runTask.js';
import { INTERRUPTED } from '../io/exitCodes.js';
import { stopLineInCli } from '../io/stopLine.js';

export function registerQuotient(program: Command): void {
  program
    .command('quotient')
    .description(
      'the misère quotient of a heap game (Plambeck–Siegel): monoid, P-portion, presentation, heap map; stops when the periodicity theorem proves it',
    )
    .argument('<game>', 'a take-and-break code (0.77, 0.07, 4.7, 0.[3]), S(1,3,4), kayles, …, or a game module (./mygame.mjs)')
    .argument('[positions...]', "a game module's start positions (the quotient of their closure): integers, or words for its parse")
    .option(
      '--to <N>',
      `largest heap (1..${MAX_QUOTIENT_HEAP}); without it the quotient grows until it is proven (or to ${MAX_QUOTIENT_HEAP})`,
    )
    .option(
      '--max-order <N>',
      `stop growing when the quotient would pass this order (${MAX_ORDER_RANGE})`,
      String(DEFAULT_QUOTIENT_LIMITS.maxOrder),
    )
    .option('--time-limit <time>', timeLimitHelp('stop growing after this long, showing the quotient reached', 's'), '60s')
    .option(
      '--max-memory <MB>',
      "stop growing when this process's resident memory passes this, showing and keeping the quotient reached (default: 80% of the memory it may use)",
    )
    .option(
      '--json',
      'print JSON: { game, heaps, order, lastChange, stopped, solved, elements, pPortion, table, heapElement, relations, orders, memoryMB, tableBytes }',
    )
    .option(
      '--resume',
      `go on from the growth an earlier run kept in the cache directory (${CACHE_DIRECTORY_HELP}), and keep this one there (every 10 minutes and at the end)`,
    )
    .option('--cache-dir <dir>', 'keep the growth (--resume, and what Ctrl-C keeps) in this directory instead')
    .addHelpText(
      'after',
      '\nExamples:\n  nimlab quotient kayles\n  nimlab quotient 0.75 --to 20\n  nimlab quotient 0.07 --to 30 --max-order 1000\n  nimlab quotient kayles --to 10 --json\n  nimlab quotient 0.35 --to 200 --max-order 32768 --time-limit 10h --resume\n  nimlab quotient ./mygame.mjs 5 7' +
        '\n\nCtrl-C stops a long growth, shows the quotient reached and keeps it; run again with --resume to go on.',
    )
    .action(async (gameName: string, positions: string[], options: QuotientOptions) => {
      if (isModulePath(gameName)) {
        if (options.to !== undefined) throw new NimlabError('--to is for heap games; a game module gives its start positions');
        // A module's quotient runs in a host process whose worker has a heap limit of its own (userGame/runTask.ts).
        if (options.resume || options.cacheDir !== undefined || options.maxMemory !== undefined)
          throw new NimlabError('--resume, --cache-dir and --max-memory are for heap games');
        const maxOrder = parseMaxOrder(options.maxOrder);
        return moduleQuotientCommand(gameName, positions, maxOrder, parseTimeLimit(options.timeLimit, 's'), options.json === true);
      }
      if (positions.length > 0)
        throw new NimlabError(`positions are for game modules; the quotient of ${gameName} covers all sums of its heaps (use --to)`);
      const game = parseHeapGame(gameName);
      const to = options.to === undefined ? MAX_QUOTIENT_HEAP : parseCount(options.to, '--to', 1, MAX_QUOTIENT_HEAP);
      const maxOrder = parseMaxOrder(options.maxOrder);
      const timeLimitMs = parseTimeLimit(options.timeLimit, 's');
      const maxResidentMB =
        options.maxMemory === undefined ? defaultMaxMemoryMB() : parseCount(options.maxMemory, '--max-memory', 1, 1_000_000_000);
      const path = checkpointPath(game.name, cacheDirectory(options.cacheDir));
      const from = options.resume
        ? (readCheckpoint(path, game.name, (message) => warn(`${message}; starting from heap 1`)) ?? undefined)
        : undefined;
      if (from !== undefined)
        process.stderr.write(`nimlab: going on from heap ${from.upTo} (order ${from.quotient.order}), kept in ${path}\n`);
      // An explicit --to is grown in full (the proof, if any, is still reported).
      // Grown in a worker thread (its memory is this process's): Ctrl-C stops it inside a heap too.
      const {
        growth,
        residentMB: memoryMB,
        checkpoint,
      } = await runQuotientGrowth(
        game.code,
        to,
        { ...DEFAULT_QUOTIENT_LIMITS, maxOrder, maxResidentMB },
        timeLimitMs,
        options.to === undefined,
        {
          from,
          checkpoint: { path, game: game.name, always: options.resume === true, everyMs: CHECKPOINT_MS },
        },
      );
      // The table is the part that grows with the order (order² entries, 2 bytes each below 65536 elements).
      const { order, product } = growth.quotient;
      const tableBytes = product.byteLength;
      const table = `multiplication table ${tableBytes} bytes (${order}² entries of ${product.BYTES_PER_ELEMENT} bytes)`;
      await writeOut(
        options.json
          ? quotientJsonPieces(game, growth, { memoryMB, tableBytes })
          : [quotientText(game, growth) + `memory: ${memoryMB} MB resident; ${table}\n`],
      );
      if (checkpoint?.kept === false)
        warn(`${checkpoint.error}; a later --resume starts from heap 1 (choose another place with --cache-dir)`);
      const kept = checkpoint?.kept ? `; kept in ${path} (run again with --resume to go on)` : '';
      if (growth.stopped)
        process.stderr.write(
          `nimlab: quotient ${stopLineInCli(growth.stopped)}; shown for heaps ≤ ${growth.upTo}${limitHint(growth.limit?.limit)}${kept}\n`,
        );
      // Ctrl-C: what was reached is shown, and the exit code says it was cut short, as shells report SIGINT.
      if (growth.limit?.limit === 'interrupted') process.exitCode = INTERRUPTED;
    });
}

interface QuotientOptions {
  to?: string;
  maxOrder: string;
  timeLimit: string;
  maxMemory?: string;
  json?: boolean;
  resume?: boolean;
  cacheDir?: string;
}

/**
 * The default --max-memory: 80% of what this process may use (the machine's memory, or a container's
 * bound when Node sees one), so a growth stops and keeps what it reached before the system kills it
 * (0.35 at order 10,034 held 10.2 GB; bench/README.md, misere-big). Past this the typed arrays a
 * heap allocates, up to about 2 GiB at once, are what would not fit.
 */
function defaultMaxMemoryMB(): number {
  const constrained = process.constrainedMemory?.() ?? 0;
  const usable = constrained > 0 ? Math.min(constrained, totalmem()) : totalmem();
  return Math.floor((0.8 * usable) / 1e6);
}

/** How often a growth run with --resume keeps itself on disk (as `table --resume` does). */
const CHECKPOINT_MS = 10 * 60 * 1000;

/** A problem nimlab works around (the answer is still right): one line on stderr. */
function warn(message: string): void {
  process.stderr.write(`nimlab: warning: ${message}\n`);
}

/** How to raise the limit met, in this command's options. */
function limitHint(limit: string | undefined): string {
  if (limit === 'order') return ' (raise --max-order)';
  if (limit === 'time') return ' (raise --time-limit)';
  if (limit === 'memory') return ' (raise --max-memory)';
  return '';
}
