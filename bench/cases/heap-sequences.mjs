/**
 * Grundy sequences of heap games (src/games/heap) against native/heap_sequence.c, a C program
 * running the same algorithm (plain: every split; sparse: rare/common values, same mask rule):
 * Grundy's game to 2^20 by the sparse method, Kayles and Dawson's Kayles to 10^5 by the plain
 * method (computing on past the proven period), and 0.16 until its period 149459 is proven
 * (the C program computes the same number of values). The two sequences must hash the same.
 * Our kernels are WebAssembly (with 128-bit SIMD where values fit a byte; the C program is plain
 * scalar C): each case is timed again with the JavaScript kernels, so the table shows what
 * WebAssembly buys.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const CASES = [
  { name: "Grundy's game 4!.0 to 2^20 (sparse)", code: '4!.0', count: 2 ** 20, method: 'auto', native: 'sparse', stop: false },
  { name: 'Kayles 0.77 to 10^5 (plain)', code: '0.77', count: 100_000, method: 'plain', native: 'plain', stop: false },
  { name: "Dawson's Kayles 0.07 to 10^5 (plain)", code: '0.07', count: 100_000, method: 'plain', native: 'plain', stop: false },
  { name: '0.16 to its proven period (sparse)', code: '0.16', count: 600_000, method: 'auto', native: 'sparse', stop: true },
];

/** FNV-1a-style hash of the values, as the C program prints it. */
function sequenceHash(values) {
  let hash = 2166136261;
  for (let n = 0; n < values.length; n++) hash = Math.imul(hash ^ values[n], 16777619) >>> 0;
  return hash;
}

export default async function heapSequences(ctx) {
  const { GrundySequencer, parseHeapGame } = await import(pathToFileURL(path.join(ctx.root, 'dist/index.js')).href);
  const binary = ctx.compileC('bench/native/heap_sequence.c', 'heap_sequence');
  const rows = [];
  for (const c of CASES) {
    const code = parseHeapGame(c.code).code;
    let sequencer;
    const oursMs = ctx.timeFn(() => {
      sequencer = new GrundySequencer(code, { method: c.method, stopWhenProven: c.stop });
      sequencer.extendTo(c.count);
    });
    const values = sequencer.computedValues();
    const count = values.length;
    const [cCount, cHash] = ctx
      .run(binary, [c.code, String(count), c.native])
      .trim()
      .split(/\s+/)
      .map(Number);
    const hash = sequenceHash(values);
    if (cCount !== count || cHash !== hash) {
      throw new Error(`${c.name}: nimlab hash ${hash} over ${count} values, C ${cHash} over ${cCount}`);
    }
    const baselineMs = ctx.timeCommand(binary, [c.code, String(count), c.native]);
    let jsSequencer;
    const jsMs = ctx.timeFn(() => {
      jsSequencer = new GrundySequencer(code, { method: c.method, engine: 'js', stopWhenProven: c.stop });
      jsSequencer.extendTo(c.count);
    });
    if (sequenceHash(jsSequencer.computedValues()) !== hash) throw new Error(`${c.name}: JavaScript kernels give other values`);
    const period = sequencer.proven;
    const how = sequencer.rareMask ? `sparse, mask ${sequencer.rareMask.toString(2)}` : 'plain';
    const verdict = period ? `; period ${period.period} from ${period.preperiod} proven` : '';
    rows.push({
      name: `heap: ${c.name}`,
      ours_ms: oursMs,
      baseline_ms: baselineMs,
      ratio: oursMs / baselineMs,
      note: `${count} values (${how}${sequencer.usesWasm ? ', WebAssembly' : ''}), largest ${sequencer.largestValue}${verdict}; sequences equal`,
    });
    rows.push({
      name: `heap: ${c.name}, JavaScript kernels`,
      ours_ms: jsMs,
      baseline_ms: baselineMs,
      ratio: jsMs / baselineMs,
      note: `same algorithm as plain JavaScript: WebAssembly is ${(jsMs / oursMs).toFixed(2)}× faster`,
    });
  }
  return rows;
}
