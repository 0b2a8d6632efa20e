#!/usr/bin/env node
/**
 * Re-checks whether two octal codes have the same Grundy values, with values computed from the
 * definition (octalDefinition.mjs, no kernel code; checked against the rules as the engine reads
 * them on every heap when COUNT ≤ 2000): prints the first heap where they differ, if any.
 *
 *   node bench/tools/recheck-same.mjs CODE OTHER COUNT
 *   node bench/tools/recheck-same.mjs 0.161 0.36 600
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkAgainstRules, definitionValues, isFiniteOctal } from './octalDefinition.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const nimlab = await import(pathToFileURL(path.join(root, 'dist/index.js')).href);
const { GrundySolver } = await import(pathToFileURL(path.join(root, 'dist/engine/normal/grundy.js')).href);

const [code, other, countText] = process.argv.slice(2);
const count = Number(countText);
if (!isFiniteOctal(code) || !isFiniteOctal(other) || !Number.isInteger(count) || count < 1) {
  process.stderr.write('usage: node bench/tools/recheck-same.mjs CODE OTHER COUNT (codes like 0.161: finite octal digits after 0.)\n');
  process.exit(2);
}
const a = definitionValues(code, count);
const b = definitionValues(other, count);
const ruleHeaps = Math.min(count, 2000);
checkAgainstRules(nimlab, GrundySolver, code, a, ruleHeaps);
checkAgainstRules(nimlab, GrundySolver, other, b, ruleHeaps);
let first = -1;
for (let n = 0; n < count; n++) {
  if (a[n] !== b[n]) {
    first = n;
    break;
  }
}
console.log(`values from the definition, checked against the rules on heaps < ${ruleHeaps}`);
console.log(
  first < 0
    ? `${code} and ${other} agree on heaps < ${count}`
    : `first difference at heap ${first}: G_${code}(${first}) = ${a[first]}, G_${other}(${first}) = ${b[first]}`,
);
