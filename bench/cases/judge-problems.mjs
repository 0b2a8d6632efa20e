/**
 * Every judge problem (src/problems/catalog.ts) on a maximum-size input made by the problem's own
 * generator (`generate(new Random(1), 'max')`, the input the max-size tests solve). Per problem:
 * - ours in-process: read the input file + parse + solve (`problem.solve`), best of `repeats`
 *   warm runs in this process (JIT warmed, module-level caches such as arc134e's table filled);
 *   the first, cold call is in the note;
 * - ours as a process: `node dist/cli/main.js judge <id>` with the file on stdin (Node start-up,
 *   CLI and problem module loading included);
 * - C++, where a baseline exists in bench/native (compiled -O2), as a process: it reads stdin
 *   with scanf, so its time includes its own (≈1 ms) start-up and parsing.
 * The ratio is ours in-process ÷ C++ process. All outputs (in-process, process, C++) must agree.
 *
 * NIMLAB_JUDGE_PROBLEMS=id,id,… runs only those problems (e.g. while writing a baseline).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SEED = 1;

/** C++ baselines by problem id, and what each one does. */
const NATIVE = {
  hdu3032: { source: 'bench/native/hdu3032.cpp', what: 'scanf + Lasker formula' },
  abc398g: {
    source: 'bench/native/abc398g.cpp',
    what: 'usual O(n + m): for odd n only the parity of m (the edges are read, no graph built), else a breadth-first two-colouring; trusts the input, while ours also rejects repeated edges and odd cycles (union–find with parities)',
  },
  agc014d: {
    source: 'bench/native/agc014d.cpp',
    what: 'editorial O(n), the same as ours: greedy perfect matching from the leaves in reverse breadth-first order',
  },
  agc010f: { source: 'bench/native/agc010f.cpp', what: 'one DFS per root, O(n²) (ours re-roots, O(n))' },
  arc134e: { source: 'bench/native/arc134e.cpp', what: 'same method and move ordering as ours (bitmask table + inclusion–exclusion)' },
  cf2070e: { source: 'bench/native/cf2070e.cpp', what: 'same O(n) running count as ours' },
  'luogu-p3179': {
    source: 'bench/native/luogu-p3179.cpp',
    what: 'usual O(n^(3/4)) solution: the same blocks of equal quotient, with 64-bit divisions (ours: int32 divisions, table lookups for small quotients)',
  },
  cf1610i: {
    source: 'bench/native/cf1610i.cpp',
    what: 'editorial O(n), the same as ours: colon values, then each pinned vertex walks up into the spanned subtree',
  },
  cf794e: {
    source: 'bench/native/cf794e.cpp',
    what: 'editorial O(n), the same as ours: window values by closed form, one running maximum per parity',
  },
  cf2062e2: {
    source: 'bench/native/cf2062e2.cpp',
    what: 'editorial O(n log n): g(v) by a max segment tree + heavy-light LCA, Fenwick tree over DFS order (ours: the same, plus a bitset-backed counter and skipping marks that cancel)',
  },
  'colored-stones': {
    source: 'bench/native/colored-stones.cpp',
    what: 'same method as ours: per colour a Walsh–Hadamard transform along q with cyclic convolutions along r, then one xor convolution of the groups, mod p',
  },
  'luogu-p6665': {
    source: 'bench/native/luogu-p6665.cpp',
    what: 'usual solution, the same as ours: xor tries merged bottom-up with lazy tags, O(n log n)',
  },
  'luogu-p10200': {
    source: 'bench/native/luogu-p10200.cpp',
    what: 'usual O(n·2^n), the same as ours: cost functions merged level by level, then the greedy descent with binary searches',
  },
  'luogu-p9169': {
    source: 'bench/native/luogu-p9169.cpp',
    what: 'same method as ours: retrograde BFS over (red pair, black cell, side), move counts up front, predecessors generated on the fly, unreachable rows below black skipped, stop once the start is decided (ours also packs result and count into one byte per state)',
  },
  'luogu-p3235': {
    source: 'bench/native/luogu-p3235.cpp',
    what: 'Grundy table by blocks of equal quotient, O(N·√N) (ours also folds small quotients into a prefix mask)',
  },
  'luogu-p2197': { source: 'bench/native/luogu-p2197.cpp', what: 'usual solution: scanf + XOR (Bouton)' },
  hiho1163: { source: 'bench/native/hiho1163.cpp', what: 'usual solution: scanf + XOR (Bouton)' },
  hdu1730: { source: 'bench/native/hdu1730.cpp', what: 'usual solution: scanf + XOR of the gaps' },
  poj3480: { source: 'bench/native/poj3480.cpp', what: "usual solution: scanf + Bouton's misère rule" },
  cf1382b: { source: 'bench/native/cf1382b.cpp', what: 'usual solution: scanf + count of leading 1s' },
  hiho1173: { source: 'bench/native/hiho1173.cpp', what: "usual solution: scanf + XOR of Lasker's values" },
  hiho1172: { source: 'bench/native/hiho1172.cpp', what: 'usual solution: XOR of the heads positions' },
  'luogu-p2252': {
    source: 'bench/native/luogu-p2252.cpp',
    what: 'exact ⌊dφ⌋ by a 64-bit integer square root (many contest solutions use a long double φ)',
  },
  hdu2486: {
    source: 'bench/native/hdu2486.cpp',
    what: 'usual solution: the k-system terms built one by one per test, O(terms ≤ n) ≈ 7·10^5 for k = 10^5 (ours: terms stored as about a thousand arithmetic runs)',
  },
  'luogu-p4101': { source: 'bench/native/luogu-p4101.cpp', what: 'usual solution: parity of n − ⌈n/m⌉' },
  uoj51: {
    source: 'bench/native/uoj51.cpp',
    what: 'same method as ours: backward DP over b ≥ 2 (a ≤ √n), parity chain for b = 1; fread input',
  },
  'luogu-p3185': { source: 'bench/native/luogu-p3185.cpp', what: 'usual solution: SG by distance, then every move (i, j, k) enumerated' },
  'luogu-p4077': {
    source: 'bench/native/luogu-p4077.cpp',
    what: 'usual solution: 15 × 10 value table per MAXQ, XOR over the coins showing 0; fread input',
  },
  'luogu-p2594': { source: 'bench/native/luogu-p2594.cpp', what: 'usual solution: parity of each value exponent over the T coins' },
  'luogu-p8382': { source: 'bench/native/luogu-p8382.cpp', what: 'same Staircase Nim count as ours; fread input' },
  hdu3595: { source: 'bench/native/hdu3595.cpp', what: 'usual solution: Euclid remoteness from the quotients, largest remoteness odd' },
  'tree-hackenbush': {
    source: 'bench/native/tree-hackenbush.cpp',
    what: 'usual solution: colon principle bottom-up over a BFS order, array adjacency; fread input',
  },
  'seven-lamps': { source: 'bench/native/seven-lamps.cpp', what: 'same characterization and bit DP as ours, in __int128 (ours: bigint)' },
  'luogu-p4055': {
    source: 'bench/native/luogu-p4055.cpp',
    what: 'usual solution: Hungarian (Kuhn) matching, O(V·E) worst case, then the alternating BFS (ours: Hopcroft–Karp)',
  },
  'luogu-p7137': {
    source: 'bench/native/luogu-p7137.cpp',
    what: 'same DP as ours in fixed point (__int128, 64 fraction bits; ours: two doubles, 52 bits), exact big-integer fallback near a rounding tie (contest solutions use double)',
  },
};

const lines = (text) =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');
const short = (text) => (text.length > 40 ? `${text.slice(0, 37)}…` : text);

export default async function judgeProblems(ctx) {
  const library = await import(pathToFileURL(path.join(ctx.root, 'dist/index.js')).href);
  const cli = path.join(ctx.root, 'dist/cli/main.js');
  const rows = [];
  for (const entry of selectedProblems(library.problemCatalog)) {
    const { id } = entry;
    const problem = await entry.load();
    const text = problem.generate(new library.Random(SEED), 'max');
    const inputFile = ctx.tmpFile(`${id}-max.in`, text);
    const solveFile = () => problem.solve(new library.InputReader(readFileSync(inputFile)));

    const started = performance.now();
    const answer = lines(solveFile());
    const firstMs = performance.now() - started;
    const inProcessMs = ctx.timeFn(solveFile);

    const judge = [process.execPath, [cli, 'judge', id]];
    const processAnswer = lines(ctx.run(...judge, { inputFile }));
    if (processAnswer !== answer) throw new Error(`${id}: nimlab judge answers ${short(processAnswer)}, in-process solve ${short(answer)}`);
    const processMs = ctx.timeCommand(...judge, { inputFile });

    const native = NATIVE[id];
    let nativeMs = null;
    if (native) {
      const binary = ctx.compileC(native.source, id);
      const nativeAnswer = lines(ctx.run(binary, [], { inputFile }));
      if (nativeAnswer !== answer) throw new Error(`${id}: C++ answers ${short(nativeAnswer)}, nimlab ${short(answer)}`);
      nativeMs = ctx.timeCommand(binary, [], { inputFile });
    }
    const vsNative = nativeMs === null ? '' : ` (${(processMs / nativeMs).toFixed(1)}× C++)`;
    rows.push({
      name: `judge ${id}: in-process`,
      ours_ms: inProcessMs,
      baseline_ms: nativeMs,
      ratio: nativeMs === null ? null : inProcessMs / nativeMs,
      note:
        `as a process ${processMs.toFixed(1)} ms${vsNative}; first in-process call ${firstMs.toFixed(1)} ms; ` +
        `max input ${(text.length / 1e3).toFixed(1)} kB; ` +
        (native ? `C++: ${native.what}; outputs equal` : 'no C++ baseline; process and in-process outputs equal'),
    });
    if (id === 'arc134e') rows.push(await arc134eUncached(ctx, solveFile, nativeMs));
    ctx.log(`judge-problems: ${id} done`);
  }
  return rows;
}

/** The catalog, or only the problems named in NIMLAB_JUDGE_PROBLEMS (an unknown id is an error). */
function selectedProblems(catalog) {
  const wanted = (process.env.NIMLAB_JUDGE_PROBLEMS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (wanted.length === 0) return catalog;
  const unknown = wanted.filter((id) => !catalog.some((entry) => entry.id === id));
  if (unknown.length > 0) throw new Error(`NIMLAB_JUDGE_PROBLEMS names no problem ${unknown.join(', ')}`);
  return catalog.filter((entry) => wanted.includes(entry.id));
}

/**
 * arc134e keeps its table of losing sets in a module-level cache, so its warm in-process row skips
 * building it; this row rebuilds the table on every run (the table built the same way as the first
 * call does, plus the solve) to compare with the C++, which builds it each time.
 */
async function arc134eUncached(ctx, solveFile, nativeMs) {
  const fast = await import(pathToFileURL(path.join(ctx.root, 'dist/problems/arc134e/fast.js')).href);
  const ms = ctx.timeFn(() => {
    fast.losingMultiplesOf12(16);
    solveFile();
  });
  return {
    name: 'judge arc134e: in-process, table rebuilt',
    ours_ms: ms,
    baseline_ms: nativeMs,
    ratio: ms / nativeMs,
    note: 'losing-set table (65,536 masks) built on every run, as the C++ does, plus the solve',
  };
}
