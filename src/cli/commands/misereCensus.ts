import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname } from 'node:path';
import type { Command } from 'commander';
import { NimlabError } from '../../engine/errors.js';
import { DEFAULT_QUOTIENT_LIMITS } from '../../engine/misereQuotient.js';
import { DEFAULT_CENSUS_TIME_MS, MAX_QUOTIENT_HEAP, misereCensusSteps, type MisereCensus } from '../../games/heap/index.js';
import { censusJson, censusMarkdown, censusText } from '../misereCensusReport.js';
import { parseCount } from '../options.js';

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
    .description('misère quotients of every code a pattern names (0.??, 0.???, 4.??), each to a proven solution or a stated limit: a table, JSON, Markdown')
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
  const census = await runWithProgress(patterns, { maxHeap, limits: { ...DEFAULT_QUOTIENT_LIMITS, maxOrder }, timeMsPerCode });
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
    process.stderr.write(`nimlab: misère census interrupted (Ctrl-C) in code ${census.totals.codes}; its row says how far it got, the codes after it were not computed\n`);
    process.exitCode = 130;
  }
}

/**
 * Runs the census one heap at a time, yielding to the event loop between heaps so Ctrl-C is seen
 * (it stops the census, keeping the codes done); on a terminal, stderr shows where it is.
 */
async function runWithProgress(patterns: string[], options: Parameters<typeof misereCensusSteps>[1]): Promise<MisereCensus> {
  let interrupted = false;
  const onSigint = () => {
    interrupted = true;
  };
  process.once('SIGINT', onSigint);
  const progress = process.stderr.isTTY;
  const steps = misereCensusSteps(patterns, options, () => interrupted);
  let said = false;
  try {
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      const { done, total, code, heap, order } = step.value;
      // Without a terminal, one line says it has started (a terminal gets the progress line instead).
      if (!progress && !said) process.stderr.write(`misère census: computing ${total} code(s) (Ctrl-C stops and prints the codes reached)\n`);
      said = true;
      if (progress) process.stderr.write(`\rmisère census: ${done} of ${total} codes done; ${code}: heap ${heap}, order ${order} (Ctrl-C stops)\x1b[K`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    if (progress) process.stderr.write('\r\x1b[K');
    process.removeListener('SIGINT', onSigint);
  }
}

function parseSeconds(text: string): number {
  const seconds = Number(text);
  if (!/^[0-9]+(\.[0-9]+)?$/.test(text) || !(seconds > 0)) throw new NimlabError(`--time: expected a number of seconds, got '${text}'`);
  return seconds;
}
