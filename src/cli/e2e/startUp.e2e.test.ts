import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cliMain } from '../testing/runCli.js';

const run = (args: string[]) => spawnSync(process.execPath, [cliMain, ...args], { encoding: 'utf8' });

describe('start-up', () => {
  it("`nimlab --help` lists each command as the command's own registration describes it (the list loads none)", () => {
    const help = run(['--help']);
    expect(help.status).toBe(0);
    const listedNames = help.stdout.split('\n').filter((line) => /^ {2}[a-z]/.test(line)).map((line) => line.trim().split(' ')[0]).filter((name) => name !== 'help');
    // Every command there is, none left out of the list (census and worker included).
    expect(listedNames).toEqual(['analyze', 'census', 'games', 'judge', 'misere-census', 'nimber', 'play', 'quotient', 'stress', 'table', 'worker']);
    for (const name of listedNames) {
      const own = run([name, '--help']).stdout;
      const listed = help.stdout.split('\n').find((line) => line.startsWith(`  ${name} `));
      expect(listed, name).toBeDefined();
      // The command's own help starts with its usage line, a blank line, then its description (wrapped).
      const lines = own.split('\n');
      const description = lines.slice(2, lines.indexOf('', 2)).map((line) => line.trim()).join(' ');
      expect(listed!.endsWith(`  ${description}`), `${name}: '${listed}' vs '${description}'`).toBe(true);
    }
  });

  it('nimlab alone shows the usage on stderr and exits 2; --version prints the version', () => {
    const bare = run([]);
    expect(bare.stderr).toContain('Usage: nimlab [options] [command]');
    expect(bare.status).toBe(2);
    expect(run(['--version']).stdout).toMatch(/^[0-9]+\.[0-9]+\.[0-9]+\n$/);
  });
});
