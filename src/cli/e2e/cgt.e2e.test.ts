import { describe, expect, it } from 'vitest';
import { nimlab } from '../testing/runCli.js';

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

  it('a session: names, _, and errors that keep it going', () => {
    const { status, stdout } = nimlab(['cgt'], 'g := {1|0}\ng + g\n_ + *\n{|\ng - g\n');
    expect(status).toBe(0);
    expect(stdout).toBe('{1|0}\n1\n1*\nerror: expected \'}\' at the end of "{|"\n0\n');
  });
});
