import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cliMain } from '../testing/runCli.js';

const run = (args: string[]) => spawnSync(process.execPath, [cliMain, ...args], { encoding: 'utf8' });

describe('start-up', () => {
  it("`nimlab --help` lists each command as the command's own registration describes it (the list loads none)", () => {
    const help = run(['--help']);
    expect(help.status).toBe(0);
    const listedNames = help.stdout
      .split('\n')
      .filter((line) => /^ {2}[a-z]/.test(line))
      .map((line) => line.trim().split(' ')[0])
      .filter((name) => name !== 'help');
    // Every command there is, none left out of the list (census and worker included).
    expect(listedNames).toEqual([
      'analyze',
      'census',
      'cgt',
      'games',
      'judge',
      'misere-census',
      'nash',
      'nimber',
      'play',
      'quotient',
      'stress',
      'table',
      'worker',
    ]);
    for (const name of listedNames) {
      const own = run([name, '--help']).stdout;
      const listed = help.stdout.split('\n').find((line) => line.startsWith(`  ${name} `));
      expect(listed, name).toBeDefined();
      // The command's own help starts with its usage line, a blank line, then its description (wrapped).
      const lines = own.split('\n');
      const description = lines
        .slice(2, lines.indexOf('', 2))
        .map((line) => line.trim())
        .join(' ');
      expect(listed!.endsWith(`  ${description}`), `${name}: '${listed}' vs '${description}'`).toBe(true);
    }
  });

  // The quick path (src/cli/analyze/quickAnalyze.ts) answers a small analyze without the argument parser;
  // an option it does not take (--time-limit) sends the same request through the full command.
  it.each([
    ['nim', '3', '4', '5'],
    ['0.77', '5', '3'],
    ['0.07', '10', '12', '--json'],
    ['kayles', '1024', '1000', '--explain'],
    ['4!.0', '30', '--json', '--explain'],
    ['wythoff', '3', '5'],
    ['bash:3', '10', '--explain'],
    ['nim', '0'],
    ['nim', 'x'],
    ['bogus', '3'],
    ['0.77', '-3'],
    ['0.77', '100000'],
    ['0.77*', '70'],
  ])('analyze %s …: the quick path prints what the full command prints', (...args) => {
    const quick = run(['analyze', ...args]);
    const full = run(['analyze', ...args, '--time-limit', '600']);
    expect(quick.stdout).toBe(full.stdout);
    expect(quick.stderr).toBe(full.stderr);
    expect(quick.status).toBe(full.status);
  });

  it('nimlab alone shows the usage on stderr and exits 2; --version prints the version', () => {
    const bare = run([]);
    expect(bare.stderr).toContain('Usage: nimlab [options] [command]');
    expect(bare.status).toBe(2);
    expect(run(['--version']).stdout).toMatch(/^[0-9]+\.[0-9]+\.[0-9]+\n$/);
  });
});
