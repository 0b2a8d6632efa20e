/**
 * Genus of Kayles heaps (issue 19: "genus of Kayles heaps 1–100 in ≤ 2 s"; CGSuite's genus code is
 * quoted there at 0.9 s for heaps 1–30). Rows:
 * - heaps 0..30 from scratch (a fresh form store per run): canonical forms of the heaps, then each
 *   genus from its options' genera and its phylum;
 * - heaps 0..100 under a 2 s budget, checked between heaps: how far it gets;
 * - heaps 0..100 read from a misère quotient under a 2 s limit (heapGeneraByQuotient), its digits
 *   checked against the canonical forms' on every heap both reach.
 * No CGSuite on this machine, so there is no baseline: the note quotes the issue's 0.9 s, not
 * measured here. Before timing, the genera of heaps 0..9 are checked against the definition
 * (misère Grundy values of heap + n·*2 by exhaustive search of the sums); the case fails otherwise.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const BUDGET_MS = 2000;

export default async function misereGenus(ctx) {
  const lib = await import(pathToFileURL(path.join(ctx.root, 'dist/index.js')).href);
  const code = lib.parseHeapGame('0.77').code;
  checkAgainstDefinition(lib, code, 9);
  let rows30;
  const ms30 = ctx.timeFn(() => {
    const forms = new lib.HeapMisereForms(code);
    rows30 = [];
    for (let n = 0; n <= 30; n++) rows30.push(forms.value(n));
  });
  ctx.log(`Kayles genera 0..30: ${rows30.map((r) => r.genus.text).join(' ')}`);
  let reached = 0;
  const msBudget = ctx.timeFn(
    () => {
      const forms = new lib.HeapMisereForms(code);
      const started = performance.now();
      for (let n = 0; n <= 100 && performance.now() - started < BUDGET_MS; n++) {
        forms.value(n);
        reached = n;
      }
    },
    { repeats: 1 },
  );
  ctx.log(`Kayles genus within ${BUDGET_MS / 1000} s: heaps 0..${reached}`);
  // The route through a misère quotient (games/heap/misere/heapGenera.ts: misère Grundy labels on the
  // quotient of the heaps and *1, *2, then the quotient with nim heaps *1…*K): its digits must
  // equal the canonical forms' for every heap both reach, else the case fails.
  let byQuotient;
  const msQuotient = ctx.timeFn(
    () => {
      byQuotient = lib.heapGeneraByQuotient(code, 100, undefined, BUDGET_MS);
    },
    { repeats: 1 },
  );
  const forms = new lib.HeapMisereForms(code);
  for (let n = 0; n <= Math.min(byQuotient.upTo, reached); n++) {
    const fast = byQuotient.genera[n];
    const slow = forms.value(n).genus;
    if (fast.normal !== slow.normal || fast.terms.join() !== slow.terms.join()) {
      throw new Error(
        `Kayles heap ${n}: genus by quotient ${fast.normal}^${fast.terms} but by canonical forms ${slow.normal}^${slow.terms}`,
      );
    }
  }
  ctx.log(
    `Kayles genus by quotient within ${BUDGET_MS / 1000} s: heaps 0..${byQuotient.upTo} (${byQuotient.route}), order ${byQuotient.order}, nim heaps to *${byQuotient.nimHeaps}`,
  );
  return [
    {
      name: 'genus + phylum of Kayles heaps 0–30, from scratch (canonical forms, genus from options)',
      ours_ms: ms30,
      baseline_ms: null,
      note: `issue 19 quotes CGSuite's genus code at 900 ms for heaps 1–30 (not measured here: no CGSuite on this machine); heap 30: ${rows30[30].genus.text} (${rows30[30].phylum})`,
    },
    {
      name: `genus of Kayles heaps 0–100 under a ${BUDGET_MS / 1000} s budget (checked between heaps)`,
      ours_ms: msBudget,
      baseline_ms: null,
      note: `reached heap ${reached} of 100 (the goal is 100 in ≤ 2 s: ${reached >= 100 ? 'met' : 'not met — the canonical forms of Kayles sums grow about 2.2× every 5 heaps'})`,
    },
    {
      name: `genus of Kayles heaps 0–100 read from a misère quotient (misère Grundy labels, else nim heaps), ${BUDGET_MS / 1000} s limit`,
      ours_ms: msQuotient,
      baseline_ms: null,
      note: `reached heap ${byQuotient.upTo} of 100 by ${byQuotient.route}, quotient order ${byQuotient.order} with nim heaps up to *${byQuotient.nimHeaps}${byQuotient.stopped ? ` (${byQuotient.stopped})` : ''}; digits equal the canonical forms' on heaps 0..${Math.min(byQuotient.upTo, reached)}`,
    },
  ];
}

/** Genus digits of heaps 0..upTo against exhaustive search of heap + n·*2 (n < prefix + 2). */
function checkAgainstDefinition(lib, code, upTo) {
  const game = lib.takeBreakGame(code);
  const forms = new lib.HeapMisereForms(code);
  const calculator = new lib.GenusCalculator({
    options: (heaps) =>
      heaps.flatMap((h, i) =>
        [...game.moves(h)].map((option) =>
          [...heaps.slice(0, i), ...heaps.slice(i + 1), ...lib.componentsOf(option)].filter((x) => x > 0).sort((a, b) => a - b),
        ),
      ),
    key: (heaps) => heaps.join(','),
  });
  for (let heap = 0; heap <= upTo; heap++) {
    const fast = forms.value(heap).genus;
    const slow = calculator.terms(heap > 0 ? [heap] : [], fast.terms.length + 2);
    const fastTerms = slow.terms.map((_, n) => lib.genusTerm(fast, n));
    if (slow.normal !== fast.normal || fastTerms.join() !== slow.terms.join()) {
      throw new Error(
        `Kayles heap ${heap}: genus ${fast.normal}^${fastTerms.join(',')} but the definition gives ${slow.normal}^${slow.terms.join(',')}`,
      );
    }
  }
}
