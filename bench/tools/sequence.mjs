#!/usr/bin/env node
/**
 * Computes the first COUNT values of a heap game's Grundy sequence with nimlab's GrundySequencer
 * (from dist/) in a fresh process, and prints `COUNT HASH SECONDS PEAK_MB CPU_SECONDS` like
 * bench/native/ogs_driver: SECONDS covers the computation only (not Node's start), PEAK_MB is the
 * process's peak resident memory, CPU_SECONDS the process's CPU time (user + system) over the same
 * span — on a shared machine it is what the computation cost, however long it waited for a core.
 * Every value is computed and no period is looked for (stopWhenProven: false), so the work is the
 * same as the rival's, whose solver has no period search either.
 *
 *   node bench/tools/sequence.mjs CODE COUNT [auto|wasm|js|stamps]
 *
 * `stamps`: WebAssembly without the small-value kernel (option marks as stamps in memory, one
 * rare walk per removal, as the JavaScript kernels do), to show what that kernel buys.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { GrundySequencer, parseHeapGame } = await import(pathToFileURL(path.join(root, 'dist/index.js')).href);

const [code, countText, kernels = 'auto'] = process.argv.slice(2);
const count = Number(countText);
if (!code || !Number.isInteger(count) || count < 1 || !['auto', 'wasm', 'js', 'stamps'].includes(kernels)) {
  process.stderr.write('usage: node bench/tools/sequence.mjs CODE COUNT [auto|wasm|js|stamps]\n');
  process.exit(2);
}
const engine = kernels === 'stamps' ? 'wasm' : kernels;
// The code is parsed before the clock starts, as the ogs driver parses its game before timing.
const game = parseHeapGame(code).code;
const cpuStarted = process.cpuUsage();
const started = performance.now();
const sequencer = new GrundySequencer(game, { engine, stopWhenProven: false, smallValueKernel: kernels !== 'stamps' });
sequencer.extendTo(count);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStarted);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const values = sequencer.computedValues();
let hash = 2166136261;
for (let n = 0; n < values.length; n++) hash = Math.imul(hash ^ values[n], 16777619) >>> 0;
const peakMegabytes = peakResidentKilobytes() / 1024;
process.stdout.write(`${values.length} ${hash} ${seconds.toFixed(4)} ${peakMegabytes.toFixed(1)} ${cpuSeconds.toFixed(4)}\n`);

/**
 * This process's peak resident memory. On Linux VmHWM, which starts afresh at exec: getrusage's
 * maxRSS (Node's `resourceUsage().maxRSS`) keeps the high-water mark of the parent at fork, so a
 * sequence spawned by a large bench process would report the parent's size. ogs's driver reads
 * VmHWM too.
 */
function peakResidentKilobytes() {
  try {
    const line = readFileSync('/proc/self/status', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmHWM:'));
    if (line) return Number(line.replace(/[^0-9]/g, ''));
  } catch {
    // not Linux: fall through
  }
  return process.resourceUsage().maxRSS;
}
