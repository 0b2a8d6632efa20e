import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { groupIsAlive, liveMembers, untilGroupEnds } from './processGroup.js';

/** A shell in a group of its own that starts two sleepers and waits. */
function sleepingGroup() {
  const child = spawn('sh', ['-c', 'sleep 30 & sleep 30 & wait'], { detached: true, stdio: 'ignore' });
  return child.pid!;
}

describe('process groups', () => {
  it('a live group is alive until the wait gives up; once killed, the wait returns when its last member is gone', async () => {
    const pgid = sleepingGroup();
    while (liveMembers(pgid) < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(groupIsAlive(pgid)).toBe(true);
    expect(await untilGroupEnds(pgid, 100)).toBe(false);
    process.kill(-pgid, 'SIGKILL');
    expect(await untilGroupEnds(pgid, 10_000)).toBe(true);
    expect(groupIsAlive(pgid)).toBe(false);
    expect(liveMembers(pgid)).toBe(0);
  });

  it('a group that never existed is not alive, and the wait for it returns at once', async () => {
    // Group ids are process ids; the largest possible one is never in use here.
    expect(groupIsAlive(4_194_304)).toBe(false);
    expect(await untilGroupEnds(4_194_304, 0)).toBe(true);
  });
});
