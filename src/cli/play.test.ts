import { describe, expect, it } from 'vitest';
import { nimlab } from './testing/runCli.js';

describe('nimlab play (scripted through a pipe)', () => {
  it('plays Nim 1 2 to a win with hints, undo and an illegal move on the way', () => {
    const script = ['hint', '5', '1:0', 'undo', '2:1', '2:0', ''].join('\n');
    const { status, stdout } = nimlab(['play', 'nim', '1', '2'], script);
    expect(status).toBe(0);
    expect(stdout).toContain('winning moves: 2:1');
    expect(stdout).toContain('there is no move 5');
    expect(stdout).toContain('you play 2:1 → 1 1');
    expect(stdout).toContain('you win!');
  });

  it('the computer, moving first from a winning position, wins', () => {
    const { stdout } = nimlab(['play', 'nim', '3', '4', '5', '--first', 'computer'], '1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n');
    expect(stdout).toContain('computer plays 1:1 → 1 4 5');
    expect(stdout).toContain('the computer wins.');
  });

  it('misère play: taking the last stone loses', () => {
    const { stdout } = nimlab(['play', 'nim', '1', '--misere'], '1\n');
    expect(stdout).toContain('you play 1:0 → 0');
    expect(stdout).toContain('the computer wins.');
  });

  it('undo takes back the move and the reply, redo plays both again, and then has nothing left', () => {
    // Nim 1 2: 2:1 leaves 1 1, the computer answers 1:0 (0 1); undo goes back to 1 2, redo to 0 1.
    const { stdout } = nimlab(['play', 'nim', '1', '2'], '2:1\nundo\nredo\nredo\n');
    const positions = stdout.split('\n').filter((line) => line.startsWith('position: '));
    expect(positions).toEqual(['position: 1 2', 'position: 0 1', 'position: 1 2', 'position: 0 1']);
    expect(stdout).toContain('nothing to redo');
  });

  it('rejects a bad --first with exit code 2', () => {
    const { status, stderr } = nimlab(['play', 'nim', '3', '--first', 'nobody']);
    expect(status).toBe(2);
    expect(stderr).toContain("--first: expected 'me' or 'computer'");
  });
});
