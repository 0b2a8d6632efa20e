import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toBitboard } from '../domineering/bitboard.js';
import type { DomineeringGrid } from '../domineering/grid.js';
import { domineeringRules } from '../domineering/rules.js';
import { gridArbitrary } from '../domineering/testing/gridArbitrary.js';
import { bruteOutcome } from '../testing/bruteOutcome.js';
import { LineMoveCounts } from './lineMoveCounts.js';

/** Σ⌊r/2⌋ over the runs of a word, by walking its bits. */
function pairsByRuns(word: number): number {
  let pairs = 0;
  let run = 0;
  for (let bit = 0; bit <= 32; bit++) {
    if (bit < 32 && (word & (1 << bit)) !== 0) run++;
    else {
      pairs += run >> 1;
      run = 0;
    }
  }
  return pairs;
}

/** The counts from the definition: possible = Σ⌊r/2⌋ per line, safe = the same over cells with no empty neighbour across. */
function countsFromScratch(lines: readonly [Int32Array, Int32Array]): number[] {
  const totals: number[] = [];
  for (const own of lines) {
    let possible = 0;
    let safe = 0;
    for (let line = 0; line < own.length; line++) {
      possible += pairsByRuns(own[line]!);
      const neighbours = (line > 0 ? own[line - 1]! : 0) | (line + 1 < own.length ? own[line + 1]! : 0);
      safe += pairsByRuns(own[line]! & ~neighbours);
    }
    totals.push(possible, safe);
  }
  return totals;
}

function linesOf(grid: DomineeringGrid): [Int32Array, Int32Array] {
  const board = toBitboard(grid);
  return [board.emptyCols, board.emptyRows];
}

describe('LineMoveCounts (possible and safe moves, kept move by move)', () => {
  it('pairs() is Σ⌊r/2⌋ over the runs of any word of up to 31 bits', () => {
    const counts = new LineMoveCounts([new Int32Array(0), new Int32Array(0)]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (word) => {
        expect(counts.pairs(word)).toBe(pairsByRuns(word));
      }),
      { numRuns: 2000 },
    );
    // Runs across bit 16, odd and even below it.
    for (const word of [0x18000, 0x38000, 0x1c000, 0x7fffffff, 0x3ffff, 0x1ffff]) expect(counts.pairs(word)).toBe(pairsByRuns(word));
  });

  it('stays equal to the counts from scratch while random dominoes are placed and lifted, as countsAfter foretold', () => {
    fc.assert(
      fc.property(gridArbitrary(7, 7), fc.array(fc.nat(), { maxLength: 30 }), (grid, picks) => {
        const lines = linesOf(grid);
        const counts = new LineMoveCounts(lines);
        const played: [number, number, number][] = [];
        for (const pick of picks) {
          const side = pick & 1;
          const own = lines[side];
          const starts: [number, number][] = [];
          for (let line = 0; line < own.length; line++)
            for (let bit = 0; bit + 1 < lines[side ^ 1].length; bit++) if (((own[line]! >> bit) & 3) === 3) starts.push([line, bit]);
          if (starts.length === 0) continue;
          const [line, bit] = starts[(pick >> 1) % starts.length]!;
          // countsAfter reads the totals the move would leave, leaving the board as it was.
          const after = new Int32Array(4);
          const before = lines.map((set) => set.slice());
          counts.countsAfter(side, line, bit, after);
          expect(lines).toEqual(before);
          own[line]! ^= 3 << bit;
          lines[side ^ 1][bit]! ^= 1 << line;
          lines[side ^ 1][bit + 1]! ^= 1 << line;
          counts.update(side, line, bit);
          played.push([side, line, bit]);
          expect([counts.possible[0], counts.safe[0], counts.possible[1], counts.safe[1]]).toEqual(countsFromScratch(lines));
          expect(Array.from(after)).toEqual(countsFromScratch(lines));
        }
        for (const [side, line, bit] of played.reverse()) {
          lines[side][line]! ^= 3 << bit;
          lines[side ^ 1][bit]! ^= 1 << line;
          lines[side ^ 1][bit + 1]! ^= 1 << line;
          counts.update(side, line, bit);
        }
        expect([counts.possible[0], counts.safe[0], counts.possible[1], counts.safe[1]]).toEqual(countsFromScratch(linesOf(grid)));
      }),
      { numRuns: 300 },
    );
  });

  it('quickVerdict never contradicts minimax, and decides both ways', () => {
    const decided = { wins: 0, loses: 0 };
    fc.assert(
      fc.property(gridArbitrary(5, 5), fc.boolean(), (grid, left) => {
        const verdict = new LineMoveCounts(linesOf(grid)).quickVerdict(left ? 0 : 1);
        if (verdict === 0) return;
        const outcome = bruteOutcome(domineeringRules, grid);
        const moverWins = left ? outcome === 'L' || outcome === 'N' : outcome === 'R' || outcome === 'N';
        expect(moverWins).toBe(verdict > 0);
        decided[verdict > 0 ? 'wins' : 'loses']++;
      }),
      { numRuns: 400, seed: 34 },
    );
    expect(decided.wins).toBeGreaterThan(10);
    expect(decided.loses).toBeGreaterThan(10);
  });
});
