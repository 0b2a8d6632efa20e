import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooserAction, type ChooserAction } from './chooserKeys';

const moveLists = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 });

describe('the keyboard chooser', () => {
  it('steps through every move with the arrows, wrapping, and Enter plays the chosen one', () => {
    fc.assert(
      fc.property(moveLists, fc.nat(30), (moves, presses) => {
        let chosen: string | null = null;
        const seen = new Set<string>();
        for (let i = 0; i <= presses; i++) {
          const action: ChooserAction = chooserAction('ArrowRight', moves, chosen)!;
          expect(action.kind).toBe('choose');
          chosen = action.label;
          seen.add(chosen!);
          expect(chosen).toBe(moves[i % moves.length]);
        }
        expect(chooserAction('Enter', moves, chosen)).toEqual({ kind: 'play', label: chosen });
        if (presses + 1 >= moves.length) expect(seen).toEqual(new Set(moves));
      }),
    );
  });

  it('goes back with ArrowLeft, jumps with Home and End, clears with Escape; Enter with nothing chosen does nothing', () => {
    const moves = ['1-2', '2-3', '3-4'];
    expect(chooserAction('ArrowLeft', moves, null)).toEqual({ kind: 'choose', label: '3-4' });
    expect(chooserAction('ArrowLeft', moves, '1-2')).toEqual({ kind: 'choose', label: '3-4' });
    expect(chooserAction('End', moves, '1-2')).toEqual({ kind: 'choose', label: '3-4' });
    expect(chooserAction('Home', moves, '3-4')).toEqual({ kind: 'choose', label: '1-2' });
    expect(chooserAction('Escape', moves, '2-3')).toEqual({ kind: 'choose', label: null });
    expect(chooserAction('Enter', moves, null)).toBeUndefined();
    expect(chooserAction('x', moves, '2-3')).toBeUndefined();
    expect(chooserAction('ArrowRight', [], null)).toBeUndefined();
  });

  it('a choice that is no longer a move starts over from the first', () => {
    expect(chooserAction('ArrowRight', ['a', 'b'], 'gone')).toEqual({ kind: 'choose', label: 'a' });
    expect(chooserAction('Enter', ['a', 'b'], 'gone')).toBeUndefined();
  });
});
