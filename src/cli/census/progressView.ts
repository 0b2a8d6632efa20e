import type { StatusCounts } from './database.js';

/** What a worker is doing, for the progress line. */
export interface WorkerLine {
  name: string;
  code: string | null;
  valuesPerSecond: number;
}

/** Values per second, short: 950, 12k, 3.4M. */
export function rate(valuesPerSecond: number): string {
  if (valuesPerSecond >= 1e6) return `${(valuesPerSecond / 1e6).toFixed(1)}M`;
  if (valuesPerSecond >= 1e3) return `${Math.round(valuesPerSecond / 1e3)}k`;
  return `${Math.round(valuesPerSecond)}`;
}

/** One status text: games done by status, running, queued; then each worker's game and speed. */
export function progressText(counts: StatusCounts, running: number, workers: readonly WorkerLine[]): string {
  const queued = Math.max(0, counts.waiting - running);
  const head =
    `census: ${counts.finished}/${counts.total} done (solved ${counts.solved}, of them trivial ${counts.trivial}; unsolved ${counts.unsolved}` +
    `${counts.failed > 0 ? `, failed ${counts.failed}` : ''}) · ${running} running · ${queued} queued`;
  const lines = workers.map((w) => `  ${w.name}: ${w.code ?? 'idle'} · ${rate(w.valuesPerSecond)} values/s`);
  return [head, ...lines].join('\n');
}

/**
 * A live view on a terminal (redrawn in place every second), else a line now and then, so logs of
 * long runs stay short. `stop` draws the last state.
 */
export function startProgressView(stream: NodeJS.WriteStream, render: () => string, plainEveryMs = 30_000): { stop: () => void } {
  let drawnLines = 0;
  const draw = () => {
    const text = render();
    if (stream.isTTY) {
      const up = drawnLines > 0 ? `\x1b[${drawnLines}F` : '';
      stream.write(`${up}\x1b[J${text}\n`);
      drawnLines = text.split('\n').length;
    } else {
      stream.write(`${text.split('\n')[0]}\n`);
    }
  };
  const timer = setInterval(draw, stream.isTTY ? 1000 : plainEveryMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      draw();
    },
  };
}
