/**
 * When a long table computation in the worker reads the clock to report progress. Reading it after
 * every value is what "never stop a computation that makes progress" needs, but a clock read in a
 * Chromium worker costs more than computing a value of a typical module, so the clock is read after
 * a group of values instead, as large as is safe: after a group that took T ms, the next has
 * ⌊log2(GROUP_BUDGET_MS / (T + 1))⌋ − 1 values (at least 1; 7 when T < 1 ms), so that even if every
 * value took twice as long as the one before it, the next group would end within GROUP_BUDGET_MS.
 * With reports due every `reportEveryMs`, a computation meeting that bound reports at least every
 * reportEveryMs + GROUP_BUDGET_MS (under the page's smallest limit of 1 s); a module whose values
 * grow faster than that is still stopped only if it goes that long without a report.
 */
export const GROUP_BUDGET_MS = 500;

/**
 * A callback to call after each value, with the count done so far: it calls `report(done)` when
 * `reportEveryMs` have passed since the last report, reading `now()` only once per group.
 */
export function pacedProgress(report: (done: number) => void, reportEveryMs: number, now: () => number = Date.now): (done: number) => void {
  let reported = now();
  // The first value has none before it to be compared with: it makes a group of its own.
  let groupStart = -1;
  let left = 1;
  return (done) => {
    if (--left > 0) return;
    const time = now();
    left = groupStart < 0 ? 1 : nextGroup(time - groupStart);
    groupStart = time;
    if (time - reported >= reportEveryMs) {
      reported = time;
      report(done);
    }
  };
}

/** The size of the group after one that took `ms` (read on a clock of 1 ms resolution). */
export function nextGroup(ms: number): number {
  return Math.max(1, Math.floor(Math.log2(GROUP_BUDGET_MS / (ms + 1))) - 1);
}
