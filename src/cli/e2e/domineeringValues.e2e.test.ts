import { describe, expect, it } from 'vitest';
import { nimlab } from '../testing/runCli.js';

/** Issue 34: Domineering in the partizan catalog: small boards by canonical values, large ones by search. */
describe('nimlab analyze domineering (values)', () => {
  it('gives the canonical value of 3x4 in CGSuite notation, the outcome and the winning moves', () => {
    const { status, stdout } = nimlab(['analyze', 'domineering', '3x4']);
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.slice(0, 6)).toEqual([
      'game: domineering',
      'position: ....|....|....',
      'value: -3/2',
      'outcome: R (Right wins, whoever starts)',
      "Left's winning moves when Left starts (0):",
      '    none: every move loses',
    ]);
    expect(lines[6]).toBe("Right's winning moves when Right starts (9):");
    expect(lines[7]).toBe('    a1-b1 → ##..|....|....');
    expect(lines.at(-1)).toMatch(/^by: canonical values \(\d+ positions valued\)$/);
  });

  it('gives the value of every region of a board', () => {
    const { stdout } = nimlab(['analyze', 'domineering', '..#.|..#.|###.']);
    expect(stdout).toContain('value: {2|0}\n');
    expect(stdout).toContain('regions (the value is their sum):\n    ..|.. = +-1\n    .|.|. = 1\n');
  });

  it('searches a board with a region past the values’ reach (8x8 as before)', () => {
    const { status, stdout } = nimlab(['analyze', 'domineering', '2x14']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^domineering 2x14 /);
    expect(stdout).toContain('outcome: N (the first player wins)');
    expect(stdout).toMatch(/Left \(vertical\) moving first: wins, e\.g\. vertical domino ([a-n])1-\1[2] \(/);
    const big = nimlab(['analyze', 'domineering', '8x8', '--time-limit', '1']);
    expect(big.stderr).toMatch(/^nimlab: time limit of 1 s reached after [\d,]+ positions searched/);
    expect(big.status).toBe(2);
  });

  it('refuses the options that are not for partizan games', () => {
    const { status, stderr } = nimlab(['analyze', 'domineering', '3x3', '--misere']);
    expect(stderr).toBe("nimlab: --misere is not for partizan games ('domineering': value, outcome class and winning moves)\n");
    expect(status).toBe(2);
  });
});
