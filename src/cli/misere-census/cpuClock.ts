/**
 * The misère census's clock (issue 39): CPU time of the process, in milliseconds, so that a code's
 * time limit buys the same work on a loaded machine as on a quiet one (a wall-clock limit gave rows
 * that got less far when other jobs shared the cores).
 *
 * Why `process.cpuUsage()` and not `performance.eventLoopUtilization()`: the census runs in a worker
 * whose event loop is busy the whole time a code grows, so its utilization is ~1 whatever the load and
 * it would measure wall-clock time again; CPU time is what the load takes away. Node 20 has no
 * per-thread CPU time (`process.threadCpuUsage` came in Node 23.9), so this is the whole process's:
 * the main thread only waits for messages, and V8's garbage-collector threads work for the census.
 *
 * Reading it is a system call (several µs) and the outcome search asks the time for every sum, so the
 * reading is refreshed at most every REFRESH_MS of wall time; between refreshes the last one is
 * returned (a limit is seen at most REFRESH_MS late).
 */

/** Wall-clock milliseconds between two readings of the CPU time. */
const REFRESH_MS = 5;

/** Reads the process's CPU time (user + system) in microseconds; replaceable in tests. */
export type CpuUsageReader = () => { user: number; system: number };

/**
 * A clock of CPU milliseconds, its state (the last reading) its own: one per census run.
 * `wallNow` and `readCpu` are the wall clock and the CPU reading, replaceable in tests.
 */
export function cpuClock(readCpu: CpuUsageReader = () => process.cpuUsage(), wallNow: () => number = Date.now): () => number {
  let readAt = -Infinity;
  let cpuMs = 0;
  return () => {
    const now = wallNow();
    if (now - readAt >= REFRESH_MS) {
      const usage = readCpu();
      cpuMs = (usage.user + usage.system) / 1000;
      readAt = now;
    }
    return cpuMs;
  };
}
