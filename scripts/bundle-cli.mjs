/**
 * Bundles the CLI over tsc's dist/cli/main.js: one file for start-up plus one chunk per command
 * (each command's `import()` stays lazy), so `nimlab --help` or `nimlab analyze nim 3 4 5` reads a
 * handful of files instead of some 300 modules (issue 21: start-up at most 1.5× `node -e 0`; see
 * bench/cases/start-up.mjs). The user-module host and its worker are entries of their own beside
 * main.js, where runTask's `new URL('./moduleHost.js', import.meta.url)` and workerRun's
 * `new URL('./worker.js', …)` find them; so is the census pool's link worker
 * (localPool's `new URL('./linkWorker.js', …)`), the built-in quotient's growth worker
 * (quotientRun's `new URL('./quotientGrowthWorker.js', …)`) and the misère census's worker
 * (misereCensusRun's `new URL('./misereCensusWorker.js', …)`) and `nimlab nash`'s solver
 * (solveRun's `new URL('./nashWorker.js', …)`), `nimlab cgt`'s calculator (cgtRun's
 * `new URL('./cgtWorker.js', …)`), the partizan analysis's
 * (partizanAnalyze's `new URL('./partizanWorker.js', …)`) and `nimlab analyze domineering`'s search
 * (partizanSearchReport's `new URL('./partizanSearchWorker.js', …)`). Packages stay external (commander,
 * cli-progress, tsx are dependencies). The library (dist/index.js …) is tsc's output, unchanged.
 */
import { build } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import { nodeBundle, root } from './esbuildNode.mjs';

// The last build's chunks (name-HASH.js), so that renamed ones do not pile up and get packed.
for (const file of readdirSync(`${root}/dist/cli`)) {
  if (/-[A-Z0-9]{8}\.js(\.map)?$/.test(file)) rmSync(`${root}/dist/cli/${file}`);
}

const common = { ...nodeBundle, outdir: 'dist/cli', allowOverwrite: true };

/**
 * main.js imports quickAnalyze.js (a small `analyze`, answered without the argument parser) as a
 * file of its own, built below as one file: a chunked graph of some 35 modules costs more to load
 * than the answer takes.
 */
const quickAnalyzeApart = {
  name: 'quick-analyze-apart',
  setup(build) {
    build.onResolve({ filter: /^\.\/analyze\/quickAnalyze\.js$/ }, () => ({ path: './quickAnalyze.js', external: true }));
  },
};

await build({
  ...common,
  entryPoints: {
    main: 'src/cli/main.ts',
    moduleHost: 'src/cli/userGame/moduleHost.ts',
    worker: 'src/cli/userGame/worker.ts',
    linkWorker: 'src/cli/census/linkWorker.ts',
    quotientGrowthWorker: 'src/cli/quotientGrowth/quotientGrowthWorker.ts',
    misereCensusWorker: 'src/cli/misere-census/misereCensusWorker.ts',
    nashWorker: 'src/cli/nash/nashWorker.ts',
    cgtWorker: 'src/cli/cgt/cgtWorker.ts',
    partizanWorker: 'src/cli/analyze/partizanWorker.ts',
    partizanSearchWorker: 'src/cli/analyze/partizanSearchWorker.ts',
  },
  // Chunks beside main.js: code moved into a chunk resolves './worker.js' against its own URL.
  chunkNames: '[name]-[hash]',
  splitting: true,
  plugins: [quickAnalyzeApart],
});
// Minified: the time to load it is mostly V8 reading its source (names kept for messages and stacks).
await build({ ...common, entryPoints: { quickAnalyze: 'src/cli/analyze/quickAnalyze.ts' }, minify: true, keepNames: true });
