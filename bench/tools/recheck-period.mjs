#!/usr/bin/env node
/**
 * Re-checks a census verdict against a published period with values computed independently of
 * nimlab's kernels: G(0..COUNT−1) of an octal code straight from the definition (Winning Ways
 * ch. 4: digit d_j = Σ of 1 "remove j tokens, leaving nothing", 2 "remove j, leaving one
 * non-empty heap", 4 "remove j, leaving two non-empty heaps"), a plain O(n²) loop that shares no
 * code with the kernels; the first heaps are also checked against the rules as the engine sees
 * them (takeBreakGame + GrundySolver). Then it compares with GrundySequencer's values and tests a
 * claimed period: the first heap n ≥ PREPERIOD with G(n) ≠ G(n + PERIOD).
 *
 *   nice node bench/tools/recheck-period.mjs CODE COUNT PREPERIOD PERIOD
 *   nice node bench/tools/recheck-period.mjs 0.56 327200 326638 144
 *
 * Slow on purpose (0.56 to 327,200 takes minutes of CPU); run it in the background with `nice`.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { checkAgainstRules, definitionValues, isFiniteOctal } from './octalDefinition.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const nimlab = await import(pathToFileURL(path.join(root, 'dist/index.js')).href);
const { GrundySolver } = await import(pathToFileURL(path.join(root, 'dist/engine/normal/grundy.js')).href);

const [code, countText, preperiodText, periodText] = process.argv.slice(2);
const count = Number(countText);
const preperiod = Number(preperiodText);
const period = Number(periodText);
if (!isFiniteOctal(code) || ![count, preperiod, period].every((x) => Number.isInteger(x) && x >= 0)) {
  process.stderr.write(
    'usage: node bench/tools/recheck-period.mjs CODE COUNT PREPERIOD PERIOD (CODE like 0.56: finite octal digits after 0.)\n',
  );
  process.exit(2);
}

const started = performance.now();
const plain = definitionValues(code, count);
const plainSeconds = (performance.now() - started) / 1000;

// The loop above against the rules as the engine's reference solver reads them, on the first heaps.
const ruleHeaps = Math.min(count, 400);
checkAgainstRules(nimlab, GrundySolver, code, plain, ruleHeaps);

const sequencer = new nimlab.GrundySequencer(nimlab.parseTakeBreakCode(code), { stopWhenProven: false });
sequencer.extendTo(count);
const kernel = sequencer.computedValues();
let firstDifference = -1;
for (let n = 0; n < count; n++) {
  if (kernel[n] !== plain[n]) {
    firstDifference = n;
    break;
  }
}

// The earliest failing heap refutes the claim; the latest one bounds the preperiod the values show.
let lastFailure = -1;
for (let n = preperiod; n + period < count; n++) {
  if (plain[n] !== plain[n + period]) lastFailure = n;
}
let earliestFailure = -1;
for (let n = preperiod; n + period < count; n++) {
  if (plain[n] !== plain[n + period]) {
    earliestFailure = n;
    break;
  }
}
console.log(`${code}: G(0..${count - 1}) from the definition in ${plainSeconds.toFixed(1)} s; rules agree on heaps < ${ruleHeaps}`);
console.log(
  firstDifference < 0
    ? `kernels (GrundySequencer) agree on all ${count} values`
    : `kernels DIFFER first at heap ${firstDifference}: ${kernel[firstDifference]} vs ${plain[firstDifference]}`,
);
if (earliestFailure < 0)
  console.log(`G(n + ${period}) = G(n) for every ${preperiod} ≤ n < ${count - period}: the claim holds on these values`);
else {
  console.log(
    `G(n + ${period}) = G(n) fails for n = ${earliestFailure}: G(${earliestFailure}) = ${plain[earliestFailure]}, G(${earliestFailure + period}) = ${plain[earliestFailure + period]}`,
  );
  console.log(`last failing n below ${count - period}: ${lastFailure} (so the values are periodic from heap ${lastFailure + 1} at best)`);
}
