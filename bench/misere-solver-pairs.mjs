#!/usr/bin/env node
/**
 * Back-to-back pairs of one misere-solver row, for a median where one pair says little (a shared
 * machine's load moves a 0.3 s run by ±50%): each pair runs MisereSolver and nimlab in fresh
 * processes with the case's own runners and clocks (bench/cases/misere-solver.mjs), alternating.
 * Needs `npm run build` first and javac.
 *
 *   node bench/misere-solver-pairs.mjs [code] [heap] [pairs]     # default: 0.77 120 15
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBaseline, runMisereSolver, runNimlab } from './cases/misere-solver.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [code = '0.77', heapText = '120', pairsText = '15'] = process.argv.slice(2);
const baseline = findBaseline(root);
if (baseline === null) {
  process.stderr.write('misere-solver-pairs: shared/baselines/miseresolver not found\n');
  process.exit(2);
}
const classes = mkdtempSync(path.join(tmpdir(), 'ms-classes-'));
if (spawnSync('sh', [path.join(baseline, 'build.sh'), classes], { stdio: 'ignore' }).status !== 0) {
  process.stderr.write('misere-solver-pairs: building MisereSolver failed (javac?)\n');
  process.exit(2);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ours = [];
const theirs = [];
const loadBefore = loadavg()[0];
for (let i = 0; i < Number(pairsText); i++) {
  const t = runMisereSolver(classes, code, Number(heapText));
  const o = runNimlab(root, code, Number(heapText));
  if (t.error || o.error) throw new Error(`pair ${i + 1}: ${t.error ?? o.error}`);
  theirs.push(t.ms);
  ours.push(o.ms);
}
const ratios = ours.map((ms, i) => ms / theirs[i]);
console.log(`${code} to heap ${heapText}, ${ours.length} pairs, load ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`);
console.log(`nimlab ms:       ${ours.map((ms) => ms.toFixed(0)).join(' ')}  median ${median(ours).toFixed(0)}`);
console.log(`MisereSolver ms: ${theirs.map((ms) => ms.toFixed(0)).join(' ')}  median ${median(theirs).toFixed(0)}`);
console.log(`ratios:          ${ratios.map((r) => r.toFixed(2)).join(' ')}  median ${median(ratios).toFixed(2)}`);
