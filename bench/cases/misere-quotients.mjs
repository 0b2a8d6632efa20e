/**
 * Misère quotients of heap games (issue 10). Two parts:
 * - growth: the quotient of each code grown heap by heap (every step proved exactly) up to a
 *   target heap or a per-code time budget; a row records the largest heap reached, the order,
 *   the heap where it last changed, whether it stopped at a limit, and the time (one run: the
 *   growth is the measurement, and repeating it would only triple the run).
 * - a sum of 30 Kayles heaps of size ≤ 12: misère outcome by the quotient (building it included)
 *   versus nimlab's exhaustive MisereSolver in a child process stopped after SEARCH_TIMEOUT_MS.
 *   Before that, both must agree on small random sums (a case fails otherwise).
 * No native baseline exists for either (no public C implementation here): baseline_ms is the
 * search's time where it finishes, else null with the timeout in the note.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** [code, target heap, what it is]. */
const CODES = [
  ['0.[3]', 7, 'Nim (tame)'],
  ['0.77', 12, 'Kayles (wild)'],
  ['0.07', 30, "Dawson's Kayles (wild)"],
  ['0.137', 30, "Dawson's Chess (wild)"],
  ['0.75', 30, 'two-digit, wild, order-8 quotient'],
  ['0.31', 30, 'two-digit'],
  ['0.33', 30, 'two-digit'],
  ['0.52', 30, 'two-digit'],
  ['0.34', 30, 'two-digit'],
  ['0.71', 30, 'two-digit'],
  ['0.123', 30, 'three-digit'],
  ['4.7', 30, 'two-digit with a first digit'],
  ['0.37', 30, 'two-digit, keeps growing'],
];
const BUDGET_MS = 15_000;
const SEARCH_TIMEOUT_MS = 60_000;

export default async function misereQuotients(ctx) {
  const lib = await import(pathToFileURL(path.join(ctx.root, 'dist/index.js')).href);
  const rows = [];
  for (const [name, target, what] of CODES) {
    const code = lib.parseHeapGame(name).code;
    let growth;
    const ms = ctx.timeFn(
      () => {
        growth = lib.growHeapQuotient(code, target, lib.DEFAULT_QUOTIENT_LIMITS, BUDGET_MS);
      },
      { repeats: 1 },
    );
    const q = growth.quotient;
    const status = growth.stopped
      ? `stopped: ${growth.stopped}`
      : growth.lastChange < growth.upTo
        ? `unchanged since heap ${growth.lastChange}`
        : 'still changing at the last heap';
    ctx.log(`quotient ${name}: heaps ≤ ${growth.upTo}, order ${q.order}, ${status}`);
    rows.push({
      name: `misère quotient ${name} (${what}), heaps ≤ ${growth.upTo} of ${target}`,
      ours_ms: ms,
      baseline_ms: null,
      note: `order ${q.order}, P-portion ${q.losing.filter(Boolean).length}, last change at heap ${growth.lastChange}; ${status}`,
    });
  }
  rows.push(...kaylesSum(ctx, lib));
  return rows;
}

/** A fixed pseudo-random sum (xorshift), so every run measures the same position. */
function kaylesHeaps(count, seed) {
  let x = seed;
  return Array.from({ length: count }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return 1 + ((x >>> 0) % 12);
  });
}

function kaylesSum(ctx, lib) {
  const code = lib.parseHeapGame('0.77').code;
  const heaps = kaylesHeaps(30, 2026);
  let growth;
  let analysis;
  const quotientMs = ctx.timeFn(
    () => {
      growth = lib.growHeapQuotient(code, 12);
      analysis = lib.analyzeByQuotient(code, growth.quotient, heaps);
    },
    { repeats: 1 },
  );
  if (growth.upTo < 12) throw new Error(`Kayles quotient stopped before heap 12: ${growth.stopped}`);
  // The two methods must agree where search is feasible.
  const solver = new lib.MisereSolver(lib.takeBreakGame(code));
  for (let seed = 1; seed <= 30; seed++) {
    const small = kaylesHeaps(1 + (seed % 4), seed * 7919);
    const byQuotient = lib.analyzeByQuotient(code, growth.quotient, small).outcome;
    if (byQuotient !== solver.outcome(small)) throw new Error(`quotient and search disagree on Kayles ${small.join(' ')}`);
  }
  const analyzeMs = ctx.timeFn(() => lib.analyzeByQuotient(code, growth.quotient, heaps));
  const script = `const lib = await import(${JSON.stringify(pathToFileURL(path.join(ctx.root, 'dist/index.js')).href)});
    const code = lib.parseHeapGame('0.77').code;
    process.stdout.write(new lib.MisereSolver(lib.takeBreakGame(code)).outcome(${JSON.stringify(heaps)}));`;
  const started = performance.now();
  const search = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: SEARCH_TIMEOUT_MS });
  const searchMs = performance.now() - started;
  const finished = search.status === 0;
  if (finished && search.stdout !== analysis.outcome) throw new Error(`quotient says ${analysis.outcome}, search says ${search.stdout}`);
  const searchNote = finished
    ? `search agrees (${search.stdout}) after ${Math.round(searchMs)} ms`
    : `search did not finish within ${SEARCH_TIMEOUT_MS / 1000} s (stopped)`;
  ctx.log(`Kayles 30 heaps: quotient ${analysis.outcome}; ${searchNote}`);
  return [
    {
      name: 'misère Kayles, 30 heaps ≤ 12: quotient built from scratch + outcome, vs exhaustive search (child process)',
      ours_ms: quotientMs,
      baseline_ms: finished ? searchMs : null,
      note: `outcome ${analysis.outcome}, ${analysis.winningMoves.length} winning move(s); quotient order ${growth.quotient.order}; ${searchNote}; agreed with search on 30 small sums`,
    },
    {
      name: 'misère Kayles, 30 heaps ≤ 12: outcome + all winning moves from the built quotient',
      ours_ms: analyzeMs,
      baseline_ms: null,
      note: `heaps ${heaps.join(' ')}`,
    },
  ];
}
