import { DEFAULT_QUOTIENT_LIMITS, type QuotientLimits } from '../engine/misereQuotient.js';
import { heapQuotientSteps, type HeapQuotientGrowth, type TakeBreakCode } from '../games/heap/index.js';

/**
 * Grows a misère quotient heap by heap, yielding to the event loop after each heap so Ctrl-C is
 * seen: the first Ctrl-C stops it and the growth so far is returned, marked as interrupted. On a
 * terminal, stderr shows the heap and order reached.
 */
export async function runQuotientGrowth(
  code: TakeBreakCode,
  to: number,
  limits: QuotientLimits = DEFAULT_QUOTIENT_LIMITS,
  timeLimitMs = Infinity,
  stopAtProof = true,
): Promise<HeapQuotientGrowth> {
  let interrupted = false;
  const onSigint = () => {
    interrupted = true;
  };
  process.once('SIGINT', onSigint);
  const progress = process.stderr.isTTY;
  const steps = heapQuotientSteps(code, to, limits, timeLimitMs, stopAtProof);
  try {
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (progress) process.stderr.write(`\rquotient: heap ${step.value.heap}, order ${step.value.order} (Ctrl-C stops and shows it)`);
      await new Promise((resolve) => setImmediate(resolve));
      if (interrupted) return { ...step.value.growth, stopped: `interrupted (Ctrl-C) after heap ${step.value.heap}` };
    }
  } finally {
    if (progress) process.stderr.write('\r\x1b[K');
    process.removeListener('SIGINT', onSigint);
  }
}

/** Resident memory of this process, in megabytes, for the "memory:" line. */
export function residentMegabytes(): number {
  return Math.round(process.memoryUsage().rss / 1e6);
}
