/**
 * Bundles the misère quotient entry (src/games/heap/misere/misereQuotientEntry.ts, the package export
 * `nimlab/misere-quotient`) into one file, dist/misere-quotient.js: a fresh process loads it in a
 * few milliseconds, where the same code as tsc's 28 modules takes tens (issue 19: Kayles' whole
 * quotient takes about 0.2 s, so loading is a large part of it). The library's other entries
 * (dist/index.js …) stay tsc's output, unchanged.
 */
import { build } from 'esbuild';
import { nodeBundle } from './esbuildNode.mjs';

await build({ ...nodeBundle, entryPoints: { 'misere-quotient': 'src/games/heap/misere/misereQuotientEntry.ts' }, outdir: 'dist' });
