import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../../engine/core/errors.js';
import { nimInverse, nimProduct, nimSqrt } from './arithmetic.js';
import { evaluateNimberExpression } from './expression.js';

const value = (source: string) => evaluateNimberExpression(source).value;

describe('nimber expressions', () => {
  it('evaluates each operation', () => {
    expect(value('8 * 8')).toBe(13n);
    expect(value('8 ⊗ 8')).toBe(13n);
    expect(value('3 + 5')).toBe(6n);
    expect(value('3 ⊕ 5')).toBe(6n);
    expect(value('3 - 5')).toBe(6n);
    expect(value('inv 5')).toBe(nimInverse(5n));
    expect(nimProduct(value('inv 5'), 5n)).toBe(1n);
    expect(value('sqrt 8')).toBe(nimSqrt(8n));
    expect(nimProduct(value('sqrt 8'), value('sqrt 8'))).toBe(8n);
    expect(value('6 / 3')).toBe(nimProduct(6n, nimInverse(3n)));
    expect(nimProduct(value('6 / 3'), 3n)).toBe(6n);
    expect(value('2 ^ 10')).toBe(value('2*2*2*2*2*2*2*2*2*2'));
    expect(value('2 ^ -1')).toBe(nimInverse(2n));
    expect(value('2 ^ (-1)')).toBe(nimInverse(2n));
    expect(value('0x10 * 0x10')).toBe(24n);
    expect(value('  42 ')).toBe(42n);
    expect(value('340282366920938463463374607431768211456 * 340282366920938463463374607431768211456')).toBe(3n * (1n << 127n));
  });

  it('precedence: ^ over inv/sqrt over ⊗ ⊘ over ⊕, left to right', () => {
    expect(value('1 + 2 * 3')).toBe(1n ^ nimProduct(2n, 3n));
    expect(value('(1 + 2) * 3')).toBe(nimProduct(3n, 3n));
    expect(value('inv 2 ^ 3')).toBe(nimInverse(value('2 ^ 3')));
    expect(value('sqrt 8 * 8')).toBe(nimProduct(nimSqrt(8n), 8n));
    expect(value('12 / 3 / 2')).toBe(value('(12 / 3) / 2'));
    expect(evaluateNimberExpression('1 + 2 * inv 3').reading).toBe('(1 ⊕ (2 ⊗ inv 3))');
  });

  it('mistakes are one-line NimlabErrors', () => {
    for (const bad of ['', '8 *', '8 8', '(1 + 2', 'foo', '2 ^ x', '1 % 2', '-3', '2 ^ 1.5', 'inv 0', '5 / 0', ')']) {
      let error: unknown;
      try {
        evaluateNimberExpression(bad);
      } catch (e) {
        error = e;
      }
      expect(error, bad).toBeInstanceOf(NimlabError);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
