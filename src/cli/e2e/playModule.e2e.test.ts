import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nimlab } from '../testing/runCli.js';

/**
 * Issue 39, item 13: `nimlab play` takes a game module, as `analyze` does, in normal and misère
 * play (fixtures/nim.mjs is Nim written as a module).
 */
const nim = join(import.meta.dirname, 'fixtures/nim.mjs');
const dawson = join(import.meta.dirname, '../userGame/fixtures/dawson.mjs');

describe('play with a game module', () => {
  it('hint names the winning moves of a sum (3 + 5: take 2 from the 5 to leave 3 + 3); the perfect opponent answers', () => {
    const { stdout, stderr, status } = nimlab(['play', nim, '3', '5'], 'hint\n5:3\nq\n');
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toContain('position: 3 + 5');
    expect(stdout).toContain('winning moves: 5:3\n');
    expect(stdout).toContain('you play 5:3 → 3 + 3');
    // From 3 + 3 every move loses: the computer makes one, and the position is again a win for you.
    expect(stdout).toMatch(/computer plays 3:[0-2] → /);
    expect(stdout).toContain('you to move: a winning position for you with perfect play');
  });

  it('misère: 1 + 1 with the computer first, it takes one and leaves you the last token', () => {
    const { stdout, status } = nimlab(['play', nim, '1', '1', '--misere', '--first', 'computer'], '1\n');
    expect(status).toBe(0);
    expect(stdout).toContain('computer plays 1:0 → 1 + 0');
    expect(stdout).toContain('you play 1:0 → 0 + 0');
    expect(stdout).toContain('no moves left: the computer wins.');
  });

  it("a module whose moves split heaps (Dawson's Kayles, sum(…)): the computer wins from a P-position", () => {
    // G(3) = 1 and G(5) = 2 in Dawson's Kayles (0.07 shifted), so 5 + 3 is a win for the mover.
    const { stdout, status } = nimlab(['play', dawson, '5', '3', '--first', 'computer'], 'q\n');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^computer plays 5:(0\+2|2\+0) → /m);
  });
});
