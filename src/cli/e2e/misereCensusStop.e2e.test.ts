import { describe, expect, it } from 'vitest';
import { groupIsAlive, startAndRunFor, stopTwice } from '../testing/process.js';
import { nimlab } from '../testing/runCli.js';

/**
 * Issue 19: Ctrl-C inside one long heap of `nimlab misere-census`. With --max-order 1000, 0.37
 * reaches heap 15 (order 304) in about a second of CPU, then heap 16 alone runs for minutes (its
 * recalibration and search by sums find no quotient within the order limit), so a Ctrl-C sent after
 * 5 s of the CLI's CPU time lands inside it. Read only between heaps, the stop would wait for the
 * code's 120 s and the test would time out. 0.7 before it is solved at once: its row must be the one
 * an uninterrupted census prints.
 */
const ARGS = ['misere-census', '0.7', '0.37', '--max-order', '1000', '--time', '120'];
const STOPPED_LINE =
  'nimlab: misère census interrupted (Ctrl-C) in code 2; its row says how far it got, the codes after it were not computed\n';

/** The cells of a code's row in the text table (its column widths depend on the other rows). */
function rowOf(table: string, code: string): string[] | undefined {
  return table
    .split('\n')
    .find((line) => line.startsWith(`${code} `))
    ?.split(/ {2,}/);
}

describe('Ctrl-C inside one long heap of the misère census', () => {
  it('stops the heap: the codes done and the interrupted row (heaps before it), the line saying so, exit 130, no process left', async () => {
    const { child, exit, output } = await startAndRunFor(ARGS, 5);
    child.kill('SIGINT');
    expect(await exit).toBe(130);
    const { stdout, stderr } = output();
    expect(stderr).toBe(`misère census: computing 2 code(s) (Ctrl-C stops and prints the codes reached)\n${STOPPED_LINE}`);
    expect(rowOf(stdout, '0.37')).toEqual([
      '0.37',
      '304',
      expect.stringMatching(/^\d+$/),
      '15',
      '—',
      '—',
      expect.any(String),
      'interrupted after heap 15',
    ]);
    const uninterrupted = nimlab(['misere-census', '0.7', '--time', '120']);
    expect(rowOf(stdout, '0.7')).toEqual(rowOf(uninterrupted.stdout, '0.7'));
    expect(stdout).toContain('2 codes in 2 rows: 1 solved');
    expect(stdout).toContain('interrupted (Ctrl-C): the codes after the last row were not computed');
    expect(groupIsAlive(child.pid!)).toBe(false);
  }, 60_000);

  it('--json after Ctrl-C: the census reached, the interrupted code marked so', async () => {
    const { child, exit, output } = await startAndRunFor([...ARGS, '--json'], 3);
    child.kill('SIGINT');
    expect(await exit).toBe(130);
    const { stdout, stderr } = output();
    expect(stderr.endsWith(STOPPED_LINE)).toBe(true);
    const json = JSON.parse(stdout) as { rows: { code: string; heaps: number; stopped: { limit: string; message: string } | null }[] };
    expect(json.rows.map((r) => [r.code, r.heaps, r.stopped?.limit ?? null])).toEqual([
      ['0.7', 6, null],
      ['0.37', 15, 'interrupted'],
    ]);
    expect(groupIsAlive(child.pid!)).toBe(false);
  }, 60_000);

  it('a second Ctrl-C ends at once: one line saying how far it got, no table, exit 130', async () => {
    // The second Ctrl-C may come after the answer on a loaded machine; such runs are tried again (stopTwice).
    const hardStop =
      /\nnimlab: misère census interrupted \(Ctrl-C\) twice, after 1 of 2 codes and heap 15 of 0\.37 \(order 304\); the table is not shown\n$/;
    const answeredFirst = new RegExp(
      `\\n(?:${STOPPED_LINE.replace(/[()]/g, '\\$&').trim()}|nimlab: misère census interrupted \\(Ctrl-C\\) again while showing the codes reached)\\n$`,
    );
    const { hard, answeredFirst: runs } = await stopTwice(ARGS, 3, hardStop);
    for (const { status, stderr, groupAlive } of runs) {
      expect([status, groupAlive]).toEqual([130, false]);
      expect(stderr, "a second Ctrl-C after the answer: the first one's line, or the one for Ctrl-C again").toMatch(answeredFirst);
    }
    expect(hard, `three attempts and never the hard stop:\n${runs.map((r) => r.stderr).join('---\n')}`).not.toBeNull();
    expect([hard!.status, hard!.stdout, hard!.groupAlive]).toEqual([130, '', false]);
  }, 120_000);
});
