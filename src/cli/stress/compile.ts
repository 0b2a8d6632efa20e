import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { NimlabError } from '../../engine/core/errors.js';

/** Extensions of a C++ source that stress compiles before running (`nimlab stress ID sol.cpp`). */
const CPP_SOURCE = new Set(['.cpp', '.cc', '.cxx']);
/** How long g++ may take on one source. */
const COMPILE_TIME_MS = 120_000;
/** The flags of most judges (Codeforces, AtCoder): optimised, C++17 with GNU extensions. */
const FLAGS = ['-O2', '-std=gnu++17', '-pipe'];

/** A source that does not compile, or a compiler that is not there. */
export class CompileError extends NimlabError {
  override name = 'CompileError';
}

/** The first line of the compiler's output that says "error" (else its first line): the one to read. */
function firstError(output: string): string {
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  return (lines.find((line) => /\berror\b/.test(line)) ?? lines[0] ?? '').trim();
}

/**
 * The command to run for `command`: a single word naming an existing C++ source is compiled once
 * with the system's g++ into a temporary directory, and the binary is run instead; anything else is
 * run as given. `what` names the command in errors ("your solution", "--brute").
 */
export function compiledCommand(command: string[], what: string): string[] {
  const [source] = command;
  if (command.length !== 1 || !CPP_SOURCE.has(extname(source)) || !existsSync(source)) return command;
  const binary = join(mkdtempSync(join(tmpdir(), 'nimlab-stress-build-')), basename(source, extname(source)));
  const result = spawnSync('g++', [...FLAGS, '-o', binary, source], { encoding: 'utf8', timeout: COMPILE_TIME_MS });
  if (result.error !== undefined) {
    const code = (result.error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new CompileError(`${what}: cannot compile ${source}: g++ is not installed (apt install g++)`);
    if (code === 'ETIMEDOUT') throw new CompileError(`${what}: g++ did not finish ${source} within ${COMPILE_TIME_MS / 1000} s`);
    throw result.error;
  }
  if (result.status !== 0) throw new CompileError(`${what}: ${source} does not compile: ${firstError(result.stderr)}`);
  return [binary];
}
