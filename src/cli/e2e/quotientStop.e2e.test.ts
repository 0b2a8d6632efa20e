import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { groupIsAlive, startAndRunFor, stopTwice } from '../testing/process.js';
import { cliMain } from '../testing/runCli.js';

/**
 * Issue 19: Ctrl-C inside one long heap of `nimlab quotient CODE`. 0.37 reaches heap 15 (order 304)
 * in a few seconds of CPU, then heap 16 alone runs for minutes (its outcome searches pass 3,000,000
 * stored sums), so a Ctrl-C sent after some seconds of the CLI's CPU time lands inside a heap that
 * only a stop read inside the heap can end: were it read only between heaps, the test would time out.
 */
const cacheDir = mkdtempSync(join(tmpdir(), 'nimlab-quotient-stop-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));
const ARGS = ['quotient', '0.37', '--max-order', '10000', '--time-limit', '600', '--cache-dir', cacheDir];
// Ctrl-C keeps the growth reached, as `table` keeps its values (quotientCheckpoint.ts).
const kept = `; kept in ${join(cacheDir, 'quotient-growth-0.37.bin')} (run again with --resume to go on)`;
const escaped = kept.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('Ctrl-C inside one long heap of a built-in quotient', () => {
  it('stops the heap, shows the heaps done before it, says so, exits 130, leaves no process', async () => {
    const { child, exit, output } = await startAndRunFor(ARGS, 5);
    child.kill('SIGINT');
    expect(await exit).toBe(130);
    const { stdout, stderr } = output();
    const line = new RegExp(
      `^nimlab: quotient interrupted \\(Ctrl-C\\) (during|after) heap (\\d+); shown for heaps ≤ (\\d+)${escaped}\n$`,
    ).exec(stderr);
    expect(line, stderr).not.toBeNull();
    const [, when, heap, shown] = line!;
    // During heap n: heaps 1..n−1 are shown. (After heap n: a stop that landed between two heaps, which
    // the growth also reads; with heaps that take seconds, all but never.)
    expect(Number(shown)).toBe(when === 'during' ? Number(heap) - 1 : Number(heap));
    expect(Number(shown)).toBeGreaterThanOrEqual(1);
    expect(stdout).toMatch(new RegExp(`^misère quotient of 0\\.37, sums of heaps 1\\.\\.${shown}: order \\d+`));
    expect(stdout).toContain(`  interrupted (Ctrl-C) ${when} heap ${heap}: not proven for larger heaps\n`);
    expect(stdout).toMatch(/^memory: \d+ MB resident; multiplication table \d+ bytes/m);
    expect(groupIsAlive(child.pid!)).toBe(false);
    // --resume goes on from the growth kept: asked for no more heaps, it shows the same quotient.
    const order = /^misère quotient of 0\.37, sums of heaps 1\.\.\d+: order (\d+)/.exec(stdout)![1];
    const again = spawnSync(process.execPath, [cliMain, ...ARGS, '--to', shown, '--resume'], { encoding: 'utf8' });
    expect(again.stderr).toBe(
      `nimlab: going on from heap ${shown} (order ${order}), kept in ${join(cacheDir, 'quotient-growth-0.37.bin')}\n`,
    );
    expect(again.stdout).toMatch(new RegExp(`^misère quotient of 0\\.37, sums of heaps 1\\.\\.${shown}: order ${order},`));
    expect(again.status).toBe(0);
  }, 60_000);

  it('a second Ctrl-C ends at once: one line saying how far it got, nothing on stdout, exit 130', async () => {
    // The second Ctrl-C may come after the answer on a loaded machine; such runs are tried again (stopTwice).
    const hardStop =
      /^nimlab: quotient interrupted \(Ctrl-C\) during heap \d+, order \d+ through heap \d+ \(a second Ctrl-C: not shown\)\n$/;
    const answeredFirst = new RegExp(
      `^nimlab: quotient interrupted \\(Ctrl-C\\) (?:(?:during|after) heap \\d+; shown for heaps ≤ \\d+${escaped}|again while showing the quotient reached)\n$`,
      'm',
    );
    const { hard, answeredFirst: runs } = await stopTwice(ARGS, 3, hardStop);
    for (const { status, stdout, stderr, groupAlive } of runs) {
      expect([status, groupAlive]).toEqual([130, false]);
      expect(stderr, "a second Ctrl-C after the answer: the first one's line, or the one for Ctrl-C again").toMatch(answeredFirst);
      // Shown whole when the second came after the showing (the first Ctrl-C's line); cut anywhere when it came during it.
      if (!/again/.test(stderr)) expect(stdout).toMatch(/^misère quotient of 0\.37, sums of heaps 1\.\.\d+/);
    }
    expect(hard, `three attempts and never the hard stop:\n${runs.map((r) => r.stderr).join('---\n')}`).not.toBeNull();
    expect([hard!.status, hard!.stdout, hard!.groupAlive]).toEqual([130, '', false]);
  }, 120_000);
});
