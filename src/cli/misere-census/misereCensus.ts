import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname } from 'node:path';
import type { Command } from 'commander';
import { NimlabError } from '../../engine/core/errors.js';
import { DEFAULT_QUOTIENT_LIMITS } from '../../engine/quotient/misereQuotient.js';
import { DEFAULT_CENSUS_TIME_MS, MAX_QUOTIENT_HEAP } from '../../games/heap/index.js';
import { censusJson, censusMarkdown, censusText } from './misereCensusReport.js';
import { runMisereCensus } from './misereCensusRun.js';
import { parseCount } from '../io/options.js';
import { INTERRUPTED } from '../io/exitCodes.js';

/** The census of every octal code of up to three digits (Plambeck's tables). */
const DEFAULT_PATTERNS = ['0.??', '0.???', '4.??'];
/** Largest --max-order (the table is order² 32-bit entries). */
const MAX_ORDER_LIMIT = 10_000;

interface MisereCensusOptions {
  to: string;
  maxOrder: string;
  time: string;
  out?: string;
  json?: boolean;
}

export function registerMisereCensus(program: Command): void {
  program
    .command('misere-census')
    .description(
      'misère quotients of every code a pattern names (0.??, 0.???, 4.??), each to a proven solution or a stated limit: a table, JSON, Markdown',
    )
    .argument('[patterns...]', `patterns (each ? an octal digit) or codes; default ${DEFAULT_PATTERNS.join(' ')}`)
    .option('--to <N>', `largest heap per code (1..${MAX_QUOTIENT_HEAP})`, String(MAX_QUOTIENT_HEAP))
    .option('--max-order <N>', 'stop a code when its quotient would pass this order', String(DEFAULT_QUOTIENT_LIMITS.maxOrder))
    .option('--time <seconds>', 'computing time per code', String(DEFAULT_CENSUS_TIME_MS / 1000))
    .option('--out <file>', 'write the table as Markdown to this file and as JSON beside it (.json)')
    .option('--json', 'print the census as JSON')
    .addHelpText(
      'after',
      `
Examples:
  nimlab misere-census 0.??                          the 64 two-digit codes
  nimlab misere-census --out docs/misere-census.md   regenerate docs/misere-census.md and .json (every code of up to three digits)
  nimlab misere-census 0.77 0.07 --time 60 --json`,
    )
    .action(async (patterns: string[], options: MisereCensusOptions) => {
      await misereCensusCommand(patterns.length === 0 ? DEFAULT_PATTERNS : patterns, options);
    });
}

async function misereCensusCommand(patterns: string[], options: MisereCensusOptions): Promise<void> {
  const maxHeap = parseCount(options.to, '--to', 1, MAX_QUOTIENT_HEAP);
  const maxOrder = parseCount(options.maxOrder, '--max-order', 2, MAX_ORDER_LIMIT);
  const timeMsPerCode = 1000 * parseSeconds(options.time);
  const run = { load: loadavg()[0], cores: availableParallelism(), date: new Date().toISOString().slice(0, 10) };
  const census = await runMisereCensus(patterns, { maxHeap, limits: { ...DEFAULT_QUOTIENT_LIMITS, maxOrder }, timeMsPerCode });
  if (options.out !== undefined) {
    const jsonPath = options.out.replace(/\.md$/, '') + '.json';
    mkdirSync(dirname(options.out), { recursive: true });
    writeFileSync(options.out, censusMarkdown(census, patterns, run));
    writeFileSync(jsonPath, censusJson(census));
    process.stdout.write(`${options.out}\n${jsonPath}\n`);
  } else {
    process.stdout.write(options.json ? censusJson(census) : censusText(census));
  }
  if (census.interrupted) {
    process.stderr.write(
      `nimlab: misère census interrupted (Ctrl-C) in code ${census.totals.codes}; its row says how far it got, the codes after it were not computed\n`,
    );
    process.exitCode = INTERRUPTED;
  }
}

function parseSeconds(text: string): number {
  const seconds = Number(text);
  if (!/^[0-9]+(\.[0-9]+)?$/.test(text) || !(seconds > 0)) throw new NimlabError(`--time: expected a number of seconds, got '${text}'`);
  return seconds;
}
