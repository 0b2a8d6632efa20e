/**
 * A game as text a person can read, keep and paste back: the game, its start, then one move a line
 * in the family's own move labels (the CLI's typed form: `2:3`, `a-4`, `v2`), e.g.
 *
 *     game nim
 *     position 3 4 5
 *     2:1
 *     0:2
 *
 * Reading it back replays each label against the legal moves of the position it is played from,
 * so a list that no longer fits the game says which line is wrong.
 */
import type { PlayMove } from '../library';

/** What a move list needs of a game: its positions' moves and how a position is written. */
export interface MoveListGame<P> {
  moves(position: P): PlayMove<P>[];
  format(position: P): string;
}

/** The text of a game: the game's name, its start as typed, and the labels of the moves played. */
export function writeMoveList(game: string, startText: string, labels: readonly string[]): string {
  return [`game ${game}`, `position ${startText}`, ...labels].join('\n') + '\n';
}

/** A move list read back: the game, its start as typed, and the index of each move in its position's move list. */
export interface ReadMoveList {
  game: string;
  position: string;
  moves: number[];
}

/** The header of a move list (its game and start), or an error in words naming the line at fault. */
export function readHeader(text: string): { game: string; position: string; labels: { line: number; label: string }[] } {
  const lines = text
    .split(/\r?\n/)
    .map((line, i) => ({ line: i + 1, text: line.trim() }))
    .filter((l) => l.text !== '' && !l.text.startsWith('#'));
  const game = lines[0]?.text.match(/^game\s+(\S.*)$/);
  if (!game) throw new MoveListError(`line ${lines[0]?.line ?? 1}: a move list starts with 'game NAME'`);
  const position = lines[1]?.text.match(/^position(?:\s+(.*))?$/);
  if (!position) throw new MoveListError(`line ${lines[1]?.line ?? 2}: the second line is 'position …' (the start, as typed on Play)`);
  return {
    game: game[1].trim(),
    position: (position[1] ?? '').trim(),
    labels: lines.slice(2).map((l) => ({ line: l.line, label: l.text })),
  };
}

/** The index of each labelled move, replayed from `start`; an error in words names the first line that is no legal move. */
export function replayLabels<P>(game: MoveListGame<P>, start: P, labels: readonly { line: number; label: string }[]): number[] {
  let position = start;
  const indices: number[] = [];
  for (const { line, label } of labels) {
    const moves = game.moves(position);
    const index = moves.findIndex((m) => m.label === label);
    if (index < 0) {
      const some = moves.slice(0, 6).map((m) => m.label);
      const offer =
        moves.length === 0 ? 'the game is over there' : `moves there: ${some.join(', ')}${moves.length > some.length ? ', …' : ''}`;
      throw new MoveListError(`line ${line}: '${label}' is not a move from ${game.format(position)} (${offer})`);
    }
    indices.push(index);
    position = moves[index].to;
  }
  return indices;
}

/** A move list that cannot be read: its message names the line and what is wrong. */
export class MoveListError extends Error {
  override name = 'MoveListError';
}
