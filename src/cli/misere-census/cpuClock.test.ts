import { describe, expect, it } from 'vitest';
import { cpuClock } from './cpuClock.js';

describe('cpuClock (the misère census time limit is CPU time)', () => {
  it('reads user + system CPU microseconds as milliseconds', () => {
    const clock = cpuClock(
      () => ({ user: 1500_000, system: 250_000 }),
      () => 0,
    );
    expect(clock()).toBe(1750);
  });

  it('moves with the CPU time, not with the wall clock', () => {
    let cpuMicros = 0;
    let wall = 0;
    const clock = cpuClock(
      () => ({ user: cpuMicros, system: 0 }),
      () => wall,
    );
    expect(clock()).toBe(0);
    wall += 60_000; // a minute of wall time on a loaded machine, no CPU given to us
    expect(clock()).toBe(0);
    cpuMicros += 2_000_000;
    wall += 10;
    expect(clock()).toBe(2000);
  });

  it('reads the CPU time at most once per few wall milliseconds (it is a system call)', () => {
    let reads = 0;
    const clock = cpuClock(
      () => ({ user: ++reads * 1000, system: 0 }),
      () => 0,
    );
    for (let i = 0; i < 100; i++) clock();
    expect(reads).toBe(1);
  });
});
