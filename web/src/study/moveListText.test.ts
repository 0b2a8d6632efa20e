import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtInGames, type Playable } from '../library';
import { MoveListError, readHeader, replayLabels, writeMoveList } from './moveListText';

const game = (name: string) => {
  const playable = builtInGames.resolve(name).playable as Playable<unknown>;
  return { playable, rules: { moves: (p: unknown) => playable.moves(p, false), format: (p: unknown) => playable.format(p) } };
};

describe('a move list written out and read back', () => {
  for (const [name, position] of [
    ['nim', '3 4 5'],
    ['kayles', '5 3'],
    ['wythoff', '4 6'],
    ['ruler', 'THTHHT'],
  ] as const) {
    it(`${name} ${position}: any sequence of legal moves comes back as the same moves`, () => {
      const { playable, rules } = game(name);
      const start = playable.parse(position.split(' '));
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 12 }), (choices) => {
          // A random game: each choice picks one of the legal moves, until the game ends.
          const indices: number[] = [];
          const labels: string[] = [];
          let at = start;
          for (const choice of choices) {
            const moves = rules.moves(at);
            if (moves.length === 0) break;
            const index = choice % moves.length;
            indices.push(index);
            labels.push(moves[index].label);
            at = moves[index].to;
          }
          const header = readHeader(writeMoveList(name, position, labels));
          expect(header).toMatchObject({ game: name, position });
          expect(replayLabels(rules, playable.parse(header.position.split(' ')), header.labels)).toEqual(indices);
        }),
      );
    });
  }

  it('a list that does not fit its game names the line and the position', () => {
    const { playable, rules } = game('nim');
    const header = readHeader('game nim\nposition 1 2\n1:0\n1:0\n');
    expect(() => replayLabels(rules, playable.parse(['1', '2']), header.labels)).toThrow(
      new MoveListError("line 4: '1:0' is not a move from 0 2 (moves there: 2:1, 2:0)"),
    );
  });

  it('a list without its header says what the first lines must be', () => {
    expect(() => readHeader('3:1\n')).toThrow(new MoveListError("line 1: a move list starts with 'game NAME'"));
    expect(() => readHeader('game nim\n3:1\n')).toThrow(
      new MoveListError("line 2: the second line is 'position …' (the start, as typed on Play)"),
    );
  });
});
