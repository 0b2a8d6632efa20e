import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * Processes that escaped a run's process group (`setsid sleep 300 &` in a shell line) yet hold its
 * output open: killing the group does not reach them, and the output never closes, so a run would
 * wait for them. They are found by what they hold: Linux names a process's open socket or pipe
 * `socket:[inode]` or `pipe:[inode]` in /proc/PID/fd, and Node gives a child its stdout and stderr
 * as one end of a socket pair, so every other process holding the child's end is one.
 */

/** A process found holding a run's output. */
export interface StrayProcess {
  pid: number;
  /** Its command name (/proc/PID/comm), to name it to the user. */
  name: string;
}

/**
 * The names (`socket:[…]`) of the child's stdout and stderr, read from /proc/PID/fd right after it
 * started (spawn returns once it has exec'd, and a child that has exited since holds none); empty
 * where there is no /proc (not Linux): strays cannot be found then, and the time limit ends the run.
 */
export function outputEnds(pid: number): Set<string> {
  const names = new Set<string>();
  for (const fd of [1, 2]) {
    const name = readProc(() => readlinkSync(`/proc/${pid}/fd/${fd}`));
    if (name !== null && /^(socket|pipe):/.test(name)) names.add(name);
  }
  return names;
}

/** Contents of a /proc file, or null when the process ended (or hides it) while it was read. */
function readProc(read: () => string): string | null {
  try {
    return read();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ESRCH' || code === 'EACCES' || code === 'EPERM') return null;
    throw error;
  }
}

/** Every process but this one holding one of `names` (`socket:[…]`, `pipe:[…]`) open. */
export function pipeHolders(names: ReadonlySet<string>): StrayProcess[] {
  const holders: StrayProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const fds = readProc(() => readdirSync(`/proc/${entry}/fd`).join('\n'));
    if (fds === null || fds === '') continue;
    const holds = fds.split('\n').some((fd) => {
      const link = readProc(() => readlinkSync(`/proc/${entry}/fd/${fd}`));
      return link !== null && names.has(link);
    });
    if (holds) holders.push({ pid: Number(entry), name: readProc(() => readFileSync(`/proc/${entry}/comm`, 'utf8').trim()) ?? '?' });
  }
  return holders;
}

/** Kills the strays (SIGKILL); returns those it reached. */
export function killStrays(strays: readonly StrayProcess[]): StrayProcess[] {
  return strays.filter((stray) => {
    try {
      process.kill(stray.pid, 'SIGKILL');
      return true;
    } catch (error) {
      // Ended on its own meanwhile: nothing to kill.
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
      throw error;
    }
  });
}

/** Peak resident memory of the group's live members, summed, in KiB (VmHWM: a high-water mark, so a spike between two readings counts). */
export function groupPeakMemoryKb(pgid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProc(() => readFileSync(`/proc/${entry}/stat`, 'utf8'));
    if (stat === null) continue;
    const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
    if (group !== pgid) continue;
    const status = readProc(() => readFileSync(`/proc/${entry}/status`, 'utf8'));
    const peak = status?.match(/^VmHWM:\s+(\d+) kB$/m);
    if (peak) total += Number(peak[1]);
  }
  return total;
}
