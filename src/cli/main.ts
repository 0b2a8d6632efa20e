#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { NimlabError } from '../engine/errors.js';
import { registerAnalyze } from './commands/analyze.js';
import { registerGames } from './commands/games.js';
import { registerJudge } from './commands/judge.js';
import { registerNimber } from './commands/nimber.js';
import { registerPlay } from './commands/play.js';
import { registerStress } from './commands/stress.js';
import { registerTable } from './commands/table.js';

/** Exit code for every user error: bad arguments, bad input, unknown names. */
const USAGE_ERROR = 2;

function version(): string {
  const packageJson = new URL('../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

export function buildProgram(): Command {
  const program = new Command('nimlab')
    .description('Solve two-player combinatorial games exactly.')
    .version(version())
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  registerAnalyze(program);
  registerGames(program);
  registerJudge(program);
  registerNimber(program);
  registerPlay(program);
  registerStress(program);
  registerTable(program);
  for (const command of program.commands) command.exitOverride();
  return program;
}

function fail(message: string): void {
  process.stderr.write(`nimlab: ${message}\n`);
  process.exitCode = USAGE_ERROR;
}

async function main(argv: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and --version exit cleanly; commander has already printed its own message otherwise.
      process.exitCode = error.exitCode === 0 ? 0 : USAGE_ERROR;
    } else if (error instanceof NimlabError) {
      fail(error.message);
    } else if (error instanceof RangeError && /call stack/i.test(error.message)) {
      fail('internal error: the computation recursed too deeply (please report this game and input)');
    } else {
      throw error;
    }
  }
}

await main(process.argv);
