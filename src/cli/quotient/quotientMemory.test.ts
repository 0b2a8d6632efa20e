import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliMain } from '../testing/runCli.js';

const cacheDir = mkdtempSync(join(tmpdir(), 'nimlab-quotient-memory-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

function quotient(...args: string[]) {
  return spawnSync(process.execPath, [cliMain, 'quotient', '4.7', '--cache-dir', cacheDir, ...args], { encoding: 'utf8' });
}

describe('nimlab quotient --max-memory', () => {
  it('stops the growth past the bound, shows the heaps done, names the option, keeps the growth', () => {
    const first = quotient('--to', '6', '--resume');
    expect(first.status).toBe(0);
    // Every process holds more than 1 MB, so the first reading stops the growth: inside heap 7, the
    // first this run grows, if that heap asks the time, else between heaps 7 and 8.
    const bounded = quotient('--to', '16', '--resume', '--max-memory', '1');
    expect(bounded.status).toBe(0);
    const heap = Number(
      /^ {2}stopped at heap (\d+): resident memory passed the limit of 1 MB: not proven for larger heaps$/m.exec(bounded.stdout)?.[1],
    );
    expect([7, 8]).toContain(heap);
    expect(bounded.stdout).toMatch(new RegExp(`^misère quotient of 4\\.7, sums of heaps 1\\.\\.${heap - 1}: order \\d+`));
    const path = join(cacheDir, 'quotient-growth-4.7.bin');
    // Kept when a heap was added (as Ctrl-C keeps it): a bound met is work this machine cannot take further.
    const kept = heap === 8 ? `; kept in ${path} (run again with --resume to go on)` : '';
    expect(bounded.stderr).toBe(
      `nimlab: going on from heap 6 (order ${/order (\d+)/.exec(first.stdout)![1]}), kept in ${path}\n` +
        `nimlab: quotient stopped at heap ${heap}: resident memory passed the limit of 1 MB; shown for heaps ≤ ${heap - 1} (raise --max-memory)${kept}\n`,
    );
    // With room, the same kept growth goes on.
    const again = quotient('--to', '16', '--resume', '--max-memory', '100000');
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/^misère quotient of 4\.7, sums of heaps 1\.\.16: order \d+/);
  });

  it('a bound met in heap 1, or not a number: one line, exit 2', () => {
    const atOnce = quotient('--to', '16', '--max-memory', '1');
    expect([atOnce.status, atOnce.stdout, atOnce.stderr]).toEqual([2, '', 'nimlab: resident memory passed the limit of 1 MB\n']);
    const bad = quotient('--max-memory', 'lots');
    expect([bad.status, bad.stdout, bad.stderr]).toEqual([2, '', "nimlab: --max-memory: expected a whole number, got 'lots'\n"]);
  });
});
