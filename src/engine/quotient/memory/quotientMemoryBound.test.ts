import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GeneratorSystem } from '../misereQuotient.js';
import { MultisetOutcomes } from '../multisetOutcomes.js';
import { QuotientLimitError } from '../quotientLimitError.js';
import { residentMemoryMB } from './residentMemory.js';

// One generator, a nim heap *1: only the deadline matters here.
const system: GeneratorSystem = { options: () => [[]], name: () => '1' };

/** Outcomes whose deadline carries a memory bound of 100 MB, the resident memory read from `resident`. */
function bounded(resident: () => number) {
  const readings = { count: 0 };
  const residentMB = () => {
    readings.count++;
    return resident();
  };
  const outcomes = new MultisetOutcomes(system, 1000, { at: Infinity, timeLimitMs: Infinity, memory: { maxResidentMB: 100, residentMB } });
  return { outcomes, readings };
}

describe('a bound on resident memory, read where the time limit is', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('reads the memory at most every 100 ms however often the time is asked', () => {
    const { outcomes, readings } = bounded(() => 50);
    for (let i = 0; i < 10_000; i++) outcomes.checkTime();
    expect(readings.count).toBe(1);
    vi.advanceTimersByTime(99);
    outcomes.checkTime();
    expect(readings.count).toBe(1);
    vi.advanceTimersByTime(1);
    outcomes.checkTime();
    expect(readings.count).toBe(2);
  });

  it('ends the work with the limit named once the memory is past the bound, not at it', () => {
    let resident = 100;
    const { outcomes } = bounded(() => resident);
    expect(() => outcomes.checkTime()).not.toThrow();
    resident = 100.5;
    vi.advanceTimersByTime(100);
    let thrown: unknown;
    try {
      outcomes.checkTime();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(QuotientLimitError);
    expect((thrown as QuotientLimitError).limit).toBe('memory');
    expect((thrown as QuotientLimitError).value).toBe(100);
    expect((thrown as QuotientLimitError).message).toBe('resident memory passed the limit of 100 MB');
  });

  it("reads this process's resident memory under Node (in MB), as the CLI reports it", () => {
    const mb = residentMemoryMB();
    // Between the heap V8 reports in use and far more than any test process holds.
    expect(mb).toBeGreaterThan(process.memoryUsage().heapUsed / 1e6 / 4);
    expect(mb).toBeLessThan(64_000);
  });
});
