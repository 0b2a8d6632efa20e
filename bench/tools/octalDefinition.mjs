/**
 * Grundy values of a finite octal code straight from the definition, sharing no code with nimlab's
 * kernels (for re-checking their results): digit d_j = Σ of 1 "remove j tokens, leaving nothing",
 * 2 "remove j, leaving one non-empty heap", 4 "remove j, leaving two non-empty heaps" (Winning
 * Ways ch. 4). A plain O(n²) loop with a mex by stamps.
 */
export function definitionValues(code, count) {
  const digits = [...code.slice(2)].map(Number);
  const g = new Uint32Array(count);
  const seen = new Int32Array(1 << 16);
  for (let n = 0; n < count; n++) {
    const stamp = n + 1;
    for (let j = 1; j <= digits.length && j <= n; j++) {
      const d = digits[j - 1];
      const rest = n - j;
      if (d & 1 && rest === 0) seen[0] = stamp;
      if (d & 2 && rest > 0) seen[g[rest]] = stamp;
      if (d & 4) for (let a = 1; a <= rest - a; a++) seen[g[a] ^ g[rest - a]] = stamp;
    }
    let mex = 0;
    while (seen[mex] === stamp) mex++;
    g[n] = mex;
  }
  return g;
}

/** Checks the loop against the rules as the engine's reference solver reads them, on heaps < count. */
export function checkAgainstRules(nimlab, GrundySolver, code, values, count) {
  const solver = new GrundySolver(nimlab.takeBreakGame(nimlab.parseTakeBreakCode(code)));
  for (let n = 0; n < count; n++) {
    if (solver.grundy(n) !== values[n])
      throw new Error(`${code}: the plain loop says G(${n}) = ${values[n]}, the rules say ${solver.grundy(n)}`);
  }
}

export const isFiniteOctal = (code) => /^0\.[0-7]+$/.test(code ?? '');
