import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyRows, sortKeyedRows, type SortCell } from './sortedRows';

type Key = 'size' | 'name' | 'rank';
interface Row {
  id: number;
  size: number;
  name: string;
}

/** The definition: a key computed at each comparison, ties by rank (the row's position in code order). */
function sortByDefinition(rows: Row[], key: Key, down: boolean): Row[] {
  const value = (row: Row): SortCell => (key === 'rank' ? row.id : row[key]);
  const order = (x: SortCell, y: SortCell) => (x < y ? -1 : x > y ? 1 : 0);
  return [...rows].sort((a, b) => (down ? -1 : 1) * order(value(a), value(b)) || a.id - b.id);
}

const rowsArbitrary = fc
  .array(fc.record({ size: fc.integer({ min: -1, max: 5 }), name: fc.string({ maxLength: 3 }) }), { maxLength: 40 })
  .map((rows) => rows.map((r, id) => ({ id, ...r })));

describe('sortKeyedRows', () => {
  it('orders rows as comparing keys computed at each comparison does, ties in rank order, any column either way', () => {
    fc.assert(
      fc.property(rowsArbitrary, fc.constantFrom<Key>('size', 'name', 'rank'), fc.boolean(), (rows, key, down) => {
        const keyed = keyRows(rows, (r) => ({ size: r.size, name: r.name, rank: r.id }));
        // Shuffled input: the result must not depend on the order the rows came in.
        const shuffled = [...keyed].reverse();
        const sorted = sortKeyedRows(shuffled, { key, down }, 'rank').map((k) => k.row);
        expect(sorted).toEqual(sortByDefinition(rows, key, down));
      }),
    );
  });

  it('leaves its input as it was', () => {
    const keyed = keyRows([3, 1, 2], (n) => ({ n }));
    sortKeyedRows(keyed, { key: 'n', down: false }, 'n');
    expect(keyed.map((k) => k.row)).toEqual([3, 1, 2]);
  });
});
