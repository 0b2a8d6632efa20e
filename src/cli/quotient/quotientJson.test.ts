import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTIENT_LIMITS } from '../../engine/quotient/misereQuotient.js';
import { growHeapQuotient, parseHeapGame } from '../../games/heap/index.js';
import { toJson } from '../io/json.js';
import { quotientJson, quotientJsonPieces } from '../report/heapQuotientReport.js';

describe('quotient --json written in pieces', () => {
  // 0.35 to heap 12: order 774, a table of 599,076 entries (about 2.6 million characters as rows).
  const game = parseHeapGame('0.35');
  const growth = growHeapQuotient(game.code, 12, { ...DEFAULT_QUOTIENT_LIMITS, maxOrder: 2048 });
  const pieces = [...quotientJsonPieces(game, growth, { memoryMB: 7, tableBytes: growth.quotient.product.byteLength })];

  it('is the JSON of the whole object, fields in the same order, the table row by row', () => {
    expect(growth.quotient.order).toBe(774);
    const whole = JSON.parse(toJson({ ...quotientJson(game, growth), memoryMB: 7, tableBytes: 2 * 774 * 774 })) as Record<string, unknown>;
    const joined = JSON.parse(pieces.join('')) as Record<string, unknown>;
    expect(Object.keys(joined)).toEqual(Object.keys(whole));
    expect(joined).toEqual(whole);
    expect((joined.table as number[][])[5][7]).toBe(growth.quotient.product[5 * 774 + 7]);
  });

  it('never holds the table as one string: pieces of about a megabyte, compact as all JSON (one line)', () => {
    expect(pieces.length).toBeGreaterThan(2);
    const text = pieces.join('');
    expect(text.indexOf('\n')).toBe(text.length - 1);
    const rows = (JSON.parse(text) as { table: number[][] }).table;
    expect(rows).toHaveLength(774);
    const rowChars = Math.max(...rows.map((row) => JSON.stringify(row).length + 1));
    for (const piece of pieces) expect(piece.length).toBeLessThan((1 << 20) + 2 * rowChars);
  });
});
