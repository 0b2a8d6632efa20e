import { describe, expect, it } from 'vitest';
import { startAndRunFor } from '../testing/process.js';
import { nimlab } from '../testing/runCli.js';

describe('nimlab misère commands', () => {
  it('quotient --json: misère Nim on heaps ≤ 7 has order 10, and every heap maps to an element', () => {
    const { status, stdout } = nimlab(['quotient', '0.[3]', '--to', '7', '--json']);
    expect(status).toBe(0);
    const q = JSON.parse(stdout) as {
      order: number;
      heaps: number;
      table: number[][];
      pPortion: string[];
      heapElement: Record<string, string>;
      stopped: null;
    };
    expect(q.order).toBe(10);
    expect(q.heaps).toBe(7);
    expect(q.table).toHaveLength(10);
    expect(Object.keys(q.heapElement)).toHaveLength(7);
    expect(q.pPortion).toContain('1');
    expect(q.stopped).toBeNull();
  });

  it('quotient text: 0.75 has the order-8 quotient, with table, P-portion and presentation', () => {
    const { status, stdout } = nimlab(['quotient', '0.75', '--to', '12']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/order 8, P-portion 2 element/);
    expect(stdout).toMatch(/presentation: generators = heaps 1\.\.12/);
    expect(stdout).toMatch(/multiplication table/);
  });

  it('quotient without --to grows until proven: 0.75 is solved with period 2 from heap 8, its whole heap map and analysis', () => {
    const { status, stdout } = nimlab(['quotient', '0.75']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^solved: period 2, preperiod 8, order 8, \|P\| 2 /m);
    expect(stdout).toMatch(/for every heap n ≥ 10: n ↦ the element of n − 2/);
    expect(stdout).toMatch(/^analysis: 2 idempotent\(s\); not tame; kernel of order 4/m);
    expect(stdout).toMatch(/^memory: \d+ MB resident/m);
  });

  it('analyze --misere answers heaps of 10^12 from the solved quotient, with winning moves', () => {
    const { status, stdout } = nimlab(['analyze', '0.75', '1000000000000', '999999999999', '3', '--misere', '--json']);
    expect(status).toBe(0);
    const answer = JSON.parse(stdout) as { outcome: string; method: string; winningMoves: { move: string }[] };
    expect(answer.method).toMatch(/solved misère quotient \(order 8, heap map of period 2 from heap 8, proven\)/);
    expect(answer.winningMoves.length > 0).toBe(answer.outcome === 'N');
  });

  it('quotient of a game module without start positions: one line asking for them, exit 2 (the module quotient: moduleQuotient.test.ts)', () => {
    const { status, stderr } = nimlab(['quotient', './kayles.mjs']);
    expect(status).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/give the start positions, e\.g\. nimlab quotient \.\/kayles\.mjs 5 7/);
  });

  it('a quotient that keeps growing stops at the stated limit and says so', () => {
    const { status, stdout, stderr } = nimlab(['quotient', '0.37', '--to', '14', '--max-order', '20']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/stopped at heap 10: .*limit of 20/);
    expect(stderr).toMatch(/shown for heaps ≤ 9/);
  });

  it('--max-order goes to 32,768 (a table of 2 GiB at 16 bits an entry), and past it is bad input', () => {
    const { status, stderr } = nimlab(['quotient', '0.75', '--to', '3', '--max-order', '32769']);
    expect(stderr).toBe('nimlab: --max-order: expected a number in 2..32768, got 32769\n');
    expect(status).toBe(2);
    const largest = nimlab(['quotient', '0.75', '--to', '3', '--max-order', '32768']);
    expect(largest.status).toBe(0);
    expect(largest.stdout).toMatch(/^memory: \d+ MB resident; multiplication table \d+ bytes \(\d+² entries of 2 bytes\)$/m);
  });

  it('bad input: unknown code, --to beyond the limit, a form too big: one line, exit 2', () => {
    for (const args of [
      ['quotient', 'nosuch'],
      ['quotient', '0.77', '--to', '999'],
      ['quotient', './mygame.mjs', '5', '--resume'],
      ['quotient', '0.77', '--resume', '--cache-dir', ''],
      ['table', '0.77', '--misere', '--to', '9999'],
      ['analyze', 'nim', '3', '--canonical'],
      // Dawson's Kayles' quotient is not proven within a second (it is not solved by heap 25): heap 500 has no answer.
      ['analyze', '0.07', '500', '--misere', '--time-limit', '1'],
    ]) {
      const { status, stderr } = nimlab(args);
      expect(status, args.join(' ')).toBe(2);
      expect(stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
  });

  it('table --misere: Kayles genera (printed as CGSuite prints them), nim heaps and phyla per heap', () => {
    const { status, stdout } = nimlab(['table', 'kayles', '--misere', '--to', '8', '--json']);
    expect(status).toBe(0);
    const table = JSON.parse(stdout) as {
      misere: { heap: number; nimHeap: number | null; genus: string; genusTerms: number[]; phylum: string }[];
    };
    expect(table.misere.map((r) => r.genus).slice(0, 8)).toEqual(['0', '1', '2', '3', '1', '4^146', '3', '2^2']);
    expect(table.misere[5].genusTerms).toEqual([1, 4, 6]);
    expect(table.misere[4].nimHeap).toBe(1);
    expect(table.misere.map((r) => r.phylum).slice(4, 8)).toEqual(['nim heap', 'restless', 'nim heap', 'reversibly tame']);
    const text = nimlab(['table', 'kayles', '--misere', '--to', '8']).stdout;
    expect(text).toMatch(/^\s+7\s+—\s+2\^2\s+reversibly tame\s+7$/m);
  });

  it('table --misere: Ctrl-C stops after the heap being computed and shows the heaps done, exit 130; --time-limit bounds it', async () => {
    type MisereTable = { misere: { heap: number; genus: string }[]; stopped: string | null };
    // Kayles heap 200's forms would take days: after a second of CPU it is well inside the table.
    const { child, exit, output } = await startAndRunFor(
      ['table', 'kayles', '--misere', '--to', '200', '--time-limit', '3600', '--json'],
      1,
    );
    child.kill('SIGINT');
    expect(await exit).toBe(130);
    const { stdout, stderr } = output();
    const stopped = JSON.parse(stdout) as MisereTable;
    const last = stopped.misere.length - 1;
    expect(last).toBeGreaterThan(8);
    expect(last).toBeLessThan(200);
    expect(stopped.stopped).toBe(`stopped after heap ${last}: interrupted (Ctrl-C)`);
    expect(stopped.misere.map((r) => r.genus).slice(0, 8)).toEqual(['0', '1', '2', '3', '1', '4^146', '3', '2^2']);
    expect(stderr.trim().split('\n')).toEqual([`nimlab: interrupted (Ctrl-C) after heap ${last}; the heaps done are shown`]);

    const limited = nimlab(['table', 'kayles', '--misere', '--to', '200', '--time-limit', '1', '--json']);
    expect(limited.status).toBe(0);
    const table = JSON.parse(limited.stdout) as MisereTable;
    expect(table.stopped).toBe(`stopped after heap ${table.misere.length - 1}: the time limit of 1 s for canonical forms was reached`);
    for (const bad of ['0', 'x']) {
      const { status, stderr: line } = nimlab(['table', 'kayles', '--misere', '--time-limit', bad]);
      expect(status).toBe(2);
      expect(line.trim().split('\n')).toHaveLength(1);
    }
  });

  it('analyze --misere on a heap game uses the quotient and says so', () => {
    const { status, stdout } = nimlab(['analyze', '0.[3]', '1', '1', '1', '--misere']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/outcome: P/);
    expect(stdout).toMatch(/by: misère quotient of heaps 1\.\.1/);
    const n = nimlab(['analyze', 'kayles', '5', '7', '3', '--misere', '--json']);
    expect(JSON.parse(n.stdout)).toMatchObject({ outcome: 'N', play: 'misere' });
  });

  it('analyze ./module --misere --canonical prints the canonical form, genus and phylum', () => {
    const { status, stdout } = nimlab(['analyze', 'src/cli/userGame/fixtures/kayles.ts', '5', '--misere', '--canonical']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/canonical form: \{\*,\*2,\*3,\{\*2,\*3\}\}/);
    expect(stdout).toMatch(/genus: 4\^146 \(restless\)/);
    // Without --canonical: outcome and winning moves only, checked against Kayles 5 (N: take the middle pin, leaving 2 + 2).
    const plain = nimlab(['analyze', 'src/cli/userGame/fixtures/kayles.ts', '5', '--misere']);
    expect(plain.stdout).toMatch(/outcome: N/);
    expect(plain.stdout).not.toMatch(/canonical form:/);
    expect(plain.stdout).toMatch(/5 → 2 \+ 2/);
  });
});
