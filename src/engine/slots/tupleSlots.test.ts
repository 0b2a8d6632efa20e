import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moduleKey, packTuple, TupleSlots } from './tupleSlots.js';

/** Largest entry each length packs: 2^32, 2^25, 2^16, 2^12 (exclusive), by length 1..4. */
const LIMITS = [1, 2 ** 32, 2 ** 25, 2 ** 16, 2 ** 12];

/** Arrays of length 0..4 with entries near 0 and near their length's limit, all packable. */
const packableArb: fc.Arbitrary<number[]> = fc.integer({ min: 0, max: 4 }).chain((length) =>
  fc.array(fc.oneof(fc.nat({ max: 20 }), fc.integer({ min: LIMITS[length] - 20, max: LIMITS[length] - 1 })), {
    minLength: length,
    maxLength: length,
  }),
);

/** Positions of every kind a module may use, many of them equal under moduleKey. */
const positionArb: fc.Arbitrary<unknown> = fc.oneof(
  packableArb,
  fc.array(fc.nat({ max: 3 }), { maxLength: 5 }),
  fc.array(fc.oneof(fc.nat({ max: 3 }), fc.constant(-1), fc.constant(0.5), fc.constant(2 ** 32), fc.constant('1'), fc.constant(null)), {
    maxLength: 4,
  }),
  fc.nat({ max: 40 }),
  fc.nat({ max: 5000 }),
  fc.integer({ min: 2 ** 50 - 5000, max: 2 ** 50 + 5000 }),
  fc.oneof(
    fc.constant(-0),
    fc.constant(-3),
    fc.constant(2.5),
    fc.constant(NaN),
    fc.constant(2 ** 50),
    fc.constant(2 ** 50 - 1),
    fc.constant(2 ** 53),
    fc.constant(Infinity),
  ),
  fc.nat({ max: 2 ** 53 - 1 }),
  fc.string({ maxLength: 4 }),
  fc.constantFrom('[1,2]', '1', '[]', 'null'),
  fc.array(fc.nat({ max: 3 }), { maxLength: 3 }).map((a) => ({ a })),
  fc.array(fc.nat({ max: 3 }), { maxLength: 3 }).map((a) => [a]),
  // Objects whose JSON is a small array's or a number's: the same key as that array, a string key.
  fc.array(fc.nat({ max: 3 }), { maxLength: 3 }).map((a) => a.map((x) => new Number(x))),
  fc.nat({ max: 3 }).map((x) => ({ toJSON: () => [x, 1] })),
  fc.nat({ max: 40 }).map((x) => new Number(x)),
);

/** Equal as Map keys: === except that NaN equals NaN. */
const sameKey = (a: unknown, b: unknown) => a === b || (a !== a && b !== b);

describe('tuple slots', () => {
  it('packTuple: distinct packable arrays get distinct keys below 2^53, the length telling [1, 2] from [1, 2, 0]', () => {
    fc.assert(
      fc.property(fc.array(packableArb, { maxLength: 60, size: 'max' }), (tuples) => {
        const byKey = new Map<number, string>();
        for (const tuple of tuples) {
          const key = packTuple(tuple);
          expect(Number.isSafeInteger(key) && key >= 0).toBe(true);
          const text = JSON.stringify(tuple);
          expect(byKey.get(key) ?? text).toBe(text);
          byKey.set(key, text);
        }
      }),
      { numRuns: 300 },
    );
    expect(new Set([packTuple([1, 2]), packTuple([1, 2, 0]), packTuple([0, 1, 2]), packTuple([1]), packTuple([]), 1]).size).toBe(6);
    // Consecutive last entries get consecutive keys (the locality the paged table uses).
    expect(packTuple([7, 101]) - packTuple([7, 100])).toBe(1);
  });

  it('packTuple: -1 for what does not pack', () => {
    for (const tuple of [
      [2 ** 32],
      [0, 2 ** 25],
      [1, 2 ** 16, 3],
      [2 ** 12, 0, 0, 0],
      [0, 0, 0, 0, 0],
      [-1],
      [0.5, 1],
      ['1', 2],
      [null],
      [1, undefined],
      [NaN],
    ]) {
      expect(packTuple(tuple), JSON.stringify(tuple)).toBe(-1);
    }
    // eslint-disable-next-line no-sparse-arrays
    expect(packTuple([1, , 2])).toBe(-1);
  });

  it('positions of every kind share a slot exactly when their module keys are equal', () => {
    fc.assert(
      fc.property(fc.array(positionArb, { maxLength: 120, size: 'max' }), fc.constantFrom(0, 1, 10, 30), (positions, direct) => {
        const slots = new TupleSlots(direct);
        const slotOfKey = new Map<unknown, number>();
        const keyOfSlot = new Map<number, unknown>();
        const wrong: string[] = [];
        for (const position of [...positions, ...positions.slice().reverse()]) {
          const key = moduleKey(position);
          const slot = slots.slotOf(position);
          if (slotOfKey.has(key) && slotOfKey.get(key) !== slot) wrong.push(`key ${String(key)}: slots ${slotOfKey.get(key)} and ${slot}`);
          if (keyOfSlot.has(slot) && !sameKey(keyOfSlot.get(slot), key))
            wrong.push(`slot ${slot}: keys ${String(keyOfSlot.get(slot))} and ${String(key)}`);
          if (!(slot >= 0 && slot < slots.size)) wrong.push(`slot ${slot} outside 0..${slots.size - 1}`);
          if (typeof position === 'number' && position >>> 0 === position && position < direct && slot !== position)
            wrong.push(`integer ${position} is not its own slot`);
          if (slot < direct && !(typeof position === 'number' && position === slot)) wrong.push(`${String(key)} took direct slot ${slot}`);
          slotOfKey.set(key, slot);
          keyOfSlot.set(slot, key);
        }
        expect(wrong).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
