#!/usr/bin/env node
/**
 * Holds a quotient growth kept on disk (`nimlab quotient CODE --resume`, src/cli/quotientGrowth/quotientCheckpoint.ts)
 * against exhaustive misère search on random sums of its heaps: the sum's element read from the kept
 * table must be in the P-portion exactly when the search finds a P-position. For the growths too
 * large to check any other way (0.35 past order 5,000). Not a benchmark; exits 1 on a disagreement.
 * Run `npm run build` first.
 *
 *   node bench/tools/spot-check-quotient.mjs FILE CODE [SUMS] [MAX_TOTAL]
 *   node bench/tools/spot-check-quotient.mjs ~/.cache/nimlab/quotient-growth-0.35.bin 0.35 300 60
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const load = (file) => import(pathToFileURL(path.join(root, 'dist', file)).href);
const { readCheckpoint } = await load('cli/quotientGrowth/quotientCheckpoint.js');
const { parseHeapGame } = await load('games/heap/heapGame.js');
const { takeBreakGame } = await load('games/heap/rules.js');
const { MisereSolver } = await load('engine/misere/misere.js');

const [file, code, sumsText = '300', maxTotalText = '60'] = process.argv.slice(2);
const sums = Number(sumsText);
const maxTotal = Number(maxTotalText);
if (file === undefined || code === undefined || !Number.isInteger(sums) || sums < 1 || !Number.isInteger(maxTotal) || maxTotal < 1) {
  process.stderr.write('usage: node bench/tools/spot-check-quotient.mjs FILE CODE [SUMS] [MAX_TOTAL]\n');
  process.exit(2);
}
const growth = readCheckpoint(file, parseHeapGame(code).name, (message) => process.stderr.write(`${message}\n`));
if (growth === null) {
  process.stderr.write(`no growth of ${code} in ${file}\n`);
  process.exit(2);
}
const q = growth.quotient;
const solver = new MisereSolver(takeBreakGame(parseHeapGame(code).code));
// A fixed linear congruential sequence: the same sums on every run.
let seed = 12345;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
let checked = 0;
let losing = 0;
for (let i = 0; i < sums; i++) {
  const heaps = [];
  let total = 0;
  for (let j = 1 + random(5); j > 0; j--) {
    const heap = 1 + random(Math.min(growth.upTo, maxTotal));
    if (total + heap > maxTotal) break;
    heaps.push(heap);
    total += heap;
  }
  if (heaps.length === 0) continue;
  const element = heaps.reduce((x, h) => q.product[x * q.order + q.generatorElement[h - 1]], 0);
  const predicted = q.losing[element] ? 'P' : 'N';
  const actual = solver.outcome(heaps);
  if (predicted !== actual) {
    process.stdout.write(`disagreement: ${heaps.join(' + ')}: the quotient says ${predicted}, search says ${actual}\n`);
    process.exit(1);
  }
  checked++;
  if (actual === 'P') losing++;
}
process.stdout.write(
  `${code}, heaps 1..${growth.upTo}, order ${q.order}: ${checked} random sums (heap sizes up to ${maxTotal} in all) agree with exhaustive search, ${losing} of them P-positions\n`,
);
