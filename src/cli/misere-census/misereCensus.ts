import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { Option, type Command } from 'commander';
import { DEFAULT_QUOTIENT_LIMITS } from '../../engine/quotient/misereQuotient.js';
import { DEFAULT_CENSUS_TIME_MS, MAX_QUOTIENT_HEAP } from '../../games/heap/index.js';
import { censusJson, censusJsonValue, censusMarkdown, censusText } from './misereCensusReport.js';
import { toJson } from '../io/json.js';
import { runMisereCensus } from './misereCensusRun.js';
import { parseCount } from '../io/options.js';
import { checkOutputPath } from '../io/outputPath.js';
import { parseTimeLimit, timeLimitHelp } from '../io/timeLimit.js';
import { heapGameNamesAsCodes } from '../io/codePatterns.js';
import { MAX_ORDER_RANGE, parseMaxOrder } from '../quotientGrowth/maxOrder.js';
import { INTERRUPTED } from '../io/exitCodes.js';

/** The census of every octal code of up to three digits (Plambeck's tables). */
const DEFAULT_PATTERNS = ['0.??', '0.???', '4.??'];

interface MisereCensusOptions {
  to: string;
  maxOrder: string;
  timeLimit: string;
  /** The old name of --time-limit (seconds), still read. */
  time?: string;
  out?: string;
  json?: boolean;
}

export function registerMisereCensus(program: Command): void {
  program
    .command('misere-census')
    .description(
      'misère quotients of every code a pattern names (0.??, 0.???, 4.??), each to a proven solution or a stated limit: a table, JSON, Markdown',
    )
    .argument(
      '[patterns...]',
      `patterns (each ? an octal digit), codes or heap games by name (kayles); default ${DEFAULT_PATTERNS.join(' ')}`,
    )
    .option('--to <N>', `largest heap per code (1..${MAX_QUOTIENT_HEAP})`, String(MAX_QUOTIENT_HEAP))
    .option(
      '--max-order <N>',
      `stop a code when its quotient would pass this order (${MAX_ORDER_RANGE})`,
      String(DEFAULT_QUOTIENT_LIMITS.maxOrder),
    )
    .option(
      '--time-limit <time>',
      timeLimitHelp('CPU time per code (of the census process, so a loaded machine does not cut rows short)', 's'),
      `${DEFAULT_CENSUS_TIME_MS / 1000}s`,
    )
    .addOption(new Option('--time <seconds>', 'the old name of --time-limit').hideHelp())
    .option(
      '--out <file>',
      'write the table as Markdown to this file and as JSON beside it (.json); both paths are checked before the census runs',
    )
    .option('--json', 'print the census as JSON')
    .addHelpText(
      'after',
      `
Examples:
  nimlab misere-census 0.??                          the 64 two-digit codes
  nimlab misere-census --out docs/misere-census.md   regenerate docs/misere-census.md and .json (every code of up to three digits)
  nimlab misere-census 0.77 0.07 --time-limit 60s --json`,
    )
    .action(async (patterns: string[], options: MisereCensusOptions) => {
      await misereCensusCommand(patterns.length === 0 ? DEFAULT_PATTERNS : heapGameNamesAsCodes(patterns), options);
    });
}

async function misereCensusCommand(patterns: string[], options: MisereCensusOptions): Promise<void> {
  const maxHeap = parseCount(options.to, '--to', 1, MAX_QUOTIENT_HEAP);
  const maxOrder = parseMaxOrder(options.maxOrder);
  const timeMsPerCode = options.time !== undefined ? parseTimeLimit(options.time, 's', '--time') : parseTimeLimit(options.timeLimit, 's');
  const jsonPath = options.out === undefined ? undefined : options.out.replace(/\.md$/, '') + '.json';
  // Checked before the census runs (hours, for the default patterns), not after.
  if (options.out !== undefined) {
    checkOutputPath(options.out, '--out');
    checkOutputPath(jsonPath!, '--out');
  }
  const run = { load: loadavg()[0], cores: availableParallelism(), date: new Date().toISOString().slice(0, 10) };
  const census = await runMisereCensus(patterns, { maxHeap, limits: { ...DEFAULT_QUOTIENT_LIMITS, maxOrder }, timeMsPerCode });
  if (options.out !== undefined && jsonPath !== undefined) {
    writeFileSync(options.out, censusMarkdown(census, patterns, run));
    writeFileSync(jsonPath, censusJson(census));
    process.stdout.write(`${options.out}\n${jsonPath}\n`);
  } else {
    process.stdout.write(options.json ? toJson(censusJsonValue(census)) + '\n' : censusText(census));
  }
  if (census.interrupted) {
    process.stderr.write(
      `nimlab: misère census interrupted (Ctrl-C) in code ${census.totals.codes}; its row says how far it got, the codes after it were not computed\n`,
    );
    process.exitCode = INTERRUPTED;
  }
}
