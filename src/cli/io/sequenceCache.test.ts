import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { readCache, writeCache } from './sequenceCache.js';

const directory = mkdtempSync(join(tmpdir(), 'nimlab-sequence-cache-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** Values of each width a cache holds, from random numbers below the width's bound. */
const arrays = fc.oneof(
  fc.array(fc.nat(0xff), { maxLength: 200 }).map((v) => Uint8Array.from(v)),
  fc.array(fc.nat(0xffff), { maxLength: 200 }).map((v) => Uint16Array.from(v)),
  fc.array(fc.nat(0xffffffff), { maxLength: 200 }).map((v) => Uint32Array.from(v)),
);

describe('sequence cache read and written in pieces (files over 2 GiB cannot be read in one call)', () => {
  it('a cache written and read in pieces of any size gives back the same values', () => {
    const path = join(directory, 'pieces.bin');
    fc.assert(
      fc.property(arrays, fc.integer({ min: 1, max: 37 }), fc.integer({ min: 1, max: 37 }), (values, writeChunk, readChunk) => {
        writeCache(path, 'G', values, writeChunk);
        const back = readCache(path, 'G', undefined, readChunk);
        expect(back).not.toBeNull();
        expect(back!.constructor).toBe(values.constructor);
        expect(Array.from(back!)).toEqual(Array.from(values));
      }),
    );
  });

  it('pieces of one and three bytes end inside two- and four-byte values, and the file is byte for byte the one written whole', () => {
    const values = Uint32Array.from({ length: 1000 }, (_, n) => (n * 2654435761) >>> 0);
    const whole = join(directory, 'whole.bin');
    const split = join(directory, 'split.bin');
    writeCache(whole, 'G', values);
    writeCache(split, 'G', values, 3);
    expect(readFileSync(split).equals(readFileSync(whole))).toBe(true);
    for (const chunk of [1, 3, 5]) expect(Array.from(readCache(whole, 'G', undefined, chunk)!)).toEqual(Array.from(values));
    const pairs = Uint16Array.from({ length: 999 }, (_, n) => (n * 40503) & 0xffff);
    writeCache(whole, 'G', pairs, 7);
    expect(Array.from(readCache(whole, 'G', undefined, 3)!)).toEqual(Array.from(pairs));
  });

  it('a file shorter or longer than its header says is no cache, whatever the piece size', () => {
    const path = join(directory, 'cut.bin');
    writeCache(
      path,
      'G',
      Uint16Array.from({ length: 50 }, (_, n) => n),
    );
    const bytes = readFileSync(path);
    writeFileSync(path, bytes.subarray(0, bytes.length - 1));
    expect(readCache(path, 'G', undefined, 4)).toBeNull();
    writeFileSync(path, Buffer.concat([bytes, Buffer.from([0, 0])]));
    expect(readCache(path, 'G', undefined, 4)).toBeNull();
    writeFileSync(path, bytes);
    expect(readCache(path, 'G', undefined, 4)).toHaveLength(50);
  });

  it('a header claiming 2^40 values in a small file is refused before any array is made', () => {
    const path = join(directory, 'huge.bin');
    writeFileSync(path, `NIMLAB-GRUNDY 1 ${JSON.stringify({ game: 'G', width: 2, count: 2 ** 40 })}\n\0\0`);
    expect(readCache(path, 'G')).toBeNull();
  });

  it('a cache that cannot be read (a directory in its place) is reported and treated as missing', () => {
    const warnings: string[] = [];
    expect(readCache(directory, 'G', (m) => warnings.push(m))).toBeNull();
    expect(warnings).toEqual([expect.stringContaining('cannot read the cache')]);
    expect(readCache(join(directory, 'absent.bin'), 'G', (m) => warnings.push(m))).toBeNull();
    expect(warnings).toHaveLength(1);
  });
});
