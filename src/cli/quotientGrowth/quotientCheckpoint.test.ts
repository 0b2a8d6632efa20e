import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUOTIENT_LIMITS } from '../../engine/quotient/misereQuotient.js';
import { growHeapQuotient, parseHeapGame, type HeapQuotientGrowth } from '../../games/heap/index.js';
import { checkpointPath, readCheckpoint, writeCheckpoint } from './quotientCheckpoint.js';

const directory = mkdtempSync(join(tmpdir(), 'nimlab-quotient-checkpoint-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const LIMITS = { ...DEFAULT_QUOTIENT_LIMITS, maxOrder: 2048 };
// Dawson's Kayles to heap 26 (order 104, recalibrated at 25) and 0.35 to heap 12 (order 774).
const dawson = growHeapQuotient(parseHeapGame('0.07').code, 26, LIMITS);
const big = growHeapQuotient(parseHeapGame('0.35').code, 12, LIMITS);

/** Everything a resumed growth reads, as plain data. */
function facts(g: HeapQuotientGrowth) {
  const q = g.quotient;
  return {
    upTo: g.upTo,
    orders: g.orders,
    lastChange: g.lastChange,
    solved: g.solved,
    refinedAt: g.refinedAt,
    recalibratedAt: g.recalibratedAt,
    quotient: {
      count: q.count,
      order: q.order,
      product: Array.from(q.product),
      losing: [...q.losing],
      heapMap: [...q.generatorElement],
      representatives: q.representatives,
      relations: q.relations,
    },
  };
}

describe('a heap quotient growth kept on disk (quotient --resume)', () => {
  it('reads back exactly what was written, in pieces of any size', () => {
    const path = join(directory, 'pieces.bin');
    fc.assert(
      fc.property(
        fc.constantFrom(dawson, big),
        fc.integer({ min: 1, max: 4099 }),
        fc.integer({ min: 1, max: 4099 }),
        (growth, writeChunk, readChunk) => {
          writeCheckpoint(path, 'G', growth, writeChunk);
          const back = readCheckpoint(path, 'G', (m) => expect.fail(m), readChunk);
          expect(back).not.toBeNull();
          expect(back!.stopped).toBeNull();
          expect(facts(back!)).toEqual(facts(growth));
        },
      ),
      { numRuns: 12 },
    );
  });

  it('no file is no growth, and no warning', () => {
    const warnings: string[] = [];
    expect(readCheckpoint(join(directory, 'none.bin'), 'G', (m) => warnings.push(m))).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('a growth of another game, a file cut short, a changed table byte or a changed header is not used, with one warning', () => {
    const path = join(directory, 'damaged.bin');
    writeCheckpoint(path, '0.07', dawson);
    const whole = readFileSync(path);
    const tries: [string, () => void][] = [
      ['another game', () => writeFileSync(path, whole)],
      ['cut short', () => (writeFileSync(path, whole), truncateSync(path, whole.length - 1))],
      [
        'a table byte',
        () =>
          writeFileSync(
            path,
            Buffer.concat([
              whole.subarray(0, whole.length - 3),
              Buffer.from([whole[whole.length - 3] ^ 1]),
              whole.subarray(whole.length - 2),
            ]),
          ),
      ],
      [
        'the header',
        () => writeFileSync(path, Buffer.from(whole.toString('latin1').replace('"lastChange":25', '"lastChange":2x'), 'latin1')),
      ],
      ['not a checkpoint', () => writeFileSync(path, 'NIMLAB-GRUNDY 1 {}\n')],
    ];
    for (const [what, damage] of tries) {
      damage();
      const warnings: string[] = [];
      const game = what === 'another game' ? '0.77' : '0.07';
      expect(
        readCheckpoint(path, game, (m) => warnings.push(m)),
        what,
      ).toBeNull();
      expect(warnings, what).toEqual([`ignoring ${path}: not a whole quotient growth of ${game}`]);
    }
    writeFileSync(path, whole);
    expect(readCheckpoint(path, '0.07')).not.toBeNull();
  });

  it('a directory that cannot be made is one CacheWriteError naming the path', () => {
    const file = join(directory, 'a-file');
    writeFileSync(file, 'x');
    expect(() => writeCheckpoint(join(file, 'sub', 'g.bin'), 'G', dawson)).toThrow(
      /cannot keep the quotient in .*a-file\/sub\/g\.bin: a file is in the way of a directory \(ENOTDIR\)/,
    );
  });

  it('is kept under a name of its own in the cache directory', () => {
    expect(checkpointPath('4!.0', '/c')).toBe('/c/quotient-growth-4%21.0.bin');
  });
});
