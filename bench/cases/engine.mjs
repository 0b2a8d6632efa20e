/**
 * Engine throughput, in positions per second, against a C program filling the same memo table
 * with the same move rule (bench/native/subtraction.c; its fill time, measured inside it, is the
 * baseline: no process start). Every variant solves the same game as a user writes it: `moves`
 * returns an array of options. Rows:
 * - integer positions (S(1,2,5,9,14) over 10^6 positions): the plain reference GrundySolver with
 *   IntegerMemo and with KeyedMemo (a Map), integerSolver asked for the top position (it finds
 *   the game dense and fills bottom-up), the bottom-up grundyTable, the same with the game's
 *   `writeMoves` (options written into a reused Int32Array instead of a new array per position),
 *   and a plain six-line loop calling the same `moves` (what a user could write);
 * - small tuples: a Wythoff-like pair game (take 1–3 from one heap or from both, 1000 × 1000
 *   positions) and three heaps (take 1–2 from one, or 1 from all, 100^3 positions), by the plain
 *   GrundySolver with string keys and by fastSolver with the game's `pack` (dense: direct index;
 *   sparse: open addressing over pages of keys) or without it (a Map of keys);
 * - the same pair game as a user's module (`moves([a, b])` returning arrays, and `parse`; no `key`):
 *   in-process through checkGameModule + gameFromModule + moduleSolver (which packs the pairs
 *   itself), against a plain bottom-up loop over the pairs calling the same `moves`; and as
 *   processes, `nimlab analyze ./pairs.mjs 999 999` against that loop as a program;
 * - a 10^6-long chain, which only an iterative solver survives.
 * All tables of a game must hash the same (the integer one also as the C program's).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const POSITIONS = 1_000_000;
/** Same set as bench/native/subtraction.c. */
const SUBTRACTION_SET = [1, 2, 5, 9, 14];

const subtractionGame = {
  moves(n) {
    const options = [];
    for (const s of SUBTRACTION_SET) if (s <= n) options.push(n - s);
    return options;
  },
  key: (n) => n,
};

/** The same game, also writing its options into the solver's buffer. */
const writingGame = {
  ...subtractionGame,
  writeMoves(n, out) {
    let count = 0;
    for (let i = 0; i < SUBTRACTION_SET.length; i++) if (SUBTRACTION_SET[i] <= n) out[count++] = n - SUBTRACTION_SET[i];
    return count;
  },
};

/** The rows of 10^6 positions take tens of ms: best of more runs, so a busy moment decides less. */
const SHORT_REPEATS = 10;

const chainGame = {
  moves: (n) => (n > 0 ? [n - 1] : []),
  key: (n) => n,
};

const SIDE = 1000;
/** Pairs (a, b): take 1–3 from one heap, or the same 1–3 from both. */
function pairMoves(p) {
  const a = p[0];
  const b = p[1];
  const options = [];
  for (let k = 1; k <= 3; k++) {
    if (k <= a) options.push([a - k, b]);
    if (k <= b) options.push([a, b - k]);
    if (k <= a && k <= b) options.push([a - k, b - k]);
  }
  return options;
}
const pairKey = (p) => `${p[0]},${p[1]}`;
const pairGames = [
  ['string keys, plain GrundySolver', { moves: pairMoves, key: pairKey }, 'plain'],
  ['Map of string keys, fastSolver', { moves: pairMoves, key: pairKey }, 'fast'],
  ['packed a·1024+b (direct index), fastSolver', { moves: pairMoves, key: pairKey, pack: (p) => p[0] * 1024 + p[1] }, 'fast'],
  ['packed a·2^32+b (open addressing), fastSolver', { moves: pairMoves, key: pairKey, pack: (p) => p[0] * 4294967296 + p[1] }, 'fast'],
];

/**
 * The pair game as a user writes it in a module (no `key`, so the solver chooses how to find
 * positions): the CLI tests' fixture, copied beside the hand-written loop that imports it.
 */
const PAIR_MODULE_FILE = 'src/cli/userGame/fixtures/pairs.mjs';

/**
 * What a user could write by hand for the pairs: a bottom-up loop over a, then b (every option is
 * smaller in that order), a typed-array table indexed a·(B+1) + b, the same stamped mex; and the
 * hash of such a table laid out as the rows check it (index a·1024 + b).
 */
const PAIR_LOOP = `import { moves } from './pairs.mjs';
export function pairTable(A, B) {
  const width = B + 1;
  const values = new Int32Array((A + 1) * width);
  const seen = new Int32Array(64);
  let stamp = 0;
  for (let a = 0; a <= A; a++) {
    for (let b = 0; b <= B; b++) {
      const options = moves([a, b]);
      stamp++;
      for (let i = 0; i < options.length; i++) seen[values[options[i][0] * width + options[i][1]]] = stamp;
      let mex = 0;
      while (seen[mex] === stamp) mex++;
      values[a * width + b] = mex;
    }
  }
  return values;
}
export function pairTableHash(values, A, B) {
  let hash = 2166136261;
  for (let i = 0; i <= A * 1024 + B; i++) {
    const value = i % 1024 <= B ? values[Math.floor(i / 1024) * (B + 1) + (i % 1024)] : 0;
    hash = Math.imul(hash ^ value, 16777619) >>> 0;
  }
  return hash;
}
`;

/** The loop as a program: prints G(A, B), and the table's hash when asked (not in the timed runs). */
const PAIR_LOOP_PROGRAM = `import { pairTable, pairTableHash } from './pair-loop.mjs';
const [A, B] = process.argv.slice(2, 4).map(Number);
const values = pairTable(A, B);
console.log(values[A * (B + 1) + B], process.argv[4] === 'hash' ? pairTableHash(values, A, B) : '');
`;

const HEAP = 100;
/** Three heaps (a, b, c): take 1 or 2 from one heap, or 1 from each of the three. */
function tripleMoves(p) {
  const [a, b, c] = [p[0], p[1], p[2]];
  const options = [];
  for (let k = 1; k <= 2; k++) {
    if (k <= a) options.push([a - k, b, c]);
    if (k <= b) options.push([a, b - k, c]);
    if (k <= c) options.push([a, b, c - k]);
  }
  if (a > 0 && b > 0 && c > 0) options.push([a - 1, b - 1, c - 1]);
  return options;
}
const tripleKey = (p) => `${p[0]},${p[1]},${p[2]}`;
const tripleGames = [
  ['string keys, plain GrundySolver', { moves: tripleMoves, key: tripleKey }, 'plain'],
  ['packed (a·128+b)·128+c, fastSolver', { moves: tripleMoves, key: tripleKey, pack: (p) => (p[0] * 128 + p[1]) * 128 + p[2] }, 'fast'],
];

/** FNV-style hash of the values of positions 0..count-1, computed exactly as the C baseline does. */
function tableHash(valueOf, count) {
  let hash = 2166136261;
  for (let p = 0; p < count; p++) hash = Math.imul(hash ^ valueOf(p), 16777619) >>> 0;
  return hash;
}

const rate = (positions, ms) => `${(((positions / ms) * 1000) / 1e6).toFixed(2)} M positions/s`;

export default async function engine(ctx) {
  const lib = await import(pathToFileURL(path.join(ctx.root, 'dist/index.js')).href);
  const { GrundySolver, IntegerMemo, KeyedMemo, grundyTable, integerSolver, fastSolver } = lib;

  // The C fill time, best of `repeats`, as the C program measures it.
  const binary = ctx.compileC('bench/native/subtraction.c', 'subtraction');
  const input = ctx.tmpFile('subtraction.in', `${POSITIONS}\n`);
  let cTop;
  let cHash;
  let cMs = Infinity;
  const shortRepeats = Math.max(ctx.repeats, SHORT_REPEATS);
  for (let i = 0; i < shortRepeats; i++) {
    const [top, hash, ms] = ctx.run(binary, [], { inputFile: input }).trim().split(/\s+/).map(Number);
    [cTop, cHash, cMs] = [top, hash, Math.min(cMs, ms)];
  }
  const cNote = `C fills the table at ${rate(POSITIONS, cMs)}`;
  const rows = [];
  const integerRow = (label, ms, note) =>
    rows.push({
      name: `engine: S(${SUBTRACTION_SET}) 10^6, ${label}`,
      ours_ms: ms,
      baseline_ms: cMs,
      ratio: ms / cMs,
      note: `${rate(POSITIONS, ms)}; ${note}`,
    });
  const check = (label, top, hash) => {
    if (top !== cTop || hash !== cHash)
      throw new Error(`${label}: G(${POSITIONS - 1})=${top}, table hash ${hash}; C gives ${cTop}, ${cHash}`);
  };

  let solver;
  const solverMs = ctx.timeFn(
    () => {
      solver = integerSolver(subtractionGame, POSITIONS);
      solver.grundy(POSITIONS - 1);
    },
    { repeats: shortRepeats },
  );
  check(
    'integerSolver',
    solver.grundy(POSITIONS - 1),
    tableHash((p) => solver.grundy(p), POSITIONS),
  );
  integerRow(
    'fast integerSolver, grundy(top)',
    solverMs,
    `a walk of 4096 positions finds the game dense, so it fills 0..top bottom-up; ${cNote}; tables equal`,
  );

  let table;
  const tableMs = ctx.timeFn(
    () => {
      table = grundyTable(subtractionGame, POSITIONS);
    },
    { repeats: shortRepeats },
  );
  check(
    'grundyTable',
    table[POSITIONS - 1],
    tableHash((p) => table[p], POSITIONS),
  );
  integerRow(
    'fast grundyTable, bottom-up',
    tableMs,
    `moves returns a new array per position, as in every row above; ${cNote}; tables equal`,
  );

  let written;
  const writtenMs = ctx.timeFn(
    () => {
      written = grundyTable(writingGame, POSITIONS);
    },
    { repeats: shortRepeats },
  );
  check(
    'grundyTable with writeMoves',
    written[POSITIONS - 1],
    tableHash((p) => written[p], POSITIONS),
  );
  integerRow(
    'fast grundyTable, bottom-up, game with writeMoves',
    writtenMs,
    `options written into a reused Int32Array (no allocation); ${cNote}; tables equal`,
  );

  // What a user could write by hand: the same moves, a typed-array memo, a stamped mex.
  let loopTable;
  const loopMs = ctx.timeFn(
    () => {
      loopTable = plainLoop(subtractionGame.moves, POSITIONS);
    },
    { repeats: shortRepeats },
  );
  check(
    'plain loop',
    loopTable[POSITIONS - 1],
    tableHash((p) => loopTable[p], POSITIONS),
  );
  integerRow('plain bottom-up loop calling moves', loopMs, `reference for the user-module rows; ${cNote}; tables equal`);

  // The plain reference engine, depth first from the top position (after the fast rows: the
  // garbage its Maps leave behind would slow down whatever runs next).
  for (const [label, makeMemo] of [
    ['plain GrundySolver + IntegerMemo', () => new IntegerMemo(POSITIONS)],
    ['plain GrundySolver + KeyedMemo (Map)', () => new KeyedMemo(subtractionGame)],
  ]) {
    let memo;
    let top;
    const ms = ctx.timeFn(() => {
      memo = makeMemo();
      top = new GrundySolver(subtractionGame, memo).grundy(POSITIONS - 1);
    });
    check(
      label,
      top,
      tableHash((p) => memo.get(p), POSITIONS),
    );
    integerRow(label, ms, `depth first; ${cNote}; tables equal`);
  }

  // The pair game as a user's module file, next to the loop a user could write for it.
  const pairModulePath = ctx.tmpFile('engine/pairs.mjs', readFileSync(path.join(ctx.root, PAIR_MODULE_FILE), 'utf8'));
  const pairLoopPath = ctx.tmpFile('engine/pair-loop.mjs', PAIR_LOOP);
  const pairProgramPath = ctx.tmpFile('engine/pair-loop-program.mjs', PAIR_LOOP_PROGRAM);
  const pairModule = await import(pathToFileURL(pairModulePath).href);
  const pairVariants = [...pairGames, ['user module without key (moves([a, b]) returns arrays), moduleSolver', pairModule, 'module']];
  const pairRows = tupleRows(
    ctx,
    lib,
    'pairs 1000×1000, take 1–3 from one or both',
    pairVariants,
    [SIDE - 1, SIDE - 1],
    SIDE * SIDE,
    (p) => p[0] * 1024 + p[1],
  );
  rows.push(...pairRows.rows);
  rows.push(...(await pairModuleRows(ctx, pairModulePath, pairLoopPath, pairProgramPath, pairRows)));
  rows.push(
    ...tupleRows(
      ctx,
      lib,
      'three heaps ≤ 99, take 1–2 from one or 1 from all',
      tripleGames,
      [HEAP - 1, HEAP - 1, HEAP - 1],
      HEAP ** 3,
      (p) => (p[0] * 128 + p[1]) * 128 + p[2],
    ).rows,
  );

  // A chain 0 ← 1 ← … ← 10^6 is 10^6 levels deep: recursion would overflow the stack.
  for (const [label, make] of [
    ['plain GrundySolver (KeyedMemo)', () => new GrundySolver(chainGame)],
    ['fastSolver (Map of keys)', () => fastSolver(chainGame)],
  ]) {
    let chainValue;
    const chainMs = ctx.timeFn(() => {
      chainValue = make().grundy(POSITIONS);
    });
    if (chainValue !== POSITIONS % 2) throw new Error(`chain: G(${POSITIONS}) = ${chainValue}, expected ${POSITIONS % 2}`);
    rows.push({
      name: `engine: chain n→n−1, depth 10^6, ${label}`,
      ours_ms: chainMs,
      baseline_ms: null,
      ratio: null,
      note: `${rate(POSITIONS + 1, chainMs)}; no stack overflow, G(10^6) = ${chainValue}`,
    });
  }
  return rows;
}

function plainLoop(moves, count) {
  const values = new Int32Array(count);
  const seen = new Int32Array(64);
  for (let n = 0; n < count; n++) {
    const options = moves(n);
    for (let i = 0; i < options.length; i++) seen[values[options[i]]] = n + 1;
    let mex = 0;
    while (seen[mex] === n + 1) mex++;
    values[n] = mex;
  }
  return values;
}

/**
 * Rows for one tuple game, each variant asked for the value of `top` (which values every position
 * below it). The first variant is the plain reference: the others must give the same table. They
 * run in reverse order, the plain engine last, so the garbage of its Map of string keys does not
 * slow the fast rows down. A variant of kind 'module' is a user's module, solved the way the CLI
 * solves it. Returns the rows, the plain engine's time and its table's hash.
 */
function tupleRows(ctx, lib, title, variants, top, positions, index) {
  const solverFor = {
    plain: (game) => new lib.GrundySolver(game),
    fast: (game) => lib.fastSolver(game),
    module: (loaded) => {
      const module = lib.checkGameModule(loaded, 'module');
      return lib.moduleSolver(module, lib.gameFromModule(module, 'module'), [top]);
    },
  };
  const measured = [...variants]
    .reverse()
    .map(([label, game, kind]) => {
      let solver;
      // The fast variants take a few hundred ms: best of more runs, like the 10^6-position rows.
      const repeats = kind === 'plain' ? ctx.repeats : Math.max(ctx.repeats, SHORT_REPEATS);
      const ms = ctx.timeFn(
        () => {
          solver = solverFor[kind](game);
          solver.grundy(top);
        },
        { repeats },
      );
      if (solver.evaluated !== positions)
        throw new Error(`${title}, ${label}: evaluated ${solver.evaluated} positions, expected ${positions}`);
      const values = new Map();
      enumerateBox(top, (p) => values.set(index(p), solver.grundy(p)));
      let largest = 0;
      for (const i of values.keys()) largest = Math.max(largest, i);
      return { label, kind, ms, hash: tableHash((i) => values.get(i) ?? 0, largest + 1) };
    })
    .reverse();
  const reference = measured[0];
  const rows = measured.map(({ label, kind, ms, hash }) => {
    if (hash !== reference.hash) throw new Error(`${title}, ${label}: table differs from the plain engine's`);
    return {
      name: `engine: ${title}, ${label}`,
      ours_ms: ms,
      baseline_ms: null,
      ratio: null,
      note: `${rate(positions, ms)}${kind === 'plain' ? '' : `, ${(reference.ms / ms).toFixed(1)}× the plain engine; tables equal`}`,
    };
  });
  return { rows, plainMs: reference.ms, hash: reference.hash };
}

/**
 * The pair module against the loop a user could write for it: in-process (the loop's table checked
 * against the plain engine's; the module row above is given it as baseline), then both as
 * processes — `nimlab analyze ./pairs.mjs 999 999` (Node start, the CLI, a worker thread loading
 * the module, moduleSolver, the winning moves) against the loop as a program (Node start, module
 * load, loop) — both giving the plain engine's G(999, 999), the loop also its whole table.
 */
async function pairModuleRows(ctx, modulePath, loopPath, programPath, pairRows) {
  const A = SIDE - 1;
  const positions = SIDE * SIDE;
  const { pairTable, pairTableHash } = await import(pathToFileURL(loopPath).href);
  let values;
  const loopMs = ctx.timeFn(
    () => {
      values = pairTable(A, A);
    },
    { repeats: Math.max(ctx.repeats, SHORT_REPEATS) },
  );
  if (pairTableHash(values, A, A) !== pairRows.hash) throw new Error("pair loop: table differs from the plain engine's");
  const top = values[positions - 1];
  const moduleRow = pairRows.rows.find((row) => row.name.includes('user module'));
  Object.assign(moduleRow, {
    baseline_ms: loopMs,
    ratio: moduleRow.ours_ms / loopMs,
    note: `${moduleRow.note}; baseline: the plain bottom-up loop over the pairs calling the same moves, in-process, ${rate(positions, loopMs)}`,
  });

  const [loopTop, loopHash] = ctx
    .run(process.execPath, [programPath, String(A), String(A), 'hash'])
    .trim()
    .split(/\s+/)
    .map(Number);
  if (loopTop !== top || loopHash !== pairRows.hash)
    throw new Error(`pair loop as a process: G = ${loopTop}, table hash ${loopHash}; expected ${top}, ${pairRows.hash}`);
  const cli = [path.join(ctx.root, 'dist/cli/main.js'), 'analyze', modulePath, String(A), String(A), '--time-limit', '600'];
  const cliTop = Number(/grundy value: (\d+)/.exec(ctx.run(process.execPath, cli))?.[1]);
  if (cliTop !== top) throw new Error(`nimlab analyze ./pairs.mjs ${A} ${A} says G = ${cliTop}, the plain engine ${top}`);
  const cliMs = ctx.timeCommand(process.execPath, cli);
  const loopProcessMs = ctx.timeCommand(process.execPath, [programPath, String(A), String(A)]);
  return [
    {
      name: `engine: pairs 1000×1000 as a user module: nimlab analyze ./pairs.mjs ${A} ${A} (process)`,
      ours_ms: cliMs,
      baseline_ms: loopProcessMs,
      ratio: cliMs / loopProcessMs,
      note: `vs the plain bottom-up loop over the pairs calling the same moves, as a process; both include Node start (ours also the CLI, a worker thread and the winning moves); ${rate(positions, cliMs)} vs ${rate(positions, loopProcessMs)}; G = ${cliTop} as the plain engine's`,
    },
  ];
}

/** Calls visit on every tuple between 0…0 and `top`, coordinate-wise. */
function enumerateBox(top, visit) {
  const current = top.map(() => 0);
  for (;;) {
    visit(current.slice());
    let i = current.length - 1;
    while (i >= 0 && current[i] === top[i]) current[i--] = 0;
    if (i < 0) return;
    current[i]++;
  }
}
