import { NimlabError } from '../../../engine/core/errors.js';
import type { PartizanGames } from '../../../engine/partizan/index.js';
import { rulesFromMoves, type LabelledMove, type PartizanFamily, type Side } from '../partizanFamily.js';
import { cutcakeValue } from './cutcakeValue.js';

/** A rectangle of cake: `rows` unit squares high, `cols` wide. */
export interface Cake {
  readonly rows: number;
  readonly cols: number;
}

/** Largest side read: the values are small integers, but every cut is listed as a move. */
export const MAX_CAKE_SIDE = 10_000;

/**
 * Cutcake (*Winning Ways* vol. 1 ch. 2, "Cutcake"; CGSuite's `GenCutcake`): a position is a sum
 * of rectangles scored into unit squares, written `RxC` (R rows high, C columns wide). Left cuts a
 * rectangle along a vertical line, Right along a horizontal one, into two rectangles. Each
 * rectangle is a region; `cutcakeValue` is Winning Ways' closed form, held against the cuts.
 */
function cakeMoves(cakes: readonly Cake[], side: Side): LabelledMove<readonly Cake[]>[] {
  const moves: LabelledMove<readonly Cake[]>[] = [];
  cakes.forEach((cake, which) => {
    const length = side === 'left' ? cake.cols : cake.rows;
    for (let cut = 1; cut < length; cut++) {
      const pieces: Cake[] =
        side === 'left'
          ? [
              { rows: cake.rows, cols: cut },
              { rows: cake.rows, cols: cake.cols - cut },
            ]
          : [
              { rows: cut, cols: cake.cols },
              { rows: cake.rows - cut, cols: cake.cols },
            ];
      const rest = cakes.filter((_, i) => i !== which);
      moves.push({
        label: `${formatCake(cake)}:${pieces.map(formatCake).join('+')}${cakes.length > 1 ? `@${which + 1}` : ''}`,
        to: [...rest.slice(0, which), ...pieces, ...rest.slice(which)],
      });
    }
  });
  return moves;
}

function formatCake(cake: Cake): string {
  return `${cake.rows}x${cake.cols}`;
}

function knownValue(cakes: readonly Cake[], games: PartizanGames): number | undefined {
  return cakes.length === 1 ? games.integer(cutcakeValue(cakes[0].rows, cakes[0].cols)) : undefined;
}

export const cutcake: PartizanFamily<readonly Cake[]> = {
  name: 'cutcake',
  title: 'Cutcake',
  usage: 'cutcake RxC…',
  summary:
    'A sum of rectangles RxC (R rows high, C columns wide) scored into unit squares: Left cuts one along a vertical line, Right along a horizontal one.',
  example: '3x5 2x2',
  citation: 'Winning Ways vol. 1 ch. 2 ("Cutcake"); CGSuite GenCutcake',
  rules: rulesFromMoves('cutcake', cakeMoves, {
    key: (cakes) => cakes.map(formatCake).sort().join(' '),
    regions: (cakes) => cakes.filter((cake) => cake.rows > 1 || cake.cols > 1).map((cake) => [cake]),
    knownValue,
    format: (cakes) => cakes.map(formatCake).join(' ') || '(no cake)',
  }),
  moves: cakeMoves,
  parse(words) {
    if (words.length === 0) throw new NimlabError('cutcake: expected rectangles RxC, e.g. 3x5 2x2');
    return words.map((word) => {
      const match = /^(\d+)x(\d+)$/i.exec(word);
      if (!match) throw new NimlabError(`cutcake: '${word}' is not a rectangle RxC (rows x columns, e.g. 3x5)`);
      const [rows, cols] = [Number(match[1]), Number(match[2])];
      if (rows < 1 || cols < 1 || rows > MAX_CAKE_SIDE || cols > MAX_CAKE_SIDE)
        throw new NimlabError(`cutcake: '${word}': each side is 1..${MAX_CAKE_SIDE}`);
      return { rows, cols };
    });
  },
};
