/**
 * This process's resident memory in MB (10^6 bytes, as the CLI's `memoryMB` counts), where the
 * platform tells it: Node's process.memoryUsage.rss(), which in a worker thread is the whole
 * process's. Elsewhere (a browser) 0, so a bound on it is never met there.
 */
export function residentMemoryMB(): number {
  const rss = (globalThis as { process?: { memoryUsage?: { rss?: () => number } } }).process?.memoryUsage?.rss;
  return rss === undefined ? 0 : rss() / 1e6;
}
