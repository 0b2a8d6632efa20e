import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliMain, nimlab } from './testing/runCli.js';

interface CensusJson {
  rows: {
    code: string;
    members: string[];
    status: string;
    order: number;
    pPortion: number;
    period: number | null;
    preperiod: number | null;
    stopped: { limit: string } | null;
  }[];
  totals: { codes: number; solved: number; unsolved: number };
  comparisons: { code: string; verdict: string }[];
  regenerate: string;
}

describe('nimlab misere-census', () => {
  it('prints one row per quotient: solved codes with period and preperiod, an unsolved one with the limit that stopped it', () => {
    const { status, stdout } = nimlab(['misere-census', '0.3', '0.5', '0.75', '0.77', '--to', '9', '--time', '60']);
    expect(status).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(/^code +order +\|P\| +heaps +period +preperiod +quotient +status +same quotient$/);
    // 0.3 and 0.5 share a row (same quotient, same heap map); 0.75 is solved at heap 21 — beyond --to 9, so not here.
    expect(lines.find((l) => l.startsWith('0.3 '))).toMatch(/^0\.3 +2 +1 +3 +2 +0 +tame ⟨a \| a² = 1⟩ +solved at heap 3 +0\.5$/);
    expect(lines.find((l) => l.startsWith('0.75 '))).toMatch(/^0\.75 +8 +2 +9 +— +— +.*no period proven by heap 9 \(the heap limit\)/);
    expect(lines.find((l) => l.startsWith('0.77 '))).toMatch(/no period proven by heap 9/);
    expect(stdout).toContain('4 codes in 3 rows: 2 solved');
  });

  it('--out writes the Markdown table and the JSON beside it, with the published figures compared', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nimlab-misere-census-'));
    const out = join(dir, 'census.md');
    const { status, stdout } = nimlab(['misere-census', '0.75', '0.7', '--time', '60', '--out', out]);
    expect(status).toBe(0);
    expect(stdout).toBe(`${out}\n${join(dir, 'census.json')}\n`);
    const markdown = readFileSync(out, 'utf8');
    expect(markdown).toContain('| 0.75 | 8 | 2 | 21 | 2 | 8 | wild: 2 idempotents, kernel 4 | solved at heap 21 |  |');
    expect(markdown).toContain('| 0.75 | quotient of all heaps: order 8, \\|P\\| 2 |');
    const json = JSON.parse(readFileSync(join(dir, 'census.json'), 'utf8')) as CensusJson;
    expect(json.rows.map((r) => [r.code, r.status, r.order, r.period, r.preperiod])).toEqual([
      ['0.7', 'solved', 2, 2, 0],
      ['0.75', 'solved', 8, 2, 8],
    ]);
    expect(json.comparisons).toEqual([expect.objectContaining({ code: '0.75', verdict: 'agrees' })]);
    expect(json.regenerate).toBe('nimlab misere-census --out docs/misere-census.md');
  });

  it.each([
    [['--to', '0'], 'nimlab: --to: expected a number in 1..200, got 0\n'],
    [['--time', 'soon'], "nimlab: --time: expected a duration such as 500ms, 2s, 1.5m or 1h (a bare number is seconds), got 'soon'\n"],
    [
      ['--time-limit', 'soon'],
      "nimlab: --time-limit: expected a duration such as 500ms, 2s, 1.5m or 1h (a bare number is seconds), got 'soon'\n",
    ],
    [['--max-order', '1'], 'nimlab: --max-order: expected a number in 2..32768, got 1\n'],
  ])('bad option %j: one line on stderr, exit 2', (args, message) => {
    const { status, stdout, stderr } = nimlab(['misere-census', '0.7', ...args]);
    expect(stderr).toBe(message);
    expect(status).toBe(2);
    expect(stdout).toBe('');
  });

  it('an unknown code or a pattern naming too many codes: one line, exit 2', () => {
    const bad = nimlab(['misere-census', '0.x7']);
    expect(bad.status).toBe(2);
    expect(bad.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(bad.stderr).toMatch(/^nimlab: /);
    const huge = nimlab(['misere-census', '0.?????????']);
    expect(huge.stderr).toBe("nimlab: pattern '0.?????????' names 8^9 codes; at most 262144 per pattern\n");
    expect(huge.status).toBe(2);
  });

  it('Ctrl-C stops it, prints the codes reached (the one interrupted says so) and exits 130', async () => {
    const child = spawn(process.execPath, [cliMain, 'misere-census', '0.77', '0.07', '--time', '600']);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      child.stderr.on('data', (chunk: Buffer) => {
        const first = !stderr.includes('computing');
        stderr += chunk.toString();
        if (first && stderr.includes('computing')) child.kill('SIGINT');
      });
      child.on('exit', resolve);
    });
    expect(code).toBe(130);
    // The signal comes during the first code (the line saying it computes is written at its first heap).
    expect(stderr).toMatch(
      /nimlab: misère census interrupted \(Ctrl-C\) in code 1; its row says how far it got, the codes after it were not computed\n$/,
    );
    expect(stdout).toMatch(/^0\.77 .* interrupted after heap \d+$/m);
    expect(stdout).not.toMatch(/^0\.07 /m);
  });
});
