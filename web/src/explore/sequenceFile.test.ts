import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sequenceFile, sequenceFileName } from './sequenceFile';

const values = fc.array(fc.oneof(fc.nat(20), fc.integer({ min: -1, max: 2 ** 31 - 1 })), { maxLength: 200 }).map((a) => Int32Array.from(a));

/** The values cut into parts of random lengths, as the page sends them. */
function split(v: Int32Array): Int32Array[] {
  const parts: Int32Array[] = [];
  for (let start = 0; start < v.length;) {
    const end = Math.min(v.length, start + 1 + ((v[start] >>> 0) % 37));
    parts.push(v.slice(start, end));
    start = end;
  }
  return parts;
}

describe('download files of a sequence, written as bytes', () => {
  it('CSV: a header, then one row n,G(n) per value, as the numbers print', async () => {
    await fc.assert(
      fc.asyncProperty(values, async (v) => {
        const text = await sequenceFile({ name: 'g', parts: split(v), period: null, format: 'csv' }).text();
        expect(text).toBe(`n,grundy\n${Array.from(v, (x, n) => `${n},${x}\n`).join('')}`);
      }),
    );
  });

  it('a coin row (first 1) starts at coin 1: values[0] is no coin and is never written', async () => {
    await fc.assert(
      fc.asyncProperty(values, async (v) => {
        const csv = await sequenceFile({ name: '1-3', parts: split(v), period: null, format: 'csv', first: 1 }).text();
        expect(csv).toBe(`n,grundy\n${Array.from(v, (x, n) => (n === 0 ? '' : `${n},${x}\n`)).join('')}`);
        const json = JSON.parse(await sequenceFile({ name: '1-3', parts: split(v), period: null, format: 'json', first: 1 }).text()) as {
          values: number[];
        };
        expect(json.values).toEqual(Array.from(v).slice(1));
      }),
    );
  });

  it('JSON: parses back to the same values, game and period', async () => {
    await fc.assert(
      fc.asyncProperty(values, async (v) => {
        const period = { preperiod: 1, period: 2, saltus: 0, proven: true };
        const data = JSON.parse(await sequenceFile({ name: '0.77', parts: split(v), period, format: 'json' }).text());
        expect(data.values).toEqual(Array.from(v));
        expect(data.game).toBe('0.77');
        expect(data.period).toEqual(period);
      }),
    );
  });

  it('reports progress after each part, ending at the length', () => {
    const done: number[] = [];
    sequenceFile({ name: 'g', parts: [new Int32Array(3_000_000), new Int32Array(5)], period: null, format: 'csv' }, (n) => done.push(n));
    expect(done).toEqual([1 << 20, 2 << 20, 3_000_000, 3_000_005]);
  });

  it('names the file after the game, made safe', () => {
    expect(sequenceFileName('4!.0', 'csv')).toBe('4!.0-grundy.csv');
    expect(sequenceFileName('S(1,3,4)', 'json')).toBe('S_1_3_4_-grundy.json');
  });
});
