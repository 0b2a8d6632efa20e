import { describe, expect, it } from 'vitest';
import { nimlab } from './testing/runCli.js';

describe('nimlab: the notation of coin-turning and take-and-break codes', () => {
  it.each([
    ['1-', "the range '1-' needs its upper end"],
    ['3C(', "'C(' needs a span and a closing ')'"],
    ['80.', 'nothing after the point'],
    ['0.{9', "needs a closing '}'"],
    ['0.{9}', 'heap count 9 is more than a digit may name'],
    ['40.0', 'play could go on forever'],
    ['3Q', "unexpected 'Q'"],
  ])('bad code %s: one line naming the fault, exit 2', (code, fault) => {
    for (const command of [
      ['analyze', code, 'HTH'],
      ['table', code],
      ['play', code, 'HTH'],
    ]) {
      const { status, stdout, stderr } = nimlab(command);
      expect(status, command.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toContain(fault);
      expect(stderr).not.toContain('    at ');
    }
  });

  it('analyze reads a strip of heads and tails under a coin-turning code and by a name', () => {
    const mock = nimlab(['analyze', '1-3', 'HTTHTHTTH']);
    expect(mock.status).toBe(0);
    // Heads coins 1, 4, 6, 9 of Mock Turtles: 1 ⊕ 7 ⊕ 11 ⊕ 16 = 29.
    expect(mock.stdout).toContain('grundy value: 29');
    const grunt = nimlab(['analyze', 'grunt', 'TTTTTH']);
    expect(grunt.stdout).toContain('grundy value: 2');
    expect(nimlab(['analyze', 'turning:4FS', 'TTTTTH']).stdout).toContain('grundy value: 2');
  });

  it('table prints the nim sequence of a coin-turning code', () => {
    const { status, stdout } = nimlab(['table', 'turnips', '--to', '20', '--csv']);
    expect(status).toBe(0);
    const values = stdout
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => Number(line.split(',')[1]));
    // Coins 1..20: there is no coin 0.
    expect(values).toEqual([0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4]);
  });

  it('table also takes the classic row games by name, every coin numbered from 1 (coin 1 the first)', () => {
    const column = (game: string) =>
      nimlab(['table', game, '--to', '9', '--csv'])
        .stdout.trim()
        .split('\n')
        .slice(1)
        .map((line) => Number(line.split(',')[1]));
    // Mock Turtles: the odious numbers. Ruler: the largest power of 2 dividing n. Twins: n − 1.
    expect(column('mock-turtles')).toEqual([1, 2, 4, 7, 8, 11, 13, 14, 16]);
    expect(column('ruler')).toEqual([1, 2, 1, 4, 1, 2, 1, 8, 1]);
    expect(column('twins')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('analyze and table accept the full take-and-break grammar', () => {
    expect(nimlab(['analyze', '0.{0!,2!,3!}', '5', '7']).stdout).toContain('0.D! 5 7');
    expect(nimlab(['analyze', '80.0', '6']).stdout).toContain('(add 1)');
    expect(nimlab(['analyze', '04.00[30]', '7']).stdout).toContain('4.00[30] 7');
    const star = nimlab(['table', '0.*!3', '--to', '12', '--json']);
    expect(star.status).toBe(0);
    expect(JSON.parse(star.stdout).game).toBe('0.*!3');
    // Open-ended splits are computed up to heap 64, which is also their default table length.
    expect(JSON.parse(nimlab(['table', '0.*', '--json']).stdout).values).toHaveLength(65);
    expect(nimlab(['table', '0.*', '--to', '65']).stderr).toContain('heaps up to 64 only');
  });

  it('play takes a coin code and a new take-and-break form', () => {
    const coins = nimlab(['play', '1-3', 'HTTH'], 'quit\n');
    expect(coins.status).toBe(0);
    expect(coins.stdout).toContain('position: HTTH');
    const heaps = nimlab(['play', '0.*!3', '4'], 'quit\n');
    expect(heaps.status).toBe(0);
    expect(heaps.stdout).toContain('position: 4');
  });

  // Every code issue 11 names, each with a position: analyze, table and play all take it.
  const COIN_CODES = [
    '1-3',
    '1+C',
    '1-9',
    '3',
    '3E',
    '4FS',
    '1+S',
    '1-3C(5)',
    '3C(5)',
    '1-5C',
    'moidores',
    'triplets',
    'turnips',
    'mogul',
    'moebius',
    'sym',
    'grunt',
  ];
  const HEAP_CODES = ['0.{0!,2!,3!}', '0.D!', '0.*!3', '80.0', '04.00[30]', '0.{2+}=', '4!.0', '0.[3]'];
  it.each([...COIN_CODES.map((code) => [code, 'TTHTTH']), ...HEAP_CODES.map((code) => [code, '9'])])(
    '%s is taken by analyze, table and play',
    (code, position) => {
      for (const command of [
        ['analyze', code, position],
        ['table', code, '--to', '12'],
        ['play', code, position],
      ]) {
        const { status, stdout, stderr } = nimlab(command, 'quit\n');
        expect(stderr, command.join(' ')).toBe('');
        expect(status, command.join(' ')).toBe(0);
        expect(stdout.length).toBeGreaterThan(0);
      }
    },
  );

  it('games lists every code family with its grammar and an example', () => {
    const { stdout } = nimlab(['games']);
    expect(stdout).toContain('turning:CODE');
    expect(stdout).toContain('C(n)');
    expect(stdout).toContain('nimlab analyze 1-3 HTTHTHTTH');
    expect(stdout).toContain('octal:CODE');
    expect(stdout).toContain('{0,2!,3+}');
  });

  it.each([
    [['analyze', 'gen-wythoff:0', '3', '4'], 'at least 1'],
    [['analyze', 'genmem:process.exit()', '5'], 'expression in m'],
    [['analyze', 'node-kayles', '1-2-3'], "not an edge 'u-v'"],
    [['analyze', 'acrostic:turnips', 'TH'], "joined by '*'"],
    [['nimber', '200 ugly'], 'expected a number, got the end'],
  ])('the new rulesets refuse bad input in one line: %s', (command, fault) => {
    const { status, stderr } = nimlab(command);
    expect(status).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(fault);
  });

  it('the new rulesets answer from the CLI', () => {
    expect(nimlab(['analyze', 'gen-wythoff:2', '4', '10']).stdout).toContain('outcome: P');
    expect(nimlab(['analyze', 'mem', '10', '11']).stdout).toContain('outcome: P');
    expect(nimlab(['analyze', 'arc-kayles', 'path:7']).stdout).toContain('grundy value:');
    expect(nimlab(['nimber', '2', 'ugly', '2']).stdout.trim()).toBe('1');
    expect(nimlab(['nimber', '14 ⊠ 2']).stdout.trim()).toBe('13');
    expect(nimlab(['analyze', 'acrostic:twins*twins', 'TTT', 'TTH']).stdout).toContain('grundy value: 3');
    expect(nimlab(['analyze', 'cross:twins*twins', 'TTT', 'TTH']).stdout).toContain('grundy value: 2');
  });
});
