import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_FAMILIES, positionWords } from './families';
import { canUndo, currentTurn, newGame, perfectMove, played, predictedWinner, undone, type PartizanGame } from './playState';
import type { PartizanResult } from './protocol';
import { valuePosition } from './valuePosition';

const LIMITS = { maxGames: 200_000, timeLimitMs: 20_000 };
const value = (game: PartizanGame): PartizanResult => {
  const turn = currentTurn(game);
  return valuePosition(game.game, turn.position, turn.mover, LIMITS);
};

/**
 * Plays a game from the family's example: the user's side by `pick` (an index into the moves),
 * the computer by `perfectMove`; checks each step against the definitions on the way.
 */
function playOut(name: string, picks: number[]): void {
  const family = PAGE_FAMILIES.find((f) => f.name === name)!;
  let game = newGame(name, family.example, 'left', 'left');
  const first = value(game);
  const predicted = predictedWinner(first.outcome, 'left');
  let userKeptWinning = predicted === 'left';
  for (let ply = 0; ply < 60; ply++) {
    const result = value(game);
    const turn = currentTurn(game);
    if (result.moves.length === 0) {
      const winner = turn.mover === 'left' ? 'right' : 'left';
      // The computer never throws away a win; the user wins only by playing winning moves throughout.
      if (predicted === 'right') expect(winner).toBe('right');
      if (userKeptWinning) expect(winner).toBe('left');
      return;
    }
    let label: string;
    if (turn.mover === game.user) {
      label = result.moves[picks[ply % picks.length]! % result.moves.length]!.label;
      if (!result.leftWins.includes(label)) userKeptWinning = false;
    } else {
      label = perfectMove(result)!;
      const winning = turn.mover === 'left' ? result.leftWins : result.rightWins;
      if (winning.length > 0) expect(winning).toContain(label);
    }
    game = played(game, result, label);
    // The page keeps positions as the family writes them; they read back to themselves.
    const text = currentTurn(game).position;
    expect(family.rules.format(family.parse(positionWords(text)))).toBe(text);
  }
}

describe('a partizan game on the page, played against the perfect opponent', () => {
  for (const name of ['domineering', 'clobber', 'konane', 'amazons', 'cutcake', 'hackenbush-colour', 'toads-and-frogs']) {
    it(`${name}: the opponent plays a winning move when it has one, and the predicted winner wins`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(50), { minLength: 1, maxLength: 8 }), (picks) => playOut(name, picks)),
        { numRuns: 6 },
      );
    });
  }

  it('Undo takes back the user’s move and the answer, back to the user’s turn; not before the start', () => {
    let game = newGame('cutcake', '3x4', 'left', 'left');
    expect(canUndo(game)).toBe(false);
    const first = value(game);
    game = played(game, first, first.moves[0]!.label);
    game = played(game, value(game), perfectMove(value(game))!);
    expect(canUndo(game)).toBe(true);
    const back = undone(game);
    expect(back.turns).toHaveLength(1);
    expect(currentTurn(back)).toEqual({ position: '3x4', mover: 'left' });
  });

  it('a position too large to value says so in one line', () => {
    expect(() => valuePosition('domineering', '8x8', 'left', { maxGames: 2_000, timeLimitMs: 5_000 })).toThrow(
      /^Domineering: this position is too large to value exactly here \(the game store passed its limit of 2000 games/,
    );
  });
});
