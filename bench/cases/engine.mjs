/**
 * Engine throughput: GrundySolver on a subtraction game over a million integer positions, once
 * with the typed-array IntegerMemo and once with the generic KeyedMemo (a Map), against a C
 * program filling the same memo table with the same move rule. Plus a million-long chain, which
 * only an iterative solver survives.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const POSITIONS = 1_000_000;
/** Same set as bench/native/subtraction.c. */
const SUBTRACTION_SET = [1, 2, 5, 9, 14];

/** The game as a user would write it for the engine: options are the smaller heaps. */
const subtractionGame = {
  moves(n) {
    const options = [];
    for (const s of SUBTRACTION_SET) if (s <= n) options.push(n - s);
    return options;
  },
  key: (n) => n,
};

const chainGame = {
  moves: (n) => (n > 0 ? [n - 1] : []),
  key: (n) => n,
};

/** FNV-style hash of the values of positions 0..count-1, computed exactly as the C baseline does. */
function tableHash(memo, count) {
  let hash = 2166136261;
  for (let p = 0; p < count; p++) hash = Math.imul(hash ^ memo.get(p), 16777619) >>> 0;
  return hash;
}

function rate(positions, ms) {
  return `${((positions / ms) * 1000 / 1e6).toFixed(2)} M positions/s`;
}

export default async function engine(ctx) {
  const { GrundySolver, IntegerMemo, KeyedMemo, grundyTable } = await import(pathToFileURL(path.join(ctx.root, 'dist/index.js')).href);

  const binary = ctx.compileC('bench/native/subtraction.c', 'subtraction');
  const input = ctx.tmpFile('subtraction.in', `${POSITIONS}\n`);
  const [cTop, cHash] = ctx.run(binary, [], { inputFile: input }).trim().split(/\s+/).map(Number);
  const baselineMs = ctx.timeCommand(binary, [], { inputFile: input });

  const rows = [];
  const variants = [
    ['IntegerMemo', () => new IntegerMemo(POSITIONS)],
    ['KeyedMemo (Map)', () => new KeyedMemo(subtractionGame)],
  ];
  for (const [label, makeMemo] of variants) {
    let memo;
    let top;
    const ms = ctx.timeFn(() => {
      memo = makeMemo();
      top = new GrundySolver(subtractionGame, memo).grundy(POSITIONS - 1);
    });
    // The last run's table must be the C program's table, position for position.
    if (memo.size !== POSITIONS) throw new Error(`${label}: evaluated ${memo.size} positions, expected ${POSITIONS}`);
    const hash = tableHash(memo, POSITIONS);
    if (top !== cTop || hash !== cHash) {
      throw new Error(`${label}: engine gives G(${POSITIONS - 1})=${top}, table hash ${hash}; C gives ${cTop}, ${cHash}`);
    }
    rows.push({
      name: `engine: subtraction S(${SUBTRACTION_SET}) 10^6, ${label}`,
      ours_ms: ms,
      baseline_ms: baselineMs,
      ratio: ms / baselineMs,
      note: `${rate(POSITIONS, ms)} (C: ${rate(POSITIONS, baselineMs)} incl. process start); tables equal`,
    });
  }

  // The same table bottom-up (grundyTable): every option is already valued, the stack stays one deep.
  let table;
  const tableMs = ctx.timeFn(() => {
    table = grundyTable(subtractionGame, POSITIONS);
  });
  const tableHashValue = tableHash({ get: (p) => table[p] }, POSITIONS);
  if (tableHashValue !== cHash) throw new Error(`grundyTable: table hash ${tableHashValue}, C gives ${cHash}`);
  rows.push({
    name: `engine: same game bottom-up, grundyTable`,
    ours_ms: tableMs,
    baseline_ms: baselineMs,
    ratio: tableMs / baselineMs,
    note: `${rate(POSITIONS, tableMs)}; tables equal`,
  });

  // A chain 0 ← 1 ← … ← 10^6 is 10^6 levels deep: recursion would overflow the stack.
  let chainValue;
  const chainMs = ctx.timeFn(() => {
    chainValue = new GrundySolver(chainGame).grundy(POSITIONS);
  });
  if (chainValue !== POSITIONS % 2) throw new Error(`chain: G(${POSITIONS}) = ${chainValue}, expected ${POSITIONS % 2}`);
  rows.push({
    name: 'engine: chain n→n−1, depth 10^6, KeyedMemo',
    ours_ms: chainMs,
    baseline_ms: null,
    ratio: null,
    note: `${rate(POSITIONS + 1, chainMs)}; no stack overflow, G(10^6) = ${chainValue}`,
  });
  return rows;
}
