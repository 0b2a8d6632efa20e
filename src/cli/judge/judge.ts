import type { Command } from 'commander';
import { NimlabError } from '../../engine/core/errors.js';
import { BruteForceLimitError } from '../../problems/bruteForceLimit.js';
import { loadProblem, problemCatalog, problemEntry } from '../../problems/catalog.js';
import { InputReader } from '../../problems/input.js';
import { readStandardInput } from '../io/stdin.js';

export function registerJudge(program: Command): void {
  program
    .command('judge')
    .description('solve a contest problem: judge input on stdin, judge output on stdout')
    .argument('[id]', 'problem id (see --list)')
    .option('--list', 'print every problem id with its title')
    .option('--brute', 'use the brute-force engine model instead of the fast solver (small inputs only)')
    .addHelpText('after', '\nExamples:\n  echo "1 2" | nimlab judge luogu-p2252\n  nimlab judge hdu3032 < big.in\n  nimlab judge --list')
    .action(async (id: string | undefined, options: { list?: boolean; brute?: boolean }) => {
      if (options.list || id === undefined) {
        for (const problem of problemCatalog) process.stdout.write(`${problem.id.padEnd(16)} ${problem.title}\n`);
        return;
      }
      await judge(id, options);
    });
}

/** Reads the judge input from stdin and writes the problem's answer to stdout. */
export async function judge(id: string, options: { brute?: boolean }): Promise<void> {
  const problem = await loadProblem(id);
  const input = new InputReader(readStandardInput(problemEntry(id).maxInputMiB << 20, `the input of ${id}`));
  let output: string;
  try {
    output = options.brute ? problem.brute(input) : problem.solve(input);
  } catch (error) {
    if (error instanceof BruteForceLimitError) throw new NimlabError(`${error.message} (judge without --brute solves it)`);
    throw error;
  }
  process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
}
