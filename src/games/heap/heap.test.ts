import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { grundyTable } from '../../engine/integerGame.js';
import { formatCode, makeCode, type CodeDigit, type SplitConstraint, type TakeBreakCode } from './code.js';
import { grundySequence } from './fast.js';
import { parseHeapGame } from './heapGame.js';
import { takeBreakGame } from './rules.js';
import { GrundySequencer, type SequenceEngine, type SequenceMethod } from './sequencer.js';

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
      fc.property(codeArb, fc.constantFrom<SequenceMethod>('plain', 'sparse', 'auto'), fc.constantFrom<SequenceEngine>('js', 'wasm'),
        fc.boolean(), (code, method, engine, tightMemory) => {
        const count = 26;
        expect(fastValues(code, count, method, engine, tightMemory), formatCode(code)).toEqual(engineValues(code, count));
      }),
      { numRuns: 200 },
    );
  });

  it('WebAssembly kernels (16 splits at a time where values fit) equal the JS reference on longer runs', () => {
    const octalArb = codeArb.map((code) => makeCode(code.digits.map((d) => ({ heaps: d.heaps & 7, constraint: d.constraint })), code.period));
    fc.assert(
      fc.property(octalArb, fc.constantFrom<SequenceMethod>('plain', 'sparse'), (code, method) => {
        const count = 160;
        expect(fastValues(code, count, method, 'wasm'), formatCode(code)).toEqual(fastValues(code, count, 'plain', 'js'));
      }),
      { numRuns: 120 },
    );
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
    const runs: [string, number][] = [['0.77', 1500], ['4!.0', 1500], ['0.6', 1500], ['0.16', 1500], ['0.4!7', 1500], ['0.[3]', 400], ['4.[3]', 400], ['0.3F', 150]];
    for (const [name, count] of runs) {
      const code = parseHeapGame(name).code;
      const reference = fastValues(code, count, 'plain', 'js');
      for (const method of ['plain', 'sparse'] as const) {
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
      const nim = new GrundySequencer(parseHeapGame('0.[3]').code, { engine }, Uint32Array.from({ length: 70_000 }, (_, n) => n));
      nim.extendTo(70_004);
      expect(nim.bytesPerValue).toBe(4);
      expect([70_000, 70_001, 70_002, 70_003].map((n) => nim.valueAt(n))).toEqual([70_000, 70_001, 70_002, 70_003]);
    }
  });

  it('matches published sequences', () => {
    const kayles = '0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1 4 6 7 4 1 2 8 5 4 7 2 1 8 6 7 4 1 2 3 1 4 7 2 1 8 2 7 4 1 2 8 1 4 7 2 1 4 2 7 4 1 2 8 1 4 7 2 1 8 6 7';
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
