import { describe, expect, it } from 'vitest';
import { nimlab } from './testing/runCli.js';

describe('nimlab play --misere for coin rows and Green Hackenbush (issue 35)', () => {
  it('ruler H: turning the last heads coin is the last move, so it loses', () => {
    const { status, stdout } = nimlab(['play', 'ruler', 'H', '--misere'], 'c1\n');
    expect(status).toBe(0);
    expect(stdout).toContain('position: H   (misère)');
    expect(stdout).toContain('you to move: a losing position for you with perfect play');
    expect(stdout).toContain('no moves left: the computer wins.');
  });

  it('ruler THTTH: the computer, second, answers into the misère loss and wins when the player errs', () => {
    // Misère search: THTTH is a win for the mover; c5 (to THTTT) throws it away, the computer plays c1,2.
    const { stdout } = nimlab(['play', 'ruler', 'THTTH', '--misere'], 'c5\nc1\n');
    expect(stdout).toContain('you to move: a winning position for you with perfect play');
    expect(stdout).toContain('computer plays c1,2 → HTTTT');
    expect(stdout).toContain('the computer wins.');
  });

  it('hackenbush 4 1 2 2 3 2 4: a misère loss for the mover (a normal-play win); moving second, the player wins it', () => {
    // The computer must move from a loss: it cuts a top edge; cutting the other top edge leaves it the last edge.
    const { stdout } = nimlab(['play', 'hackenbush', '4', '1', '2', '2', '3', '2', '4', '--misere', '--first', 'computer'], '2-4\n');
    expect(stdout).toContain('computer plays 2-3 → 1-2 2-4');
    expect(stdout).toContain('position: 1-2 2-4   (misère)');
    expect(stdout).toContain('you play 2-4 → 1-2');
    expect(stdout).toContain('computer plays 1-2 → (no edges)');
    expect(stdout).toContain('no moves left: you win!');
    const lost = nimlab(['play', 'hackenbush', '4', '1', '2', '2', '3', '2', '4', '--misere', '--first', 'computer'], '1-2\n');
    expect(lost.stdout).toContain('no moves left: the computer wins.');
    const normal = nimlab(['play', 'hackenbush', '4', '1', '2', '2', '3', '2', '4'], 'q\n');
    expect(normal.stdout).toContain('you to move: a winning position for you with perfect play');
  });

  it('a row too large to search: one line on stderr, exit 2', () => {
    const { status, stdout, stderr } = nimlab(['play', 'ruler', `H${'T'.repeat(27)}H`, '--misere'], 'q\n');
    expect(status).toBe(2);
    expect(stderr.trim().split('\n')).toEqual(['nimlab: misère play of this position needs more than 300000 positions searched']);
    expect(stdout).not.toContain('at ');
  });
});
