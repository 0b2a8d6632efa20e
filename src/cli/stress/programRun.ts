import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { NimlabError } from '../../engine/core/errors.js';
import { untilGroupEnds } from './processGroup.js';

/** What one run of the user's program did. */
export interface ProgramRun {
  stdout: string;
  stderr: string;
  /** The exit code, or null when a signal ended it. */
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  /** The program wrote more than `MAX_OUTPUT` bytes: stopped, and its output cut. */
  outputTooLarge: boolean;
}

/**
 * How long a run waits for its killed process group to be gone before going on (a member that
 * survives a SIGKILL this long is stuck in the kernel; killRunningPrograms tries again at exit).
 */
const GROUP_END_WAIT_MS = 5000;

/** More output than any judge answer needs: the program is stopped rather than filling memory. */
const MAX_OUTPUT = 1 << 26;

/**
 * Process groups of the programs running now. Each program starts in a group of its own
 * (`detached`), so one signal to the group stops it with every child it started, also when it
 * was a shell line or a script (a plain kill reaches only the direct child and leaves the rest
 * spinning).
 */
const runningGroups = new Set<number>();

function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch (error) {
    // The group is already gone: nothing left to stop.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Stops every program still running, with its children (on Ctrl-C, and before exiting). */
export function killRunningPrograms(): void {
  for (const pgid of runningGroups) killGroup(pgid);
  runningGroups.clear();
}

/** The user's command could not be started at all. */
export class CannotRunError extends NimlabError {
  override name = 'CannotRunError';
}

function isDirectory(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/** The one-line reason a spawn failed, for the failures a wrong command causes; null for others. */
function cannotRunReason(program: string, error: NodeJS.ErrnoException): string | null {
  if (error.code === 'ENOENT') return 'no such program';
  if (error.code === 'EISDIR' || (error.code === 'EACCES' && isDirectory(program))) return 'it is a directory';
  if (error.code === 'EACCES') return 'permission denied (is it executable? chmod +x, or name its interpreter: -- python3 sol.py)';
  if (error.code === 'ENOEXEC') return 'not an executable format';
  return null;
}

/** True when a command given as one string is run through the shell (`-- "./a.out < x"`). */
export function runsInShell(command: string[]): boolean {
  return command.length === 1 && /\s/.test(command[0]);
}

/**
 * Runs `command` on `input` with a time limit. On a time-out, and when the program exits, its
 * whole process group is killed, so nothing it started outlives the run.
 */
export function runProgram(command: string[], input: string, timeLimitMs: number): Promise<ProgramRun> {
  const shell = runsInShell(command);
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), { shell, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let outputBytes = 0;
    let timedOut = false;
    let outputTooLarge = false;
    let exit: { code: number | null; signal: NodeJS.Signals | null } = { code: null, signal: null };
    let timer: NodeJS.Timeout | undefined;
    const stop = () => {
      if (child.pid !== undefined) killGroup(child.pid);
    };
    child.once('spawn', () => {
      runningGroups.add(child.pid!);
      timer = setTimeout(() => {
        timedOut = true;
        stop();
      }, timeLimitMs);
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const reason = error.syscall?.startsWith('spawn') ? cannotRunReason(command[0], error) : null;
      reject(reason === null ? error : new CannotRunError(`cannot run '${command[0]}': ${reason}`));
    });
    const collect = (chunks: Buffer[]) => (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > MAX_OUTPUT) {
        outputTooLarge = true;
        stop();
        return;
      }
      chunks.push(chunk);
    };
    child.stdout.on('data', collect(stdout));
    child.stderr.on('data', collect(stderr));
    // A program that exits without reading all of its input closes the pipe: not an error of ours.
    child.stdin.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    child.stdin.end(input);
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      clearTimeout(timer);
      // Children it left behind (a shell line, a script that forks) go with it.
      stop();
    });
    child.once('close', () => {
      const result = {
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
        ...exit,
        timedOut,
        outputTooLarge,
      };
      if (child.pid === undefined) return resolve(result);
      // The group was killed on exit; its last members may still be dying (see untilGroupEnds).
      const pgid = child.pid;
      void untilGroupEnds(pgid, GROUP_END_WAIT_MS).then(() => {
        runningGroups.delete(pgid);
        resolve(result);
      });
    });
  });
}
