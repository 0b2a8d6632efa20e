import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toadsAndFrogs } from '../../../library';
import { landingCell, toadsAndFrogsTouches } from './stripTouches';

const strips = fc.array(fc.constantFrom('T', 'F', '.'), { minLength: 1, maxLength: 12 }).map((cells) => cells.join(''));
const sides = fc.constantFrom<'left' | 'right'>('left', 'right');

describe('Toads and Frogs board: touches are the family’s moves', () => {
  it('every creature’s touch is a legal move, every legal move is one creature’s touch, only the mover’s creatures answer', () => {
    fc.assert(
      fc.property(strips, sides, (strip, side) => {
        const moves = toadsAndFrogs.moves(strip, side);
        const touches = toadsAndFrogsTouches(
          strip,
          moves.map((move) => move.label),
        );
        const offered = touches.filter((label) => label !== undefined);
        expect(new Set(offered)).toEqual(new Set(moves.map((move) => move.label)));
        expect(offered.length).toBe(moves.length);
        touches.forEach((label, cell) => {
          if (label !== undefined) expect(strip[cell]).toBe(side === 'left' ? 'T' : 'F');
        });
      }),
    );
  });

  it('the touched creature lands on the move’s landing cell', () => {
    fc.assert(
      fc.property(strips, sides, (strip, side) => {
        for (const move of toadsAndFrogs.moves(strip, side)) {
          const to = landingCell(move.label)!;
          expect(move.to[to]).toBe(side === 'left' ? 'T' : 'F');
          expect(strip[to]).toBe('.');
        }
      }),
    );
  });

  it('knows no label that is not a strip move', () => {
    expect(landingCell('v3')).toBeUndefined();
    expect(toadsAndFrogsTouches('T.F', ['x'])).toEqual([undefined, undefined, undefined]);
  });
});
