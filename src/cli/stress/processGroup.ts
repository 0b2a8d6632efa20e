import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * True while some process of group `pgid` is alive. A killed process whose parent died stays a
 * zombie until init reaps it (slowly, in some containers): dead, holding no CPU, so not counted.
 * Without /proc (not Linux), a process counts while a signal can reach it, zombies included.
 */
export function groupIsAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ESRCH') return false;
    // EPERM: a member we may not signal (it changed user): alive, and not ours to wait for.
    if (code === 'EPERM') return true;
    throw error;
  }
  return !existsSync('/proc/self/stat') || liveMembers(pgid) > 0;
}

/** How many processes of group `pgid` are alive (zombies not counted, as in groupIsAlive); Linux only. */
export function liveMembers(pgid: number): number {
  let members = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch (error) {
      // The process ended while the list was read.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    // pid (comm) state ppid pgrp …: comm may hold spaces, so fields are read after its ')'.
    const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(group) === pgid && state !== 'Z') members++;
  }
  return members;
}

/**
 * Waits until no process of group `pgid` is alive, polling, for at most `limitMs`; true when it
 * ended. A SIGKILL'd process ends only when the scheduler next runs it, so on a loaded machine a
 * killed group's other members (a shell line's program, a script's children) may outlive the
 * direct child by a moment; nimlab waits that moment out so that none outlives nimlab.
 */
export async function untilGroupEnds(pgid: number, limitMs: number): Promise<boolean> {
  const until = Date.now() + limitMs;
  for (let wait = 1; groupIsAlive(pgid); wait = Math.min(2 * wait, 50)) {
    if (Date.now() >= until) return false;
    await sleep(wait);
  }
  return true;
}
