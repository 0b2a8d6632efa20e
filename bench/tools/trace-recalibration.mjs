#!/usr/bin/env node
/**
 * Traces the recalibration of a heap that splits old elements (misereQuotientRecalibration.ts),
 * round by round from the folded candidate (the growth tries the bounded refinement before it;
 * this skips it): the candidate's order, its least failing sum (heaps, with copies) and true
 * outcome, the time of the check and of the rebuild. For finding why a heap does not converge;
 * not a benchmark (one run, nothing recorded). Run `npm run build` first.
 *
 *   node bench/tools/trace-recalibration.mjs CODE HEAP [ROUNDS]
 *   node bench/tools/trace-recalibration.mjs '4!.0' 29 12
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const load = (file) => import(pathToFileURL(path.join(root, 'dist', file)).href);
const { MultisetOutcomes } = await load('engine/quotient/multisetOutcomes.js');
const { checkKinds } = await load('engine/quotient/check/checkKinds.js');
const { leastQuotientFailure } = await load('engine/quotient/check/misereQuotientCheck.js');
const { foldedCandidate } = await load('engine/quotient/steps/misereQuotientExtension.js');
const { freedCandidate } = await load('engine/quotient/steps/misereQuotientRecalibration.js');
const { parseHeapGame } = await load('games/heap/heapGame.js');
const { growHeapQuotient, heapGeneratorSystem } = await load('games/heap/misere/misere.js');

const [code, heapText, roundsText = '20'] = process.argv.slice(2);
const heap = Number(heapText);
const rounds = Number(roundsText);
if (code === undefined || !Number.isInteger(heap) || heap < 2 || !Number.isInteger(rounds) || rounds < 1) {
  process.stderr.write('usage: node bench/tools/trace-recalibration.mjs CODE HEAP [ROUNDS] (HEAP ≥ 2, the heap that splits)\n');
  process.exit(2);
}
const limits = { maxOrder: 32768, maxPositions: 3_000_000, maxCheckStates: 4_000_000 };
let heapCode;
try {
  heapCode = parseHeapGame(code).code;
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}
let time = Date.now();
const before = growHeapQuotient(heapCode, heap - 1, limits);
if (before.stopped !== null) {
  process.stderr.write(`the growth to heap ${heap - 1} stopped: ${before.stopped}\n`);
  process.exit(2);
}
console.log(`heaps 1..${heap - 1}: order ${before.quotient.order} (${Date.now() - time} ms)`);
const outcomes = new MultisetOutcomes(heapGeneratorSystem(heapCode), limits.maxPositions);
outcomes.useQuotient(before.quotient);
let candidate = foldedCandidate(outcomes, before.quotient, 2, limits.maxOrder);
console.log(`folded Q × ⟨b⟩ (tail 2): order ${candidate.order}`);
/** A sum of generators (heap − 1) as heaps with copies: 3+13x2+29x2. */
const heaps = (sum) => {
  const copies = new Map();
  for (const g of sum) copies.set(g + 1, (copies.get(g + 1) ?? 0) + 1);
  return [...copies].map(([h, c]) => (c > 1 ? `${h}x${c}` : `${h}`)).join('+');
};
for (let round = 0; round < rounds; round++) {
  time = Date.now();
  const failure = leastQuotientFailure(candidate, checkKinds(outcomes, candidate), limits.maxCheckStates);
  const checked = Date.now() - time;
  if (failure === null) {
    console.log(
      `round ${round}: order ${candidate.order}, |P| ${candidate.losing.filter(Boolean).length}: the check accepts it (${checked} ms)`,
    );
    process.exit(0);
  }
  time = Date.now();
  const next = freedCandidate(outcomes, candidate, failure, limits.maxOrder);
  console.log(
    `round ${round}: order ${candidate.order} fails at ${heaps(failure.sum)} (truly ${failure.outcome}; check ${checked} ms); rebuilt: ${next === null ? 'none' : `order ${next.order}`} (${Date.now() - time} ms)`,
  );
  if (next === null) process.exit(1);
  candidate = next;
}
console.log(`no candidate accepted in ${rounds} rounds`);
process.exit(1);
