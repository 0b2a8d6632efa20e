import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { evenSplitGrundyTable } from './fast.js';
import { evenSplitGame } from './rules.js';

describe('splitting piles evenly', () => {
  it('the block table equals the engine for heaps up to 60', () => {
    for (const threshold of [1, 2, 3, 4, 5, 6, 7, 9, 12, 17, 25, 40, 59, 60, 61]) {
      const solver = new GrundySolver(evenSplitGame(threshold));
      const table = evenSplitGrundyTable(threshold, 60);
      for (let heap = 1; heap <= 60; heap++) expect(table[heap], `F = ${threshold}, heap ${heap}`).toBe(solver.grundy(heap));
    }
  });

  it('random thresholds, heaps up to 150', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 150 }), fc.integer({ min: 1, max: 150 }), (threshold, heap) => {
        expect(evenSplitGrundyTable(threshold, heap)[heap]).toBe(new GrundySolver(evenSplitGame(threshold)).grundy(heap));
      }),
      { numRuns: 40 },
    );
  });

  it('equals the option formula over every j, heaps up to 3000', () => {
    // Each option's value from the rule directly: r heaps of q + 1 and j − r of q, pairs cancelling.
    for (const threshold of [1, 2, 37]) {
      const table = evenSplitGrundyTable(threshold, 3000);
      const g: number[] = [];
      for (let i = 0; i <= 3000; i++) {
        const options = new Set<number>();
        if (i >= threshold) {
          for (let j = 2; j <= i; j++) {
            const q = Math.floor(i / j);
            const r = i % j;
            options.add((r % 2 ? g[q + 1] : 0) ^ ((j - r) % 2 ? g[q] : 0));
          }
        }
        let mex = 0;
        while (options.has(mex)) mex++;
        g.push(mex);
      }
      expect(Array.from(table.subarray(0, 3001))).toEqual(g);
    }
  });

  it('heaps below the threshold, and heaps of 1, are dead', () => {
    const table = evenSplitGrundyTable(10, 100);
    for (let heap = 0; heap < 10; heap++) expect(table[heap]).toBe(0);
    expect(evenSplitGrundyTable(1, 5)[1]).toBe(0);
    expect(Math.max(...evenSplitGrundyTable(1, 100_000))).toBeLessThan(256);
  });
});
