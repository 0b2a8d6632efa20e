import { closeSync, openSync, readSync } from 'node:fs';
import type { Command } from 'commander';
import { NimlabError } from '../../engine/core/errors.js';
import { BruteForceLimitError } from '../../problems/bruteForceLimit.js';
import { loadProblem, problemCatalog, problemEntry } from '../../problems/catalog.js';
import { InputReader } from '../../problems/input.js';
import { fileErrorReason } from '../io/fileError.js';
import { toJson } from '../io/json.js';
import { InputTooLargeError, readStandardInput } from '../io/stdin.js';

interface JudgeOptions {
  list?: boolean;
  brute?: boolean;
  json?: boolean;
}

export function registerJudge(program: Command): void {
  program
    .command('judge')
    .description('solve a contest problem: judge input from a file or stdin, judge output on stdout')
    .argument('[id]', 'problem id (see --list)')
    .argument('[input]', "the judge input file ('-' or none: standard input)")
    .option('--list', 'print every problem id with its title')
    .option('--brute', 'use the brute-force engine model instead of the fast solver (small inputs only)')
    .option(
      '--json',
      'print JSON (one line): { problem, title, solver, output, lines }; with --list: [{ id, title, maxInputMiB }] (docs/schemas/judge.schema.json)',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  echo "1 2" | nimlab judge luogu-p2252\n  nimlab judge hdu3032 big.in\n  nimlab judge hdu3032 - < big.in --json\n  nimlab judge --list',
    )
    .action(async (id: string | undefined, inputPath: string | undefined, options: JudgeOptions) => {
      if (options.list || id === undefined) {
        if (options.list && id !== undefined) throw new NimlabError(`judge --list takes no problem id or input file, got '${id}'`);
        if (options.brute) throw new NimlabError('judge --list: --brute goes with a problem id');
        printList(options.json ?? false);
        return;
      }
      await judge(id, inputPath, options);
    });
}

function printList(json: boolean): void {
  if (json) {
    process.stdout.write(toJson(problemCatalog.map(({ id, title, maxInputMiB }) => ({ id, title, maxInputMiB }))) + '\n');
    return;
  }
  for (const problem of problemCatalog) process.stdout.write(`${problem.id.padEnd(16)} ${problem.title}\n`);
}

/** Reads the judge input (a file, or stdin for `-` or none) and writes the problem's answer to stdout. */
export async function judge(id: string, inputPath: string | undefined, options: { brute?: boolean; json?: boolean }): Promise<void> {
  const problem = await loadProblem(id);
  const entry = problemEntry(id);
  const limitBytes = entry.maxInputMiB << 20;
  const bytes =
    inputPath === undefined || inputPath === '-'
      ? readStandardInput(limitBytes, `the input of ${id}`)
      : readInputFile(inputPath, limitBytes, id);
  const input = new InputReader(bytes);
  let output: string;
  try {
    output = options.brute ? problem.brute(input) : problem.solve(input);
  } catch (error) {
    if (error instanceof BruteForceLimitError) throw new NimlabError(`${error.message} (judge without --brute solves it)`);
    throw error;
  }
  const text = output.endsWith('\n') || output === '' ? output : `${output}\n`;
  if (!options.json) {
    process.stdout.write(text);
    return;
  }
  const lines = text === '' ? [] : text.slice(0, -1).split('\n');
  process.stdout.write(toJson({ problem: id, title: entry.title, solver: options.brute ? 'brute' : 'fast', output: text, lines }) + '\n');
}

/** A judge input file, refused as soon as it passes the problem's cap (a device that never ends stops there). */
function readInputFile(path: string, limitBytes: number, id: string): Buffer {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw new NimlabError(`cannot read the judge input '${path}': ${fileErrorReason(error)}`);
  }
  try {
    // In chunks, as standard input is read: a problem's cap may be 128 MiB, its input a few bytes.
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(1 << 20);
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) return Buffer.concat(chunks, total);
      total += read;
      if (total > limitBytes)
        throw new InputTooLargeError(`the input of ${id} ('${path}') is longer than ${limitBytes >> 20} MiB, more than any valid input`);
      chunks.push(chunk.subarray(0, read));
    }
  } catch (error) {
    if (error instanceof NimlabError) throw error;
    throw new NimlabError(`cannot read the judge input '${path}': ${fileErrorReason(error)}`);
  } finally {
    closeSync(fd);
  }
}
