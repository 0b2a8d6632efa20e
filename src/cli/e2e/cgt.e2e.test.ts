import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cliMain, nimlab } from '../testing/runCli.js';

/** `nimlab cgt` end to end, on the built CLI. Expected values: CGSuite's own test cases. */
describe('nimlab cgt', () => {
  it('prints the canonical form, outcome, stops, mean, temperature and thermograph', () => {
    const { status, stdout, stderr } = nimlab(['cgt', '{3||2+*|1+*}']);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toBe(
      [
        '{3||2*|1*}',
        'outcome:     L',
        'left stop:   3',
        'right stop:  2',
        'mean:        9/4',
        'temperature: 3/4',
        'thermograph: Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])',
        '',
      ].join('\n'),
    );
  });

  it("--json gives the properties under CGSuite's names", () => {
    const { status, stdout } = nimlab(['cgt', '{0||0|-3/2}', '--json']);
    expect(status).toBe(0);
    const json = JSON.parse(stdout) as Record<string, string>;
    expect(json.CanonicalForm).toBe('Tiny(3/2)');
    expect(json.OutcomeClass).toBe('L');
    expect(json.Birthday).toBe('5');
    expect(json.LeftIncentives).toBe('{Miny(3/2)}');
    expect(json.Thermograph).toBe('Thermograph(0,[0],[0,-1],0,[],[0])');
  });

  it("--json gives CGSuite's full property list, undefined ones as CGSuite's messages", () => {
    const json = JSON.parse(nimlab(['cgt', '{3||2+*|1+*}', '--json']).stdout) as Record<string, string>;
    const names = Object.keys(json).filter((name) => name !== 'expression');
    expect(names).toEqual([...names].sort());
    for (const name of ['AtomicWeight', 'Companion', 'Degree', 'IsAtomic', 'IsEven', 'IsEvenTempered', 'IsIdempotent', 'IsOdd']) {
      expect(names).toContain(name);
    }
    for (const name of ['IsOddTempered', 'IsOrdinal', 'IsPlumtree', 'IsPseudonumber', 'IsStopper', 'IsUptimal', 'ReducedCanonicalForm']) {
      expect(names).toContain(name);
    }
    for (const name of ['StopCount', 'UptimalExpansion', 'Variety']) expect(names).toContain(name);
    expect(names.length).toBe(47);
    expect([json.AtomicWeight, json.ReducedCanonicalForm, json.IsOddTempered, json.StopCount]).toEqual([
      '!!That game is not atomic.',
      '{3||2|1}',
      'true',
      '5',
    ]);
    expect(json.UptimalExpansion).toBe(
      '!!Not a method or member variable: `UptimalExpansion` (in object of class `game.CanonicalShortGame`)',
    );
    const up = JSON.parse(nimlab(['cgt', '{0||0|v*}', '--json']).stdout) as Record<string, string>;
    expect([up.CanonicalForm, up.AtomicWeight, up.Companion, up.UptimalExpansion]).toEqual(['{0|^<2>}', '1', '{0|^<2>*}', '*.12']);
  });

  it('answers comparisons and sums written as several words', () => {
    expect(nimlab(['cgt', '^', '<>', '*']).stdout).toBe('true\n');
    expect(nimlab(['cgt', '+-1 + +-1/2']).stdout.split('\n')[0]).toBe('+-{3/2|1/2}');
  });

  it('bad input: one line, exit 2', () => {
    for (const [expression, message] of [
      ['{1|0|}', 'ambiguous slashes: \'|\' appears twice at one level at column 5 of "{1|0|}"'],
      ['{|', 'expected \'}\' at the end of "{|"'],
      ['Tiny(', 'expected a game at the end of "Tiny("'],
    ]) {
      const { status, stdout, stderr } = nimlab(['cgt', expression]);
      expect(stderr).toBe(`nimlab: ${message}\n`);
      expect(stdout).toBe('');
      expect(status).toBe(2);
    }
  });

  it('a canonical form too large for the store stops at --max-games in one line', () => {
    const { status, stderr } = nimlab(['cgt', '*20000', '--max-games', '1000']);
    expect(stderr).toBe(
      'nimlab: the game store passed its limit of 1000 games (the canonical form is too large) (raise it with --max-games)\n',
    );
    expect(status).toBe(2);
  });

  it('--time-limit stops a long computation in one line', () => {
    // *20000 alone holds 2·10^8 option entries: far more than a second's work.
    const { status, stderr } = nimlab(['cgt', '*20000', '--time-limit', '1']);
    expect(stderr).toBe('nimlab: the time limit of 1 s was reached (raise it with --time-limit)\n');
    expect(status).toBe(2);
  });

  it('--time-limit takes units', () => {
    const { status, stderr } = nimlab(['cgt', '*20000', '--time-limit', '500ms']);
    expect(stderr).toBe('nimlab: the time limit of 0.5 s was reached (raise it with --time-limit)\n');
    expect(status).toBe(2);
  });

  it('Ctrl-C stops a long computation: exit 130 and how far it got', async () => {
    const child = spawn(process.execPath, [cliMain, 'cgt', '*30000', '--time-limit', '10m'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
    expect(stderr).toMatch(/^nimlab: cgt interrupted \(Ctrl-C\) after \d+ games stored\n$/);
    expect(code).toBe(130);
  });

  it('a session: names, _, and errors that keep it going', () => {
    const { status, stdout } = nimlab(['cgt'], 'g := {1|0}\ng + g\n_ + *\n{|\ng - g\n');
    expect(status).toBe(0);
    expect(stdout).toBe('{1|0}\n1\n1*\nerror: expected \'}\' at the end of "{|"\n0\n');
  });

  it("reads Norton's and Conway's products as CGSuite writes them (CGSuite's own test cases)", () => {
    expect(nimlab(['cgt', '(1/2).NortonMultiply(^)']).stdout.split('\n')[0]).toBe('{^^*|v*}');
    expect(nimlab(['cgt', 'Tiny(2).NortonMultiply(^)']).stdout.split('\n')[0]).toBe('{^^*||0|v6}');
    expect(nimlab(['cgt', '{3|1}.ConwayMultiply(^^)']).stdout.split('\n')[0]).toBe('{^6|^^}');
    expect(nimlab(['cgt', '^', 'NortonMultiply', '^']).stdout.split('\n')[0]).toBe('{^^*||0|v4}');
    const json = JSON.parse(nimlab(['cgt', '15.ConwayProduct(^^*2)', '--json']).stdout) as Record<string, string>;
    expect(json.CanonicalForm).toBe('^30*2');
  });

  it('a product written wrongly: one line, exit 2', () => {
    for (const [expression, message] of [
      ['3.^', 'expected a method after \'.\' (Norton multiplication is G.NortonMultiply(U), as in CGSuite) at column 3 of "3.^"'],
      [
        '{1|0}.Cool(1)',
        'unknown method \'Cool\' (nimlab cgt knows NortonMultiply, ConwayMultiply, ConwayProduct) at column 7 of "{1|0}.Cool(1)"',
      ],
    ]) {
      const { status, stdout, stderr } = nimlab(['cgt', expression]);
      expect(stderr).toBe(`nimlab: ${message}\n`);
      expect(stdout).toBe('');
      expect(status).toBe(2);
    }
  });

  it('a session reads products, named games among them', () => {
    const { status, stdout } = nimlab(['cgt'], 'g := {3|1}\ng.ConwayProduct(^^)\n_ NortonMultiply 1\n3.^\n');
    expect(status).toBe(0);
    expect(stdout).toBe(
      '{3|1}\n{^6|^^}\n{^6|^^}\nerror: expected a method after \'.\' (Norton multiplication is G.NortonMultiply(U), as in CGSuite) at column 3 of "3.^"\n',
    );
  });

  it('a session: a line past --time-limit is one error line and the session goes on', () => {
    // Bounded: were the limit not applied to the line, *20000 would take minutes.
    const { status, stdout, stderr } = spawnSync(process.execPath, [cliMain, 'cgt', '--time-limit', '1'], {
      input: 'g := {1|0}\n*20000\ng + g\n',
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toBe('{1|0}\nerror: the time limit of 1 s was reached (raise it with --time-limit)\n1\n');
  });

  it('a session: Ctrl-C stops a long line with how far it got and keeps the session and its names', async () => {
    const child = spawn(process.execPath, [cliMain, 'cgt', '--time-limit', '10m'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    /** Resolves once the session has printed `count` lines. */
    const printed = async (count: number) => {
      while (stdout.split('\n').length <= count) await new Promise((resolve) => setTimeout(resolve, 50));
    };
    const exited = new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
    // Bounded: a child still running when the test gives up is ended.
    const guard = setTimeout(() => child.kill('SIGKILL'), 50_000);
    child.stdin.write('g := {1|0}\n');
    await printed(1);
    // *30000 takes minutes; the session has read the line long before the Ctrl-C comes.
    child.stdin.write('*30000\n');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    child.kill('SIGINT');
    await printed(2);
    child.stdin.write('g + g\n');
    await printed(3);
    child.stdin.end();
    expect(await exited).toBe(0);
    clearTimeout(guard);
    expect(stdout).toMatch(/^\{1\|0\}\ninterrupted after \d+ games stored \(Ctrl-C\)\n1\n$/);
    expect(stderr).toBe('');
  }, 60_000);
});
