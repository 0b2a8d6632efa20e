import { describe, expect, it } from 'vitest';
import { nimlab } from './testing/runCli.js';

// One alias table (src/games/aliases.ts) serves every command; each command is checked once here.
describe('game aliases in every command', () => {
  it.each(['kayles', 'octal:kayles', 'tb:0.77'])('analyze %s 5 3 is Kayles', (name) => {
    const { status, stdout } = nimlab(['analyze', name, '5', '3', '--json']);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ game: '0.77', grundy: String(4 ^ 3) });
  });

  it.each(['kayles', 'octal:kayles', 'tb:0.77'])('table %s is Kayles', (name) => {
    const { status, stdout } = nimlab(['table', name, '--to', '9', '--json']);
    expect(status).toBe(0);
    expect(JSON.parse(stdout).values).toEqual([0, 1, 2, 3, 1, 4, 3, 2, 1, 4]);
  });

  it.each(['dawson', 'grundy'])('play %s starts the game', (name) => {
    const { status, stdout } = nimlab(['play', name, '6'], 'quit\n');
    expect(status).toBe(0);
    expect(stdout).toContain('heap 1');
  });
});
