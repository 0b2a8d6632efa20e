/** Items a scan looks at between two yields to the page: small enough that no task nears 100 ms. */
const SLICE = 400;

/**
 * The first index whose item passes `test`, looked for in slices with a yield to the browser
 * between them, so a list of ten thousand moves never freezes the page. Resolves to -1 when none
 * passes; `signal` abandons the scan (it then never resolves).
 */
export function findIndexInSlices<T>(items: readonly T[], test: (item: T) => boolean, signal: AbortSignal): Promise<number> {
  return new Promise((resolve) => {
    let i = 0;
    const slice = () => {
      if (signal.aborted) return;
      const end = Math.min(items.length, i + SLICE);
      for (; i < end; i++) if (test(items[i])) return resolve(i);
      if (i === items.length) resolve(-1);
      else setTimeout(slice, 0);
    };
    slice();
  });
}
