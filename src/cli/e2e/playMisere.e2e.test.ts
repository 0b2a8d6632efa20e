import { describe, expect, it } from 'vitest';
import { nimlab } from '../testing/runCli.js';

/**
 * Issue 39, item 13: `play` of a heap game in misère play past the 40 tokens searched from the
 * definition reads the misère quotient (grown once, as `analyze --misere` grows it), so it plays
 * perfectly at any size the quotient reaches, and says in one line when the quotient is not found.
 */
describe('nimlab play HEAP-GAME … --misere past 40 tokens', () => {
  it('Kayles 60: the computer moves first and leaves a losing position; the hint lists no winning move', () => {
    const { status, stdout, stderr } = nimlab(['play', 'kayles', '60', '--misere', '--first', 'computer'], 'hint\nq\n');
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toMatch(/computer plays 1:\S+ → /);
    expect(stdout).toContain('you to move: a losing position for you with perfect play');
    expect(stdout).toContain('no winning move: every move loses against perfect play');
  });

  it('Kayles 30 30: the person to move may play on; a winning reply keeps the win (undo and hint work)', () => {
    const { status, stdout } = nimlab(['play', 'kayles', '30', '31', '--misere'], 'hint\n1\nhint\nq\n');
    expect(status).toBe(0);
    expect(stdout).toContain('position: 30 31   (misère)');
    expect(stdout).toMatch(/you to move: a (winning|losing) position for you with perfect play/);
    expect(stdout).toMatch(/computer plays \S+ → /);
  });

  it('a heap of 500 is read from the solved quotient (Kayles: proven periodic)', () => {
    const { status, stdout } = nimlab(['play', 'kayles', '500', '--misere'], 'q\n');
    expect(status).toBe(0);
    expect(stdout).toMatch(/you to move: a (winning|losing) position for you with perfect play/);
  });

  // Heaps to 45: on any machine 0.6's quotient is far from heap 45 after 0.5 s (it stops near heap 27 after 60 s);
  // where the limit strikes (growing or recalibrating) decides the tail of the line.
  it('a quotient not found within --time-limit: one line naming the heaps and the limit, exit 2', () => {
    const { status, stderr } = nimlab(['play', '0.6', '40', '45', '--misere', '--time-limit', '500ms'], 'q\n');
    expect(stderr).toMatch(
      /^nimlab: misère play of a sum this large reads the misère quotient of heaps 1\.\.45, which was not found within its limits \(stopped at heap \d+: the time limit of 0\.5 s was reached[^\n]*\)\n$/,
    );
    expect(status).toBe(2);
  });
});
