import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PagedSlotTable } from './pagedSlotTable.js';
import { PackedSlots } from './slotIndex.js';

const MAX_KEY = Number.MAX_SAFE_INTEGER;

/**
 * Key sets that stress a hash of pages: strided (multiples of 2^k, so every low bit is 0, in
 * particular a·2^32 with b = 0), tuple packings (a·B + b, a·2^32 + b, (a·B + b)·B + c), keys
 * clustered on a few pages, keys near 0 and near 2^53, and random ones.
 */
const keySetArb: fc.Arbitrary<number[]> = fc.oneof(
  fc.array(fc.oneof(fc.nat({ max: 5000 }), fc.nat({ max: MAX_KEY })), { maxLength: 400, size: 'max' }),
  fc
    .record({ shift: fc.integer({ min: 0, max: 45 }), count: fc.integer({ min: 1, max: 2000 }), start: fc.nat({ max: 100 }) })
    .map(({ shift, count, start }) => Array.from({ length: count }, (_, i) => (start + i) * 2 ** shift).filter((k) => k <= MAX_KEY)),
  fc
    .record({
      radix: fc.constantFrom(7, 16, 1000, 1024, 2 ** 20, 2 ** 32),
      side: fc.integer({ min: 1, max: 60 }),
      other: fc.integer({ min: 1, max: 60 }),
    })
    .map(({ radix, side, other }) =>
      Array.from({ length: side * other }, (_, i) => Math.floor(i / other) * radix + (i % other)).filter((k) => k <= MAX_KEY),
    ),
  fc
    .record({ radix: fc.constantFrom(100, 128, 2 ** 16), side: fc.integer({ min: 1, max: 12 }) })
    .map(({ radix, side }) =>
      Array.from({ length: side ** 3 }, (_, i) => (Math.floor(i / side ** 2) * radix + (Math.floor(i / side) % side)) * radix + (i % side)),
    ),
  fc
    .array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.nat({ max: 40 })), { maxLength: 300, size: 'max' })
    .map((picks) => picks.map(([page, offset]) => [0, 16, 2 ** 36, MAX_KEY - 40][page] + offset)),
);

/**
 * The ways the table can be wrong on these keys, as text (none: ''): a key not keeping its first
 * slot, a new key (or takeSlot) getting a slot already given, a slot outside [first, end).
 */
function misnumbered(table: PagedSlotTable, first: number, keys: readonly number[], takeEvery: number): string {
  const slotOfKey = new Map<number, number>();
  const given = new Set<number>();
  const give = (slot: number, what: string) => {
    if (given.has(slot)) return `${what} got slot ${slot}, given before`;
    given.add(slot);
    return '';
  };
  for (let i = 0; i < keys.length; i++) {
    if (takeEvery > 0 && i % takeEvery === 0) {
      const wrong = give(table.takeSlot(), 'takeSlot');
      if (wrong) return wrong;
    }
    const key = keys[i];
    const slot = table.slotOf(key);
    const known = slotOfKey.get(key);
    if (known === undefined) {
      const wrong = give(slot, `key ${key}`);
      if (wrong) return wrong;
      slotOfKey.set(key, slot);
    } else if (slot !== known) {
      return `key ${key} moved from slot ${known} to ${slot}`;
    }
    if (!(slot >= first && slot < table.end)) return `key ${key} got slot ${slot}, outside ${first}..${table.end - 1}`;
  }
  // After every rehash, each key still finds its slot.
  for (const [key, slot] of slotOfKey) if (table.slotOf(key) !== slot) return `key ${key} lost slot ${slot}`;
  return '';
}

describe('paged slot table', () => {
  it('distinct keys get distinct slots and a key keeps its slot across rehashing, on random and adversarial key sets', () => {
    fc.assert(
      fc.property(keySetArb, fc.nat({ max: 1000 }), fc.constantFrom(0, 3, 17), fc.boolean(), (keys, first, takeEvery, shuffled) => {
        const order = shuffled ? [...keys].reverse() : keys;
        expect(misnumbered(new PagedSlotTable(first), first, [...order, ...keys], takeEvery)).toBe('');
      }),
      { numRuns: 300 },
    );
  });

  it('keys on one page get consecutive slots', () => {
    // The page of 2^40 + 35 holds the keys 2^40 + 32 … 2^40 + 47, slots 100 … 115.
    const table = new PagedSlotTable(100);
    expect([35, 33, 47].map((k) => table.slotOf(2 ** 40 + k))).toEqual([103, 101, 115]);
    expect(table.takeSlot()).toBe(116);
    expect(table.slotOf(2 ** 40 + 48)).toBe(117);
    expect(table.end).toBe(133);
  });

  it('strided and packed key sets spread over the cells: no pathological clustering', () => {
    const sets: [string, number[]][] = [
      ['multiples of 2^20', Array.from({ length: 50_000 }, (_, i) => i * 2 ** 20)],
      ['a·2^32 (b = 0)', Array.from({ length: 50_000 }, (_, i) => i * 2 ** 32)],
      ['multiples of 2^44', Array.from({ length: 2 ** 9 }, (_, i) => i * 2 ** 44)],
      ['multiples of 16', Array.from({ length: 50_000 }, (_, i) => i * 16)],
      ['pairs a·2^32 + b', Array.from({ length: 90_000 }, (_, i) => Math.floor(i / 300) * 2 ** 32 + (i % 300))],
      ['pairs a·1000 + b', Array.from({ length: 90_000 }, (_, i) => Math.floor(i / 300) * 1000 + (i % 300))],
      [
        'triples (a·2^16 + b)·2^16 + c',
        Array.from({ length: 64_000 }, (_, i) => (Math.floor(i / 1600) * 2 ** 16 + (Math.floor(i / 40) % 40)) * 2 ** 16 + (i % 40)),
      ],
    ];
    for (const [name, keys] of sets) {
      const table = new PagedSlotTable(0);
      for (const key of keys) table.slotOf(key);
      // Random hashing at this load would give about 1.3; a clustering hash gives tens or hundreds.
      expect(table.meanProbeLength(keys), name).toBeLessThan(2.5);
    }
  });

  it('packed positions: keys met before a large one are their own slots, the rest are found in the table, each slot one key', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 3000 }), { maxLength: 50 }), keySetArb, (small, keys) => {
        const slots = new PackedSlots((k: number) => k);
        for (const key of small) expect(slots.slotOf(key)).toBe(key);
        const slotOfKey = new Map<number, number>();
        const keyOfSlot = new Map<number, number>();
        const wrong: string[] = [];
        for (const key of [...small, ...keys, ...keys]) {
          const slot = slots.slotOf(key);
          if ((slotOfKey.get(key) ?? slot) !== slot) wrong.push(`key ${key} moved to slot ${slot}`);
          if ((keyOfSlot.get(slot) ?? key) !== key) wrong.push(`keys ${keyOfSlot.get(slot)} and ${key} share slot ${slot}`);
          if (slot >= slots.size) wrong.push(`slot ${slot} is not below size ${slots.size}`);
          slotOfKey.set(key, slot);
          keyOfSlot.set(slot, key);
        }
        expect(wrong).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
