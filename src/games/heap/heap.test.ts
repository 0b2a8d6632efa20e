import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { grundyTable } from '../../engine/normal/integerGame.js';
import { formatCode, makeCode, type CodeDigit, type SplitConstraint, type TakeBreakCode } from './code/code.js';
import { grundySequence } from './fast.js';
import { parseHeapGame } from './heapGame.js';
import { takeBreakGame } from './rules.js';
import { GrundySequencer, type SequenceEngine, type SequenceMethod } from './sequence/sequencer.js';

const constraints: SplitConstraint[] = ['any', 'unequal', 'notAllEqual', 'allEqual'];

/** Random codes: octal digits mostly, hexadecimal and larger sometimes, constraints, repeating tails. */
const codeArb: fc.Arbitrary<TakeBreakCode> = fc
  .record({
    d0: fc.constantFrom(0, 0, 4, 8, 12),
    digits: fc.array(
      fc.record({
        heaps: fc.oneof(
          { weight: 6, arbitrary: fc.integer({ min: 0, max: 7 }) },
          { weight: 2, arbitrary: fc.integer({ min: 0, max: 15 }) },
          { weight: 1, arbitrary: fc.integer({ min: 0, max: 31 }) },
        ),
        constraint: fc.oneof({ weight: 3, arbitrary: fc.constant<SplitConstraint>('any') }, fc.constantFrom(...constraints)),
      }),
      { minLength: 0, maxLength: 5 },
    ),
    d0Constraint: fc.constantFrom(...constraints),
    tail: fc.constantFrom(0, 0, 0, 1, 2),
  })
  .map(({ d0, digits, d0Constraint, tail }) => {
    const all: CodeDigit[] = [{ heaps: d0, constraint: d0Constraint }, ...digits];
    return makeCode(all, Math.min(tail, all.length - 1));
  });

/** Values straight from the rules: the engine's GrundySolver over the take-and-break model. */
function engineValues(code: TakeBreakCode, count: number): number[] {
  return Array.from(grundyTable(takeBreakGame(code), count));
}

function fastValues(code: TakeBreakCode, count: number, method: SequenceMethod, engine: SequenceEngine, tightMemory = false): number[] {
  return Array.from(new GrundySequencer(code, { method, engine, stopWhenProven: false, tightMemory }).values(count));
}

describe('heap games: fast sequences equal the engine', () => {
  it('for random codes, every method and engine', () => {
    fc.assert(
      fc.property(
        codeArb,
        fc.constantFrom<SequenceMethod>('plain', 'sparse', 'parity', 'auto'),
        fc.constantFrom<SequenceEngine>('js', 'wasm'),
        fc.boolean(),
        (code, method, engine, tightMemory) => {
          const count = 26;
          expect(fastValues(code, count, method, engine, tightMemory), formatCode(code)).toEqual(engineValues(code, count));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('WebAssembly kernels (16 splits at a time where values fit) equal the JS reference on longer runs', () => {
    const octalArb = codeArb.map((code) =>
      makeCode(
        code.digits.map((d) => ({ heaps: d.heaps & 7, constraint: d.constraint })),
        code.period,
      ),
    );
    fc.assert(
      fc.property(octalArb, fc.constantFrom<SequenceMethod>('plain', 'sparse', 'parity'), (code, method) => {
        const count = 160;
        expect(fastValues(code, count, method, 'wasm'), formatCode(code)).toEqual(fastValues(code, count, 'plain', 'js'));
      }),
      { numRuns: 120 },
    );
  });

  it('the small-value WebAssembly kernel (option values as bits, one set per rest m in a ring) equals the JS reference, in calls short and long', () => {
    // Removals 1 and 68 are 67 apart, more than the ring holds (the per-removal path runs);
    // 0.4!7 and 0.1337 pass 63 (the kernel with stamps takes over); 4!.0 has unequal splits only.
    const far = `0.7${'0'.repeat(66)}6`;
    const names = ['0.1777', '0.165', '0.1337', '0.4447', '4.07', '0.137', '0.4!7', '0.6', far, '4!.0', '0.106'];
    for (const name of names) {
      const code = parseHeapGame(name).code;
      const count = 1200;
      const reference = fastValues(code, count, 'plain', 'js');
      for (const method of ['sparse', 'parity', 'auto'] as const) {
        expect(fastValues(code, count, method, 'wasm'), `${name} ${method}`).toEqual(reference);
        const withStamps = new GrundySequencer(code, { method, engine: 'wasm', stopWhenProven: false, smallValueKernel: false });
        expect(Array.from(withStamps.values(count)), `${name} ${method}, kernel with stamps`).toEqual(reference);
        // Many short calls: each starts by refilling the ring from the values before it.
        const stepped = new GrundySequencer(code, { method, engine: 'wasm', stopWhenProven: false });
        for (let n = 1; n < count; n += 1 + (n % 11)) stepped.extendTo(n);
        expect(Array.from(stepped.values(count)), `${name} ${method}, short calls`).toEqual(reference);
      }
    }
  });

  it('random octal codes of many digits: the small-value kernel equals the plain JS kernel', () => {
    const digits = fc.array(fc.constantFrom(0, 0, 0, 1, 2, 3, 4, 5, 6, 7), { minLength: 2, maxLength: 12 });
    fc.assert(
      fc.property(digits, fc.constantFrom<SequenceMethod>('sparse', 'parity'), fc.integer({ min: 1, max: 40 }), (ds, method, step) => {
        const code = makeCode([{ heaps: 0, constraint: 'any' }, ...ds.map((heaps) => ({ heaps, constraint: 'any' as const }))], 0);
        const count = 400;
        const sequencer = new GrundySequencer(code, { method, engine: 'wasm', stopWhenProven: false });
        for (let n = step; n < count; n += step) sequencer.extendTo(n);
        expect(Array.from(sequencer.values(count)), formatCode(code)).toEqual(fastValues(code, count, 'plain', 'js'));
      }),
      { numRuns: 80 },
    );
  });

  it('the parity split (tags of value and heap parity) equals the plain method on codes whose splits remove tokens of one parity', () => {
    // Octal codes whose splitting digits (4, 5, 6, 7) sit only at odd positions, or only at even
    // ones, so that odd masks are allowed; the values are long enough for splits to be chosen.
    const oneParityArb = fc
      .record({
        digits: fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 6 }),
        odd: fc.boolean(),
        d0: fc.constantFrom(0, 4),
      })
      .map(({ digits, odd, d0 }) => {
        const all = [d0, ...digits].map((d, j) => (j > 0 && (j & 1) === (odd ? 1 : 0) ? d : d & 3));
        if (odd) all[0] &= 3;
        return makeCode(
          all.map((heaps) => ({ heaps, constraint: 'any' as const })),
          0,
        );
      });
    fc.assert(
      fc.property(oneParityArb, fc.constantFrom<SequenceEngine>('js', 'wasm'), (code, engine) => {
        const count = 400;
        const parity = new GrundySequencer(code, { method: 'parity', engine, stopWhenProven: false });
        expect(Array.from(parity.values(count)), formatCode(code)).toEqual(fastValues(code, count, 'plain', 'js'));
      }),
      { numRuns: 150 },
    );
  });

  it('the WebAssembly rare-value search (16 splits a step) equals the JS reference through 1- and 2-byte values, 128 to 1024 bitmap bits', () => {
    // 0.64 passes 255 at heap 3833 (2-byte values, 4 bitmap tables); 0.3604 passes 511 at 7116 (8 tables).
    for (const [name, count] of [
      ['0.64', 4500],
      ['0.3604', 7400],
    ] as const) {
      const code = parseHeapGame(name).code;
      const sequencer = new GrundySequencer(code, { method: 'sparse', engine: 'wasm', stopWhenProven: false });
      const values = Array.from(sequencer.values(count));
      expect(sequencer.bytesPerValue, name).toBe(2);
      expect(values, name).toEqual(fastValues(code, count, 'sparse', 'js'));
      expect(values, name).toEqual(fastValues(code, count, 'plain', 'wasm'));
    }
  });

  it('the automatic method picks the parity split where it leaves few rare heaps (0.106), with the same values', () => {
    const code = parseHeapGame('0.106').code;
    const count = 20_000;
    for (const engine of ['js', 'wasm'] as const) {
      const sequencer = new GrundySequencer(code, { engine, stopWhenProven: false });
      const values = Array.from(sequencer.values(count));
      expect(sequencer.rareMask & 1, engine).toBe(1);
      expect(sequencer.rareHeaps, engine).toBeLessThan(count / 100);
      expect(values, engine).toEqual(fastValues(code, count, 'plain', 'wasm'));
    }
  });

  it('stopping at a proven period does not change any value', () => {
    fc.assert(
      fc.property(codeArb, (code) => {
        const count = 60;
        const early = Array.from(grundySequence(code, count).values);
        expect(early, formatCode(code)).toEqual(fastValues(code, count, 'plain', 'js'));
      }),
      { numRuns: 150 },
    );
  });

  it('WebAssembly and JS kernels agree over longer runs, through 2-byte values', () => {
    const runs: [string, number][] = [
      ['0.77', 1500],
      ['4!.0', 1500],
      ['0.6', 1500],
      ['0.16', 1500],
      ['0.4!7', 1500],
      ['0.[3]', 400],
      ['4.[3]', 400],
      ['0.3F', 150],
      ['0.106', 1500],
    ];
    for (const [name, count] of runs) {
      const code = parseHeapGame(name).code;
      const reference = fastValues(code, count, 'plain', 'js');
      for (const method of ['plain', 'sparse', 'parity'] as const) {
        expect(fastValues(code, count, method, 'wasm'), `${name} ${method}`).toEqual(reference);
      }
    }
  });

  it('automatic method and engine (JS, then WebAssembly; plain, then sparse) with memory moving on every allocation', () => {
    for (const name of ['0.127', '0.16', '4!.0', '0.77', '0.4!7', '0.[3]']) {
      const code = parseHeapGame(name).code;
      const count = name === '0.[3]' ? 1300 : 2600;
      expect(fastValues(code, count, 'auto', 'auto', true), name).toEqual(fastValues(code, count, 'plain', 'js'));
    }
  });

  it('stores values in 1, 2 or 4 bytes, the narrowest that fits', () => {
    const sequencer = new GrundySequencer(parseHeapGame('0.[3]').code, { engine: 'js' });
    sequencer.extendTo(200);
    expect(sequencer.bytesPerValue).toBe(1);
    sequencer.extendTo(300);
    expect(sequencer.bytesPerValue).toBe(2);
    expect(sequencer.valueAt(299)).toBe(299);
    expect(new GrundySequencer(parseHeapGame('0.77').code).values(100) instanceof Uint8Array).toBe(true);
    // 4 bytes, in both kernels: Nim (G(n) = n) resumed from 70000 known values.
    for (const engine of ['js', 'wasm'] as const) {
      const nim = new GrundySequencer(
        parseHeapGame('0.[3]').code,
        { engine },
        Uint32Array.from({ length: 70_000 }, (_, n) => n),
      );
      nim.extendTo(70_004);
      expect(nim.bytesPerValue).toBe(4);
      expect([70_000, 70_001, 70_002, 70_003].map((n) => nim.valueAt(n))).toEqual([70_000, 70_001, 70_002, 70_003]);
    }
  });

  it('matches published sequences', () => {
    const kayles =
      '0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1 4 6 7 4 1 2 8 5 4 7 2 1 8 6 7 4 1 2 3 1 4 7 2 1 8 2 7 4 1 2 8 1 4 7 2 1 4 2 7 4 1 2 8 1 4 7 2 1 8 6 7';
    expect(Array.from(grundySequence('0.77', 72).values).join(' ')).toBe(kayles);
    const dawson = '0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3 0 1 1 3 0 2 1 1 0 4 5 2 7 4 0 1 1 2 0 3 1 1 0 3 3 2 2 4 4 5 5 2';
    expect(Array.from(grundySequence('0.07', 53).values).join(' ')).toBe(dawson);
    // Dawson's chess 0.137 is Dawson's Kayles shifted by one heap.
    const chess = Array.from(grundySequence('0.137', 400).values);
    const kaylesD = Array.from(grundySequence('0.07', 401).values);
    expect(chess).toEqual(kaylesD.slice(1));
    // Grundy's game (OEIS A002188).
    expect(Array.from(grundySequence('4!.0', 30).values).join(' ')).toBe('0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0 4 3 0 4 3 0 4 1 2');
    // Lasker's Nim: G(4k+1)=4k+1, G(4k+2)=4k+2, G(4k+3)=4k+4, G(4k+4)=4k+3.
    const lasker = Array.from(grundySequence('lasker', 200).values);
    for (let n = 1; n < 200; n++) expect(lasker[n]).toBe(n % 4 === 3 ? n + 1 : n % 4 === 0 ? n - 1 : n);
    // Subtraction game S(1,3,4): period 7, pattern 0101232.
    expect(Array.from(grundySequence('S(1,3,4)', 14).values).join('')).toBe('01012320101232');
  });
});
