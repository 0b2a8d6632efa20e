import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkGameModule, gameFromModule } from '../../engine/gameModule.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { nimlab } from '../testing/runCli.js';

const root = join(import.meta.dirname, '../../..');

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);

describe('user game modules', () => {
  it('analyzes a TypeScript module: Kayles 5 + 7 has value 4 xor 2 = 6', () => {
    const { status, stdout } = nimlab(['analyze', fixture('kayles.ts'), '5', '7', '--json']);
    expect(status).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.game).toBe('kayles');
    expect(report.grundy).toBe('6');
    expect(report.outcome).toBe('N');
    expect(report.winningMoves.length).toBeGreaterThan(0);
  });

  it('analyzes a module whose positions are pairs (parsed by its parse, no key) as the plain engine values them', async () => {
    const game = gameFromModule(checkGameModule(await import(fixture('pairs.mjs')), 'pairs'), 'pairs');
    const plain = new GrundySolver(game);
    for (const [a, b] of [
      [0, 0],
      [7, 9],
      [120, 75],
    ]) {
      const { status, stdout } = nimlab(['analyze', fixture('pairs.mjs'), String(a), String(b), '--json']);
      expect(status).toBe(0);
      const report = JSON.parse(stdout);
      expect(report.grundy).toBe(String(plain.grundy([a, b])));
      expect(report.winningMoves.length > 0).toBe(report.grundy !== '0');
    }
  });

  it('tabulates a module and finds its pattern, marked as observed: Kayles, period 12 from 71', () => {
    const { status, stdout } = nimlab(['table', fixture('kayles.ts'), '--to', '200', '--json']);
    expect(status).toBe(0);
    const table = JSON.parse(stdout);
    expect(table.values.slice(0, 10)).toEqual([0, 1, 2, 3, 1, 4, 3, 2, 1, 4]);
    expect(table.period).toEqual({ preperiod: 71, period: 12, saltus: 0, proven: false });
  });

  it('says so when no pattern shows', () => {
    const { status, stdout } = nimlab(['table', fixture('kayles.ts'), '--to', '60']);
    expect(status).toBe(0);
    expect(stdout).toContain('no pattern found up to 60');
  });

  it('stops a table of a module that loops', () => {
    // 3 s: on a loaded machine the worker may not reach moves within 1 s, and the message names the call.
    const { status, stderr } = nimlab(['table', fixture('loops.mjs'), '--time-limit', '3']);
    expect(status).toBe(2);
    expect(stderr).toContain('moves(0) did not return within 3 s (an endless loop in moves?');
  });

  it.each([
    ['loops.mjs', ['--time-limit', '3'], 'moves(0) did not return within 3 s (an endless loop in moves?'],
    ['throws.mjs', [], 'moves(3) threw: boom'],
    ['no-moves.mjs', [], "must export a function 'moves(position)'"],
    ['missing.ts', [], 'no such file'],
  ])('%s gets one clear line and exit code 2', (file, extra, message) => {
    const { status, stderr } = nimlab(['analyze', fixture(file), '5', ...extra]);
    expect(status).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(message);
  });
});

describe('without the optional package tsx', () => {
  it('a TypeScript module gets one line saying how to enable it; a JavaScript module still runs', () => {
    // The package as installed with `npm install --omit=optional`: dist/ and commander, no tsx.
    const home = mkdtempSync(join(tmpdir(), 'nimlab-no-tsx-'));
    try {
      cpSync(join(root, 'dist'), join(home, 'dist'), { recursive: true });
      cpSync(join(root, 'package.json'), join(home, 'package.json'));
      cpSync(join(root, 'node_modules/commander'), join(home, 'node_modules/commander'), { recursive: true });
      const run = (args: string[]) => spawnSync(process.execPath, [join(home, 'dist/cli/main.js'), ...args], { encoding: 'utf8' });
      const ts = run(['analyze', fixture('kayles.ts'), '5']);
      expect(ts.status).toBe(2);
      expect(ts.stderr.trim().split('\n')).toHaveLength(1);
      expect(ts.stderr).toContain('TypeScript modules need the optional package tsx (npm install tsx)');
      const js = run(['analyze', fixture('throws.mjs'), '2', '--json']);
      expect(js.status).toBe(0);
      expect(JSON.parse(js.stdout).grundy).toBe('0');
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});
