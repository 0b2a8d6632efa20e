import { describe, expect, it } from 'vitest';
import { nimlab } from './testing/runCli.js';

/** The JSON report of `analyze`, and the parts of it that name coins. */
function report(args: string[]): { grundy: number; winningMoves: { move: string; to: string }[] } {
  const { status, stdout, stderr } = nimlab(['analyze', ...args, '--json']);
  expect(stderr).toBe('');
  expect(status).toBe(0);
  return JSON.parse(stdout);
}

// One numbering everywhere, the literature's: coin 1 is the first coin, whatever name reaches the game.
describe('coin numbering: the same game through two names numbers its coins the same', () => {
  it.each([
    ['mock-turtles', '1-3', 'HTTT'],
    ['mock-turtles', '1-3', 'THTHHT'],
    ['twins', '2', 'THTH'],
    ['ruler', '1+C', 'HTHHT'],
  ])('analyze %s and analyze %s on %s: the same moves, coin by coin, in text and JSON', (name, code, row) => {
    const byName = report([name, row]);
    const byCode = report([code, row]);
    expect(byName.grundy).toBe(byCode.grundy);
    expect(byName.winningMoves).toEqual(byCode.winningMoves);
    const text = (game: string) =>
      nimlab(['analyze', game, row])
        .stdout.split('\n')
        .filter((line) => /turn coin/.test(line));
    expect(text(name)).toEqual(text(code));
  });

  it('analyze mock-turtles HTTT turns coin 1, the first coin (never a coin 0)', () => {
    expect(report(['mock-turtles', 'HTTT']).winningMoves).toEqual([{ move: 'turn coin 1', to: 'TTTT' }]);
    expect(nimlab(['analyze', 'mock-turtles', 'HTTT']).stdout).not.toMatch(/coin 0\b/);
  });

  it('table numbers a coin game from coin 1: the same rows for a name and its code, and no coin 0 among the P-positions', () => {
    const csv = (game: string) => nimlab(['table', game, '--to', '12', '--csv']).stdout.trim().split('\n');
    expect(csv('mock-turtles')).toEqual(csv('1-3'));
    expect(csv('ruler')[0]).toBe('coin,value');
    expect(csv('ruler')[1]).toBe('1,1');
    const text = nimlab(['table', 'ruler', '--to', '20']).stdout;
    expect(text).toContain('G(n) for coin n = 1..20');
    expect(text).toContain('P-positions (G = 0, the player to move loses): none');
    const json = JSON.parse(nimlab(['table', 'twins', '--to', '5', '--json']).stdout);
    expect(json).toMatchObject({ unit: 'coin', first: 1, values: [0, 1, 2, 3, 4], max: { value: 4, at: 5 } });
  });

  it('grids count rows and columns from 1: turning-corners and tartan:twins*twins are one game with the same coins', () => {
    const grid = ['THT', 'HTH'];
    const corners = report(['turning-corners', ...grid]);
    const tartan = report(['tartan:twins*twins', ...grid]);
    expect(corners.grundy).toBe(tartan.grundy);
    expect(corners.winningMoves.map((m) => m.to).sort()).toEqual(tartan.winningMoves.map((m) => m.to).sort());
    for (const { move } of [...corners.winningMoves, ...tartan.winningMoves]) expect(move).not.toMatch(/\(0,|, 0\)/);
    expect(nimlab(['analyze', 'turning-corners', ...grid]).stdout).toContain('turn corners (1, 1), (1, 3), (2, 1), (2, 3)');
  });
});
