import { describe, expect, it } from 'vitest';
import { nimlab } from '../testing/runCli.js';

describe('nimlab play of a partizan game (scripted through a pipe)', () => {
  it('plays Toads and Frogs as Left: the hint names the winning move, the computer answers as Right', () => {
    // T.T.F.F: Left's only winning move is 3-4 (hand-checked by the analysis, held against minimax).
    const { status, stdout } = nimlab(['play', 'toads-and-frogs', 'T.T.F.F', '--as', 'left'], 'hint\n3-4\n');
    expect(status).toBe(0);
    expect(stdout).toContain('you are Left (Toads and Frogs); Left moves first');
    expect(stdout).toContain('winning moves: 3-4');
    expect(stdout).toContain('you play 3-4 → T..TF.F (Right to move)');
    expect(stdout).toMatch(/computer plays \S+ → \S+ \(Left to move\)/);
  });

  it('as Right with the computer starting: the computer moves as Left, and wins from a position Left wins', () => {
    // xxo is ↑ > 0: Left wins whoever starts, so the computer (Left) wins against any Right moves.
    const { stdout } = nimlab(['play', 'clobber', 'xxo', '--as', 'right', '--first', 'computer'], '1\n1\n1\n');
    expect(stdout).toContain('you are Right (Clobber); Left moves first');
    expect(stdout).toMatch(/^computer plays a1-b1|^computer plays b1-c1/m);
    expect(stdout).toContain('the computer wins.');
  });

  it('plays Domineering 3x3 as Left: the board, the hint, the moves named a1-a2', () => {
    // 3 × 3 is ±1: Left, moving first, wins only with a vertical domino in the middle column.
    const { status, stdout } = nimlab(['play', 'domineering', '3x3', '--as', 'left'], 'hint\nb1-b2\n');
    expect(status).toBe(0);
    expect(stdout).toContain('you are Left (Domineering); Left moves first');
    expect(stdout).toContain('   a b c\n 1 . . .\n 2 . . .\n 3 . . .');
    expect(stdout).toContain('winning moves: b1-b2, b2-b3');
    expect(stdout).toContain('you play b1-b2 → .#.|.#.|... (Right to move)');
    expect(stdout).toMatch(/computer plays [a-c][1-3]-[a-c][1-3] → \S+ \(Left to move\)/);
  });

  it('refuses a Domineering board too large to value, one line, exit 2', () => {
    const { status, stderr } = nimlab(['play', 'domineering', '6x6']);
    expect(stderr).toBe(
      'nimlab: domineering: a region of 36 empty cells is too large to value (values are computed for regions of at most 24)\n',
    );
    expect(status).toBe(2);
  });
});
