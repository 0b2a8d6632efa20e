/**
 * `nimlab judge hdu3032` on a maximum-size input (3 tests of 10^6 heaps up to 2^31−1, about
 * 33 MB) against a scanf C++ solution (bench/native/hdu3032.cpp). Both answers must agree with
 * each other and with the answers the generator built in (one test is forced to be a loss).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const TESTS = 3;
const HEAPS = 1_000_000;
const MAX_HEAP = 2 ** 31 - 1;
/** Which test gets its last heap chosen so the values XOR to zero (a loss for Alice). */
const LOSING_TEST = 1;

/** Lasker's Nim value of a heap, as an unsigned 32-bit number (up to 2^31). */
function laskerValue(s) {
  const r = s % 4;
  return r === 3 ? s + 1 : r === 0 ? s - 1 : s;
}

/** The heap whose Lasker value is g, or null when that heap is outside 1..2^31−1. */
function heapWithValue(g) {
  const s = g % 4 === 0 ? g - 1 : g % 4 === 3 ? g + 1 : g;
  return s >= 1 && s <= MAX_HEAP ? s : null;
}

/** xorshift32: deterministic, fast, good enough to spread heap sizes over the whole range. */
function makeRandom(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

/** Appends the decimal digits of a non-negative integer and one separator byte. */
function writeNumber(buffer, offset, value, separator) {
  let digits = 1;
  for (let v = value; v >= 10; v = Math.floor(v / 10)) digits++;
  for (let i = offset + digits - 1, v = value; i >= offset; i--, v = Math.floor(v / 10)) buffer[i] = 48 + (v % 10);
  buffer[offset + digits] = separator;
  return offset + digits + 1;
}

/** The judge input as bytes, and the answers it must get (exported for profiling by hand). */
export function generateInput() {
  const random = makeRandom(3032);
  const buffer = Buffer.allocUnsafe(TESTS * (HEAPS * 11 + 16) + 16);
  let at = writeNumber(buffer, 0, TESTS, 10);
  const answers = [];
  const heaps = new Float64Array(HEAPS);
  for (let t = 0; t < TESTS; t++) {
    for (let i = 0; i < HEAPS; i++) heaps[i] = random() >>> 1 || 1;
    let total = 0;
    for (let i = 0; i < HEAPS; i++) total = (total ^ laskerValue(heaps[i])) >>> 0;
    if (t === LOSING_TEST) {
      // Replace the last heap by the one whose value cancels all the others; redraw the one before it until that heap exists.
      for (;;) {
        const rest = (total ^ laskerValue(heaps[HEAPS - 1])) >>> 0;
        const last = heapWithValue(rest);
        if (last !== null) {
          heaps[HEAPS - 1] = last;
          total = 0;
          break;
        }
        total = (total ^ laskerValue(heaps[HEAPS - 2])) >>> 0;
        heaps[HEAPS - 2] = random() >>> 1 || 1;
        total = (total ^ laskerValue(heaps[HEAPS - 2])) >>> 0;
      }
    }
    answers.push(total !== 0 ? 'Alice' : 'Bob');
    at = writeNumber(buffer, at, HEAPS, 10);
    for (let i = 0; i < HEAPS; i++) at = writeNumber(buffer, at, heaps[i], i === HEAPS - 1 ? 10 : 32);
  }
  return { bytes: buffer.subarray(0, at), answers };
}

const lines = (text) =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => line.trimEnd());

export default async function hdu3032(ctx) {
  const { bytes, answers } = generateInput();
  const inputFile = ctx.tmpFile('hdu3032-max.in', bytes);
  const binary = ctx.compileC('bench/native/hdu3032.cpp', 'hdu3032');
  const ours = [process.execPath, [path.join(ctx.root, 'dist/cli/main.js'), 'judge', 'hdu3032']];

  const oursOutput = lines(ctx.run(...ours, { inputFile }));
  const baselineOutput = lines(ctx.run(binary, [], { inputFile }));
  if (oursOutput.join('\n') !== baselineOutput.join('\n')) {
    throw new Error(`hdu3032: outputs differ — nimlab: ${JSON.stringify(oursOutput)}, C++: ${JSON.stringify(baselineOutput)}`);
  }
  if (oursOutput.join('\n') !== answers.join('\n')) {
    throw new Error(`hdu3032: both programs answer ${JSON.stringify(oursOutput)}, the generator built ${JSON.stringify(answers)}`);
  }

  const oursMs = ctx.timeCommand(...ours, { inputFile });
  const baselineMs = ctx.timeCommand(binary, [], { inputFile });
  const megabytes = bytes.length / 1e6;

  // Where the time goes: the same solve in-process (stdin read + parse + Lasker loop), and the
  // CLI's start-up alone (Node plus loading every command, game and problem module).
  const library = await import(pathToFileURL(path.join(ctx.root, 'dist/problems/index.js')).href);
  const problem = await library.loadProblem('hdu3032');
  let inProcessOutput;
  const inProcessMs = ctx.timeFn(() => {
    inProcessOutput = problem.solve(new library.InputReader(readFileSync(inputFile)));
  });
  if (lines(inProcessOutput).join('\n') !== answers.join('\n')) throw new Error(`hdu3032: in-process solve answers ${inProcessOutput}`);
  const startMs = ctx.timeCommand(ours[0], [ours[1][0], 'judge', '--list']);
  const nodeMs = ctx.timeCommand(process.execPath, ['-e', '0']);

  return [
    {
      name: `judge hdu3032: T=${TESTS} × N=10^6 heaps ≤ 2^31−1`,
      ours_ms: oursMs,
      baseline_ms: baselineMs,
      ratio: oursMs / baselineMs,
      note: `${megabytes.toFixed(1)} MB input, ${(megabytes / (oursMs / 1000)).toFixed(0)} MB/s incl. node start; vs scanf C++; outputs equal (${oursOutput.join(' ')})`,
    },
    {
      name: 'hdu3032 in-process: read file + solve',
      ours_ms: inProcessMs,
      baseline_ms: baselineMs,
      ratio: inProcessMs / baselineMs,
      note: `${(megabytes / (inProcessMs / 1000)).toFixed(0)} MB/s; the judge row minus CLI start-up`,
    },
    {
      name: 'CLI start-up: nimlab judge --list',
      ours_ms: startMs,
      baseline_ms: null,
      ratio: null,
      note: `bare node -e 0 takes ${nodeMs.toFixed(0)} ms; the rest is loading modules`,
    },
  ];
}
