/** Work shows its progress line once it has taken this long, redrawn this often. */
const PROGRESS_AFTER_MS = 1000;
const PROGRESS_MS = 250;

/**
 * The progress line of work running in a worker thread, on a terminal's stderr: drawn from a second
 * on and redrawn four times a second from `line(seconds)`, until the returned function clears it.
 * Off a terminal it draws nothing, so piped and captured output stays clean.
 */
export function showProgressLine(line: (seconds: number) => string): () => void {
  if (!process.stderr.isTTY) return () => {};
  const started = Date.now();
  const redraw = setInterval(() => {
    const elapsed = Date.now() - started;
    if (elapsed >= PROGRESS_AFTER_MS) process.stderr.write(`\r${line(Math.round(elapsed / 1000))}\x1b[K`);
  }, PROGRESS_MS);
  return () => {
    clearInterval(redraw);
    process.stderr.write('\r\x1b[K');
  };
}
