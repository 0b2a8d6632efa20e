import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { NimlabError } from '../../engine/core/errors.js';
import { untilGroupEnds } from './processGroup.js';
import { groupPeakMemoryKb, killStrays, outputEnds, pipeHolders, type StrayProcess } from './strayProcesses.js';
import type { GroupWatchdog } from './watchdog.js';

/** What one run of a program did. */
export interface ProgramRun {
  /** Its output, cut at the run's `outputBytes` (see `outputTooLarge`). */
  stdout: string;
  /** The end of its standard error (the last STDERR_KEPT bytes: a crash's reason is last). */
  stderr: string;
  /** The exit code, or null when a signal ended it. */
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  /** It wrote more than `outputBytes` to stdout: stopped, its output cut there, `outputBytesSeen` counted. */
  outputTooLarge: boolean;
  outputBytesSeen: number;
  /** It passed the memory limit (peak resident memory of its group): stopped. */
  memoryExceeded: boolean;
  /** Wall time from its start to its exit, in ms. */
  wallMs: number;
  /** Peak resident memory of its group as sampled (MB), when a memory limit was set on Linux; else null. */
  peakMemoryMb: number | null;
  /** Processes outside its group left holding its output open after it ended, which were killed. */
  strays: StrayProcess[];
}

/** The limits of one run. */
export interface RunLimits {
  timeMs: number;
  /** Bytes of stdout kept; one more stops the program (its answer is already longer than any right one). */
  outputBytes: number;
  /** Peak resident memory allowed, in MB (sampled every MEMORY_SAMPLE_MS on Linux), or null. */
  memoryMb: number | null;
}

/**
 * How long a run waits for its killed process group to be gone before going on (a member that
 * survives a SIGKILL this long is stuck in the kernel; killAll tries again at exit).
 */
const GROUP_END_WAIT_MS = 5000;
/** Standard error kept per run: its end, where a crash says why. */
const STDERR_KEPT = 1 << 16;
const MEMORY_SAMPLE_MS = 20;

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

function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch (error) {
    // The group is already gone: nothing left to stop.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * Runs the user's programs, each in a process group of its own (`detached`), so one signal to the
 * group stops it with every child it started, also when it was a shell line or a script (a plain
 * kill reaches only the direct child and leaves the rest spinning). The groups running now are a
 * field of the runner, which the stress command holds; the watchdog kills them should nimlab die
 * without running any code (SIGKILL, SIGHUP).
 */
export class ProgramRunner {
  private readonly runningGroups = new Set<number>();

  constructor(private readonly watchdog: GroupWatchdog | null) {}

  /** Stops every program still running, with its children (on Ctrl-C, and before exiting). */
  killAll(): void {
    for (const pgid of this.runningGroups) killGroup(pgid);
  }

  /**
   * Runs `command` on `input` under `limits`. The time limit holds from the start to the end of its
   * output: at the limit, or when the program exits, its whole group is killed, and a process that
   * escaped the group but holds its output open is found by the pipe, killed and named.
   */
  run(command: string[], input: string, limits: RunLimits): Promise<ProgramRun> {
    const shell = runsInShell(command);
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const child = spawn(command[0], command.slice(1), { shell, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
      const stdout: Buffer[] = [];
      let stdoutBytes = 0;
      let stderr = Buffer.alloc(0);
      const result = { timedOut: false, outputTooLarge: false, memoryExceeded: false, peakMemoryMb: null as number | null };
      let exit: { code: number | null; signal: NodeJS.Signals | null; wallMs: number } | null = null;
      let strays: StrayProcess[] = [];
      let closed = false;
      const timers: NodeJS.Timeout[] = [];
      // Read now, while the child surely runs (see outputEnds).
      const pipes = child.pid === undefined ? new Set<string>() : outputEnds(child.pid);
      const stop = () => {
        if (child.pid !== undefined) killGroup(child.pid);
      };
      const killEscaped = () => {
        if (closed || pipes.size === 0) return;
        strays = [...strays, ...killStrays(pipeHolders(pipes))];
      };
      child.once('spawn', () => {
        this.runningGroups.add(child.pid!);
        this.watchdog?.watch(child.pid!);
        timers.push(
          setTimeout(() => {
            if (exit === null) result.timedOut = true;
            // The group's exit leads to the strays (see 'exit'); whatever still holds the output a
            // second later (not Linux, or a process we may not kill) is no longer read.
            stop();
            timers.push(setTimeout(() => finish(), 1000));
          }, limits.timeMs),
        );
        if (limits.memoryMb !== null && process.platform === 'linux') {
          const sample = setInterval(() => {
            const mb = groupPeakMemoryKb(child.pid!) / 1024;
            result.peakMemoryMb = Math.max(result.peakMemoryMb ?? 0, mb);
            if (mb > limits.memoryMb! && exit === null) {
              result.memoryExceeded = true;
              stop();
            }
          }, MEMORY_SAMPLE_MS);
          timers.push(sample);
        }
      });
      child.once('error', (error: NodeJS.ErrnoException) => {
        timers.forEach(clearTimeout);
        const reason = error.syscall?.startsWith('spawn') ? cannotRunReason(command[0], error) : null;
        reject(reason === null ? error : new CannotRunError(`cannot run '${command[0]}': ${reason}`));
      });
      child.stdout.on('data', (chunk: Buffer) => {
        const room = limits.outputBytes - stdoutBytes;
        if (room > 0) stdout.push(chunk.subarray(0, room));
        stdoutBytes += chunk.length;
        if (stdoutBytes > limits.outputBytes && !result.outputTooLarge) {
          result.outputTooLarge = true;
          stop();
        }
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr = Buffer.concat([stderr, chunk]);
        if (stderr.length > STDERR_KEPT) stderr = stderr.subarray(stderr.length - STDERR_KEPT);
      });
      // A program that exits without reading all of its input closes the pipe: not an error of ours.
      child.stdin.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      });
      child.stdin.end(input);
      child.once('exit', (code, signal) => {
        exit = { code, signal, wallMs: Date.now() - started };
        // Children it left behind (a shell line, a script that forks) go with it; once the group is
        // gone, whatever still holds the output open escaped it.
        stop();
        const pgid = child.pid!;
        void untilGroupEnds(pgid, GROUP_END_WAIT_MS).then(() => {
          this.runningGroups.delete(pgid);
          this.watchdog?.release(pgid);
          setTimeout(killEscaped, 50);
        });
      });
      const finish = () => {
        if (closed) return;
        closed = true;
        timers.forEach(clearTimeout);
        child.stdout.destroy();
        child.stderr.destroy();
        const ended = exit ?? { code: null, signal: 'SIGKILL' as NodeJS.Signals, wallMs: Date.now() - started };
        const pgid = child.pid;
        const done = () =>
          resolve({
            stdout: Buffer.concat(stdout).toString('utf8'),
            stderr: stderr.toString('utf8'),
            ...ended,
            ...result,
            outputBytesSeen: stdoutBytes,
            strays,
          });
        if (pgid === undefined) return done();
        // The group was killed on exit; its last members may still be dying (see untilGroupEnds).
        void untilGroupEnds(pgid, GROUP_END_WAIT_MS).then(() => {
          this.runningGroups.delete(pgid);
          this.watchdog?.release(pgid);
          done();
        });
      };
      child.once('close', finish);
    });
  }
}
