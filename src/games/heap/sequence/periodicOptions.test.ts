import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forEachOptionWithValue } from '../code/heapMoves.js';
import { parseHeapGame } from '../heapGame.js';
import { forEachLargeOptionWithValue, periodicValueOf } from './periodicOptions.js';
import { GrundySequencer } from './sequencer.js';

/** Octal games whose period the theorem proves within a few thousand values (Winning Ways ch. 4 tables). */
const CODES = ['0.77', '0.07', '0.137', '0.6', '0.51', '0.4', '0.3', '0.71', '0.53', '0.35', '0.12', '4.7', '0.72'];

/** Each code with its values up to a proof, and the proof. */
const proven = CODES.map((name) => {
  const game = parseHeapGame(name);
  const sequencer = new GrundySequencer(game.code);
  sequencer.extendTo(20_000);
  return { game, sequencer, period: sequencer.proven! };
}).filter(({ period }) => period !== null);

describe('options of large heaps from a proven period', () => {
  it('the codes used hold proofs', () => {
    expect(proven.length).toBeGreaterThan(8);
  });

  it('value, count and listed order of the options of each value equal walking the rules one by one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...proven),
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 40 }),
        ({ game, sequencer, period }, heap, target, limit) => {
          const g = sequencer.computedValues();
          const walked: string[] = [];
          forEachOptionWithValue(
            game.code,
            heap,
            target,
            (n) => sequencer.valueAt(n),
            (option) => walked.push(`${option.removed}:${option.parts.join('+')}`),
          );
          const listed: string[] = [];
          const count = forEachLargeOptionWithValue(game.code, BigInt(heap), target, g, sequencer.computed, period, (option) => {
            listed.push(`${option.removed}:${option.parts.join('+')}`);
            return listed.length < limit;
          });
          expect(count, `${game.name} heap ${heap} target ${target}`).toBe(BigInt(walked.length));
          expect(listed).toEqual(walked.slice(0, limit));
          expect(periodicValueOf(g, sequencer.computed, period)(BigInt(heap))).toBe(sequencer.valueAt(heap));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a heap of 10^12 of Kayles: its value is that of its residue, and its winning splits are counted without walking', () => {
    const { game, sequencer, period } = proven.find((entry) => entry.game.name === '0.77')!;
    const heap = 10n ** 12n;
    const value = periodicValueOf(sequencer.computedValues(), sequencer.computed, period)(heap);
    // 10^12 − 71 ≡ 5 (mod 12): G = G(76), and equally G(10^12 − 12k) for any k keeping it past 71.
    expect(value).toBe(sequencer.valueAt(71 + Number((heap - 71n) % 12n)));
    const moves: string[] = [];
    const count = forEachLargeOptionWithValue(game.code, heap, 0, sequencer.computedValues(), sequencer.computed, period, (option) => {
      moves.push(option.parts.join('+'));
      return moves.length < 5;
    });
    expect(count).toBeGreaterThan(10n ** 10n);
    expect(moves).toHaveLength(5);
  });
});
