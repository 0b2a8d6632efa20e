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
});
