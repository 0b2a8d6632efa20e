import { describe, expect, it } from 'vitest';
import { nimlab } from '../testing/runCli.js';

describe('nimlab play: every playable family through a pipe', () => {
  it('refuses a game graph that can be drawn rather than calling a draw a loss (exit code 2)', () => {
    const { status, stdout, stderr } = nimlab(['play', 'loopy', '{"edges":[["a","b"],["b","a"]]}', 'start=a']);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain("game 'loopy' can end in a draw");
  });

  it("plays Wythoff to a win, showing the queen's board", () => {
    // 3 4 → both-2 → 1 2 (a P-position); the opponent's longest defence is a-1 → 0 2, then b-2 wins.
    const { status, stdout } = nimlab(['play', 'wythoff', '3', '4'], 'hint\nboth-2\nb-2\n');
    expect(status).toBe(0);
    expect(stdout).toContain(' 4 │ · · · Q');
    expect(stdout).toContain('winning moves: both-2');
    expect(stdout).toContain('you play both-2 → 1 2');
    expect(stdout).toContain('computer plays a-1 → 0 2');
    expect(stdout).toContain('you win!');
  });

  it('plays a coin row to a win, turning coins by their numbers', () => {
    // HTHHT has value 1 ⊕ 3 ⊕ 4 = 6: turning coins 2 and 4 leaves heads at 1, 2, 3 (value 0).
    const { stdout } = nimlab(['play', 'coins-left', 'HTHHT'], 'c2,4\nc2,3\n');
    expect(stdout).toContain('coin │ 1 2 3 4 5');
    expect(stdout).toContain('     │ H T H H T');
    expect(stdout).toContain('you play c2,4 → HHHTT');
    expect(stdout).toContain('computer plays c1 → THHTT');
    expect(stdout).toContain('you win!');
  });

  it('misère Nim is its own rule: whoever takes the last stone loses, with no toggle', () => {
    const { stdout } = nimlab(['play', 'misere-nim', '1', '1', '2'], '3:1\n1\n');
    expect(stdout).toContain('you play 3:1 → 1 1 1');
    expect(stdout).toContain('you win!');
    const toggle = nimlab(['play', 'misere-nim', '1', '1', '2', '--misere']);
    expect(toggle.status).toBe(2);
    expect(toggle.stderr).toContain('has no misère version here');
  });

  it('plays Hackenbush by deleting edges, with the tree drawn', () => {
    const { stdout } = nimlab(['play', 'hackenbush', '4', '1', '2', '2', '3', '1', '4'], 'hint\n2-3\n1-4\n');
    expect(stdout).toContain('└─ 4');
    expect(stdout).toContain('winning moves: 2-3');
    expect(stdout).toContain('you win!');
  });

  it('refuses a position too large to list its moves, with exit code 2', () => {
    const { status, stderr } = nimlab(['play', 'wythoff', '2000', '1']);
    expect(status).toBe(2);
    expect(stderr).toContain('expected at most 1000');
  });
});
