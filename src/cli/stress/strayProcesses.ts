import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * Processes that escaped a run's process group (`setsid sleep 300 &` in a shell line) yet hold its
 * output pipe open: killing the group does not reach them, and the pipe never closes, so a run
 * would wait for them. They are found by the pipe itself: Linux names an open pipe `pipe:[inode]`
 * in /proc/PID/fd, the same on both ends, so every process holding our read end's pipe is one.
 */

/** A process found holding a run's pipe. */
export interface StrayProcess {
  pid: number;
  /** Its command name (/proc/PID/comm), to name it to the user. */
  name: string;
}

/** The `pipe:[inode]` name of our end of a child's pipe (its libuv handle's fd), or null where there is none (not Linux). */
export function pipeName(stream: unknown): string | null {
  const fd = (stream as { _handle?: { fd?: unknown } } | null)?._handle?.fd;
  if (typeof fd !== 'number' || fd < 0) return null;
  try {
    const name = readlinkSync(`/proc/self/fd/${fd}`);
    return name.startsWith('pipe:') ? name : null;
  } catch (error) {
    // No /proc (not Linux): strays cannot be found this way; the time limit still ends the run.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
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

/** Every process but this one holding one of the pipes `names` (`pipe:[…]`) open. */
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
