import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { groupIsAlive } from '../stress/processGroup.js';
import { cliMain } from './runCli.js';

export { groupIsAlive, liveMembers } from '../stress/processGroup.js';

/** The shell words of a printed command (plain words and '…' quoting, as nimlab prints them). */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  for (const match of command.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g))
    words.push(match[1] !== undefined ? match[1].replaceAll("'\\''", "'") : match[2]);
  return words;
}

/**
 * The process groups a hanging fixture recorded ("pid pgid childPid" per run). Only whole lines
 * count: the fixture's append creates the file before it writes, and a test that read the empty
 * file in between took NaN for a group (CI, stop 42).
 */
export function recordedGroups(file: string): number[] {
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  return text
    .slice(0, text.lastIndexOf('\n') + 1)
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => Number(line.split(' ')[1]));
}

/** Starts the built CLI without waiting, for tests that signal it while it runs. */
export function startNimlab(args: string[]) {
  const child = spawn(process.execPath, [cliMain, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<{ status: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (status, signal) => resolve({ status, signal, stdout, stderr })),
  );
  return { child, done };
}

/** CPU seconds a process has used, all threads (a worker's too), from /proc. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat (12 and 13 after the name), in clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Whether a SIGINT sent to pid is still waiting to be delivered (SigPnd for a thread, ShdPnd for the process). */
export function sigintPending(pid: number): boolean {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  // Bit 1 of each mask is signal 2, SIGINT.
  return [...status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gm)].some((m) => (BigInt(`0x${m[1]}`) & 2n) !== 0n);
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Starts the built CLI in a process group of its own and waits until it has used `cpu` seconds of
 * CPU time: by then a command that listens for SIGINT before its worker starts does, and, whatever
 * the load, has done the same work, so a signal sent then never races Node's start-up (commit 376129c).
 */
export async function startAndRunFor(args: string[], cpu: number) {
  const child = spawn(process.execPath, [cliMain, ...args], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('close', resolve));
  while (cpuSeconds(child.pid!) < cpu) await tick();
  return { child, exit, output: () => ({ stdout, stderr }) };
}

/** How a run of the CLI ended. */
export interface EndedRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** Whether some process of its group was still alive when it ended (none should be). */
  groupAlive: boolean;
}

/**
 * Two Ctrl-Cs for a command that handles them (a first stops it and shows what was reached, a second
 * ends it at once): the second is sent once the first is delivered (two pending ones would merge).
 * Usually it arrives long before the work has read its stop flag, unwound and answered; but a test
 * preempted on a loaded machine between the two may send it after the answer, while what was
 * reached is being shown. That outcome is right too, so such a run is tried again: up to three runs,
 * until one's stderr matches `hardStop`. Returns that run (null if none did) and the runs before it.
 */
export async function stopTwice(
  args: string[],
  cpu: number,
  hardStop: RegExp,
): Promise<{ hard: EndedRun | null; answeredFirst: EndedRun[] }> {
  const answeredFirst: EndedRun[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const { child, exit, output } = await startAndRunFor(args, cpu);
    child.kill('SIGINT');
    while (sigintPending(child.pid!)) await new Promise((resolve) => setImmediate(resolve));
    child.kill('SIGINT');
    const run = { status: await exit, ...output(), groupAlive: groupIsAlive(child.pid!) };
    if (hardStop.test(run.stderr)) return { hard: run, answeredFirst };
    answeredFirst.push(run);
  }
  return { hard: null, answeredFirst };
}
