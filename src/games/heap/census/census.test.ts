import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grundyTable } from '../../../engine/normal/integerGame.js';
import { formatCode, makeCode, type TakeBreakCode } from '../code/code.js';
import type { GrundyArray } from '../kernels/grundyArray.js';
import { parseTakeBreakCode } from '../code/parseCode.js';
import { takeBreakGame } from '../rules.js';
import { GrundySequencer } from '../sequence/sequencer.js';
import { equivalenceClasses } from './equivalence.js';
import { nextLink, runExtendJob, type CheckpointStore } from './extendJob.js';
import { oneSmallerGame } from './offsetRule.js';
import { expandCodePattern, expandCodePatterns } from './pattern.js';
import { summarizeSequence, type GameSummary } from './sequenceSummary.js';

/** Values straight from the rules (the engine's GrundySolver over the take-and-break model). */
function engineValues(code: TakeBreakCode, count: number): number[] {
  return Array.from(grundyTable(takeBreakGame(code), count));
}

/** Octal codes d0.d1d2d3 with d0 ∈ {0, 4}: the census's codes. */
const octalCode = fc
  .record({ d0: fc.constantFrom(0, 4), rest: fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }) })
  .map(({ d0, rest }) => makeCode([d0, ...rest].map((heaps) => ({ heaps, constraint: 'any' as const }))));

/** Codes whose one-token heap has no move (d1 without bit 0): the offset rule's games. */
const offsetCode = octalCode.map((code) => {
  const digits = code.digits.map((d, j) => (j === 1 ? { ...d, heaps: d.heaps & 6 } : d));
  return makeCode(digits.length > 1 ? digits : [...digits, { heaps: 2, constraint: 'any' }]);
});

function memoryStore(): CheckpointStore & { files: Map<string, GrundyArray> } {
  const files = new Map<string, GrundyArray>();
  return { files, read: (code) => files.get(code)?.slice() ?? null, write: (code, values) => void files.set(code, values.slice()) };
}

/** A summary as the census makes it: a chain of jobs from an empty checkpoint to `target`. */
function censusSummary(code: string, target: number, cuts: number[] = []): { summary: GameSummary; values: GrundyArray } {
  const store = memoryStore();
  let computed = 0;
  let outcome = null;
  for (const to of [...cuts.filter((c) => c < target).sort((a, b) => a - b), target]) {
    if (to <= computed) continue;
    outcome = runExtendJob({ code, from: computed, to }, store);
    computed = outcome.reached;
    if (outcome.proven) break;
  }
  return { summary: outcome!.summary, values: store.files.get(code)! };
}

describe('census patterns', () => {
  it('0.?? is the 64 two-digit codes in order, in normal form', () => {
    const codes = expandCodePattern('0.??');
    expect(codes).toHaveLength(64);
    expect(codes.slice(0, 3)).toEqual(['0.0', '0.01', '0.02']);
    expect(codes).toContain('0.77');
    expect(codes[8]).toBe('0.1');
    expect(new Set(codes).size).toBe(64);
  });

  it('0.??? and 4.??? are 1024 different codes', () => {
    expect(new Set(expandCodePatterns(['0.???', '4.???'])).size).toBe(1024);
  });

  it('a code named twice is listed once', () => {
    expect(expandCodePatterns(['0.77', '0.770', '0.7?'])).toEqual(['0.77', '0.7', '0.71', '0.72', '0.73', '0.74', '0.75', '0.76']);
  });

  it('refuses a pattern of more codes than a census can hold, saying how many', () => {
    expect(() => expandCodePattern('0.???????')).toThrow(/names 8\^7 codes/);
  });

  it('refuses a pattern that makes no code, naming it', () => {
    expect(() => expandCodePattern('2.??')).toThrow(/bad take-and-break code '2.00'.*d0 = 2/);
  });
});

describe('the offset rule', () => {
  it("Dawson's Kayles 0.07 is Dawson's chess 0.137 with every heap one larger (Winning Ways ch. 4)", () => {
    expect(formatCode(oneSmallerGame(parseTakeBreakCode('0.07'))!)).toBe('0.137');
  });

  it('a game whose one-token heap can be taken has no one-smaller twin', () => {
    expect(oneSmallerGame(parseTakeBreakCode('0.77'))).toBeNull();
  });

  it('G_B(n + 1) = G_A(n) for the twin A, on random codes (engine values of both)', () => {
    fc.assert(
      fc.property(offsetCode, (b) => {
        const a = oneSmallerGame(b)!;
        const count = 30;
        const valuesB = engineValues(b, count + 1);
        expect(valuesB.slice(1), `${formatCode(b)} vs ${formatCode(a)}`).toEqual(engineValues(a, count));
      }),
      { numRuns: 150 },
    );
  });
});

describe('equivalence classes', () => {
  it('puts a game and its one-smaller twin in one class, shifted by one', () => {
    fc.assert(
      fc.property(offsetCode, (b) => {
        const a = oneSmallerGame(b)!;
        const [codeA, codeB] = [formatCode(a), formatCode(b)];
        if (codeA === codeB) return;
        const target = 3000;
        const summaries = [censusSummary(codeA, target).summary, censusSummary(codeB, target).summary];
        // Both proven, or both computed to the same heap: only then do they compare.
        if (summaries[0].period === null || summaries[1].period === null) {
          if (summaries[0].period !== summaries[1].period) return;
        }
        const classes = equivalenceClasses(summaries.map((s) => ({ code: s.code, classKey: s.classKey, offset: s.offset })));
        expect(classes, `${codeA} / ${codeB}`).toHaveLength(1);
        const shiftOf = (code: string) => classes[0].members.find((m) => m.code === code)!.shift;
        expect(shiftOf(codeB) - shiftOf(codeA)).toBe(1);
      }),
      { numRuns: 40 },
    );
  });

  it('two codes share a class exactly when their engine sequences agree after the shift', () => {
    const count = 40;
    fc.assert(
      fc.property(octalCode, octalCode, (x, y) => {
        const codes = [formatCode(x), formatCode(y)];
        if (codes[0] === codes[1]) return;
        const summaries = codes.map((code) => censusSummary(code, 2000).summary);
        const classes = equivalenceClasses(summaries.map((s) => ({ code: s.code, classKey: s.classKey, offset: s.offset })));
        const engine = [engineValues(x, count + 8), engineValues(y, count + 8)];
        const stripped = engine.map((values, i) => values.slice(summaries[i].offset, summaries[i].offset + count));
        if (classes.length === 1) {
          // Same class: the engine's values agree, shifted as the class says.
          expect(stripped[0], codes.join(' ~ ')).toEqual(stripped[1]);
          const member = (code: string) => classes[0].members.find((m) => m.code === code)!;
          const [first, second] = codes.map(member);
          const [gx, gy] = engine;
          const shift = second.shift - first.shift;
          for (let n = Math.max(0, shift); n < count; n++) expect(gy[n]).toBe(gx[n - shift]);
        } else if (summaries[0].period && summaries[1].period) {
          // Proven and in different classes: somewhere the sequences differ; within 40 heaps here
          // unless their periodic parts are long.
          const longest = Math.max(...summaries.map((s) => s.period!.preperiod + 2 * s.period!.period));
          if (longest <= count) expect(stripped[0]).not.toEqual(stripped[1]);
        }
      }),
      { numRuns: 120 },
    );
  });

  it('names each class by its simplest code', () => {
    const members = ['0.137', '0.07', '0.7'].map((code) => ({ code, classKey: 'k', offset: code === '0.07' ? 1 : 0 }));
    const [only] = equivalenceClasses(members);
    expect(only.name).toBe('0.7');
    expect(only.members.map((m) => m.code)).toEqual(['0.7', '0.07', '0.137']);
  });

  it('0.07 and 0.137 fall in one class, 0.77 elsewhere', () => {
    const summaries = ['0.07', '0.137', '0.77'].map((code) => censusSummary(code, 4096).summary);
    const classes = equivalenceClasses(summaries);
    expect(classes.map((c) => c.members.map((m) => `${m.code}:${m.shift}`))).toEqual([['0.07:0', '0.137:-1'], ['0.77:0']]);
  });
});

describe('summaries', () => {
  it('Kayles: period 12 from heap 71, largest value 8 (Winning Ways ch. 4)', () => {
    const { summary } = censusSummary('0.77', 1 << 14);
    expect(summary.period).toMatchObject({ preperiod: 71, period: 12, saltus: 0, proven: true });
    expect(summary.status).toBe('trivial');
    expect(summary.largest).toBe(8);
    expect(summary.bytesPerValue).toBe(1);
  });

  it('0.6 is unsolved at 20 000 heaps, with a sparse space', () => {
    const { summary } = censusSummary('0.6', 20000);
    expect(summary.status).toBe('unsolved');
    expect(summary.heaps).toBe(20000);
    expect(summary.period).toBeNull();
    expect(summary.sparse).not.toBeNull();
    expect(summary.sparse!.rareHeaps).toBeLessThan(20000 / 8);
  });

  it('the largest value and where it first occurs agree with the values', () => {
    fc.assert(
      fc.property(octalCode, (code) => {
        const name = formatCode(code);
        const { summary, values } = censusSummary(name, 1500);
        const seen = Array.from(values.subarray(0, summary.heaps));
        expect(summary.largest).toBe(Math.max(...seen));
        expect(summary.largestAt).toBe(seen.indexOf(summary.largest));
      }),
      { numRuns: 40 },
    );
  });
});

describe('the job chain', () => {
  it('a sequence cut into random links has the values and summary of one run', () => {
    fc.assert(
      fc.property(octalCode, fc.array(fc.integer({ min: 1, max: 5000 }), { maxLength: 6 }), (code, cuts) => {
        const name = formatCode(code);
        const target = 5000;
        const chained = censusSummary(name, target, cuts);
        const single = new GrundySequencer(code, { stopWhenProven: false });
        single.extendTo(target);
        const reference = single.computedValues();
        expect(Array.from(chained.values), name).toEqual(Array.from(reference.subarray(0, chained.values.length)));
        // Not a prefix only: unless proven, the chain reaches the target.
        if (chained.summary.period === null) expect(chained.values.length).toBe(target);
        expect(chained.summary).toEqual(censusSummary(name, target).summary);
        expect(chained.summary).toEqual(summarizeSequence(code, name, reference, target, chained.summary.period));
      }),
      { numRuns: 40 },
    );
  });

  it('a retried link whose first attempt already wrote its checkpoint changes nothing', () => {
    const store = memoryStore();
    const first = runExtendJob({ code: '0.6', from: 0, to: 9000 }, store);
    const again = runExtendJob({ code: '0.6', from: 0, to: 9000 }, store);
    expect(again.summary).toEqual(first.summary);
    expect(again.computedValues).toBe(0);
  });

  it('links double what is known, from 8192, up to the target', () => {
    expect(nextLink('0.6', 0, 1 << 20)).toEqual({ code: '0.6', from: 0, to: 8192 });
    expect(nextLink('0.6', 8192, 1 << 20)).toMatchObject({ from: 8192, to: 16384 });
    expect(nextLink('0.6', 600_000, 1 << 20)).toMatchObject({ to: 1 << 20 });
    expect(nextLink('0.6', 1 << 20, 1 << 20)).toBeNull();
  });
});
