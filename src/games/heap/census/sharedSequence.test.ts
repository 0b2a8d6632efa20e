import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grundyTable } from '../../../engine/normal/integerGame.js';
import { formatCode, makeCode, type TakeBreakCode } from '../code/code.js';
import type { GrundyArray } from '../kernels/grundyArray.js';
import { parseTakeBreakCode } from '../code/parseCode.js';
import { takeBreakGame } from '../rules.js';
import { runExtendJob, type CheckpointStore } from './extendJob.js';
import { expandCodePatterns } from './pattern.js';
import { sequenceKey, sharedSequences } from './sharedSequence.js';

const computed = new Map<string, number[]>();

/** Values straight from the rules (the engine's GrundySolver over the take-and-break model), each code once. */
function engineValues(code: TakeBreakCode, count: number): number[] {
  const name = `${formatCode(code)}/${count}`;
  if (!computed.has(name)) computed.set(name, Array.from(grundyTable(takeBreakGame(code), count)));
  return computed.get(name)!;
}

function memoryStore(): CheckpointStore & { files: Map<string, GrundyArray> } {
  const files = new Map<string, GrundyArray>();
  return { files, read: (code) => files.get(code)?.slice() ?? null, write: (code, values) => void files.set(code, values.slice()) };
}

const HEAPS = 48;

/** Checks G_code(n) = 0 for n < shift and G_code(n + shift) = G_other(n + otherShift) on the first heaps, by the rules. */
function expectSameSequence(code: string, other: string): void {
  const a = sequenceKey(parseTakeBreakCode(code))!;
  const b = sequenceKey(parseTakeBreakCode(other))!;
  const mine = engineValues(parseTakeBreakCode(code), HEAPS + a.shift);
  const theirs = engineValues(parseTakeBreakCode(other), HEAPS + b.shift);
  expect(mine.slice(0, a.shift), `${code}: heaps below its shift ${a.shift}`).toEqual(new Array(a.shift).fill(0));
  expect(mine.slice(a.shift), `${code} (shift ${a.shift}) against ${other} (shift ${b.shift})`).toEqual(theirs.slice(b.shift));
}

describe('sequences shared by the rules (offset rule, whole-heap bits)', () => {
  it('every group of the three-digit census has one sequence, by the rules, on the first 48 heaps', () => {
    const groups = sharedSequences(expandCodePatterns(['0.???', '4.???']));
    expect(groups.flatMap((g) => [g.leader, ...g.followers]).sort()).toEqual(expandCodePatterns(['0.???', '4.???']).sort());
    for (const group of groups) for (const follower of group.followers) expectSameSequence(follower, group.leader);
    // Far fewer sequences than codes to compute (1024 codes, 304 sequences when this was written).
    expect(groups.length).toBeLessThan(400);
  });

  it('0.6 is 0.37 with every heap one larger, and 0.04 is 0.007 so (the offset rule, Winning Ways ch. 4)', () => {
    const [six, thirtySeven] = ['0.6', '0.37'].map((c) => sequenceKey(parseTakeBreakCode(c))!);
    expect(six.key).toBe(thirtySeven.key);
    expect(six.shift - thirtySeven.shift).toBe(1);
    expect(sequenceKey(parseTakeBreakCode('0.04'))!.key).toBe(sequenceKey(parseTakeBreakCode('0.007'))!.key);
  });

  it('keeps apart codes that differ in a whole-heap bit that changes a value (0.004 and 0.005)', () => {
    expect(sequenceKey(parseTakeBreakCode('0.004'))!.key).not.toBe(sequenceKey(parseTakeBreakCode('0.005'))!.key);
  });

  it('a code and its whole-heap-bit twin: equal keys mean equal sequences, by the rules (random codes)', () => {
    const digits = fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(fc.constantFrom(0, 4), digits, fc.nat(), (d0, rest, which) => {
        const code = makeCode([d0, ...rest].map((heaps) => ({ heaps, constraint: 'any' as const })));
        const j = 1 + (which % rest.length);
        const twin = makeCode(code.digits.map((d, i) => (i === j ? { ...d, heaps: d.heaps ^ 1 } : d)));
        const [a, b] = [formatCode(code), formatCode(twin)];
        if (sequenceKey(code)?.key !== sequenceKey(twin)?.key) return;
        expectSameSequence(a, b);
      }),
      { numRuns: 150 },
    );
  });
});

describe('a census job seeded from a code with the same sequence', () => {
  /** The follower computed alone and from the leader's checkpoint: same values, same summary. */
  function seededAgainstAlone(follower: string, leader: string, to: number): void {
    const store = memoryStore();
    runExtendJob({ code: leader, from: 0, to }, store);
    const seeded = runExtendJob({ code: follower, from: 0, to, seedFrom: leader }, store);
    const alone = memoryStore();
    const own = runExtendJob({ code: follower, from: 0, to }, alone);
    expect(seeded.seededValues).toBeGreaterThan(0);
    expect(seeded.summary.status).toBe(own.summary.status);
    expect(seeded.summary.period).toEqual(own.summary.period);
    const n = Math.min(seeded.reached, own.reached);
    expect(Array.from(store.files.get(follower)!.subarray(0, n))).toEqual(Array.from(alone.files.get(follower)!.subarray(0, n)));
  }

  it('a shifted follower (0.6 from 0.37) and a leader shifted more than its follower (0.37 from 0.6)', () => {
    seededAgainstAlone('0.6', '0.37', 3000);
    seededAgainstAlone('0.37', '0.6', 3000);
  });

  it('whole-heap-bit twins (0.563 from 0.562) and a proven game (0.45 from 0.177, Winning Ways p. 102)', () => {
    seededAgainstAlone('0.563', '0.562', 4096);
    seededAgainstAlone('0.45', '0.177', 4096);
  });

  it('a follower of an unsolved leader lands in its class (same heaps compared, report classes)', () => {
    const store = memoryStore();
    const leader = runExtendJob({ code: '0.37', from: 0, to: 3000 }, store);
    const follower = runExtendJob({ code: '0.6', from: 0, to: 3000, seedFrom: '0.37' }, store);
    expect(leader.summary.status).toBe('unsolved');
    expect(follower.reached).toBe(leader.reached);
    expect(follower.summary.classKey).toBe(leader.summary.classKey);
    expect(follower.summary.offset - leader.summary.offset).toBe(1);
  });

  it('refuses to seed from a code whose sequence the rules do not make the same', () => {
    const store = memoryStore();
    runExtendJob({ code: '0.005', from: 0, to: 500 }, store);
    expect(() => runExtendJob({ code: '0.004', from: 0, to: 500, seedFrom: '0.005' }, store)).toThrow(
      /0\.004 does not have the sequence of 0\.005/,
    );
  });
});
