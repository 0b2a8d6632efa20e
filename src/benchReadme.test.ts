import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * bench/README.md's results table is generated from bench/results.json by
 * bench/tools/readme-table.mjs: the committed table must be what the script prints, so the README
 * quotes no figure the record does not hold.
 */
const root = resolve(import.meta.dirname, '..');
const BEGIN = '<!-- results table: generated from results.json by tools/readme-table.mjs; do not edit -->';
const END = '<!-- end of results table -->';

function committedTable(): string {
  const readme = readFileSync(join(root, 'bench', 'README.md'), 'utf8');
  const begin = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  expect(begin, 'bench/README.md has the table markers').toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(begin);
  return readme.slice(begin + BEGIN.length, end).trim();
}

describe('bench/README.md results table', () => {
  it('equals the output of bench/tools/readme-table.mjs on bench/results.json', () => {
    const run = spawnSync(process.execPath, [join(root, 'bench', 'tools', 'readme-table.mjs')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(committedTable()).toBe(run.stdout.trim());
  });

  it('has one row per row of the record', () => {
    const results = JSON.parse(readFileSync(join(root, 'bench', 'results.json'), 'utf8')) as { rows: unknown[] };
    const rows = committedTable()
      .split('\n')
      .filter((line) => line.startsWith('| '));
    expect(rows.length).toBe(results.rows.length + 2); // and the header and alignment lines
  });
});
