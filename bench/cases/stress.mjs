/**
 * `nimlab stress` on a bug that shows only at maximum size (issue 21): a luogu-p2197 solution
 * that answers the opposite past 1000 heaps in one test (src/cli/e2e/fixtures/wrong-past-1000.mjs).
 * Ours: `nimlab stress luogu-p2197 --seed 1 --runs 30 --json -- node wrong-past-1000.mjs`, the whole
 * process: three small runs, the first max-size run (10 tests of 10^4 heaps) fails, a re-run
 * confirms it, and the shrinker cuts it to one test of 1001 heaps, all 0. Baseline: the runs
 * themselves, as plain processes: the program on the same four generated inputs and the re-run,
 * then as many runs as the shrinker made, on the shrunk input (a lower bound: the shrinker's
 * early candidates are larger). The ratio is what finding and shrinking cost beyond running the
 * program: nimlab's start, its parsing of every candidate, and candidates larger than the last.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SEED = 1;
const RUNS = 30;

function bestOf(times, run) {
  let best = Infinity;
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

export default async function stress(ctx) {
  const program = path.join(ctx.root, 'src/cli/e2e/fixtures/wrong-past-1000.mjs');
  const cli = [
    path.join(ctx.root, 'dist/cli/main.js'),
    'stress',
    'luogu-p2197',
    '--seed',
    String(SEED),
    '--runs',
    String(RUNS),
    '--json',
    '--',
    process.execPath,
    program,
  ];
  let result;
  const oursMs = bestOf(ctx.repeats, () => {
    const run = spawnSync(process.execPath, cli, { encoding: 'utf8' });
    if (run.status !== 1) throw new Error(`stress: expected exit 1 (a failure found), got ${run.status}: ${run.stderr}`);
    result = JSON.parse(run.stdout);
  });
  const tokens = result.input.trim().split(/\s+/);
  if (result.size !== 'max' || tokens[0] !== '1' || tokens[1] !== '1001' || tokens.length !== 1003) {
    throw new Error(
      `stress: expected the max-size failure shrunk to 1 test of 1001 heaps, got run ${result.run} (${result.size}), ${tokens.length} tokens`,
    );
  }

  const { luoguP2197 } = await import(pathToFileURL(path.join(ctx.root, 'dist/problems/luogu-p2197/index.js')).href);
  const { Random } = await import(pathToFileURL(path.join(ctx.root, 'dist/problems/random.js')).href);
  // Runs 1..run-1 are small (the first max-size run is the fourth of 30), the failing one max size.
  const inputs = Array.from({ length: result.run }, (_, i) =>
    luoguP2197.generate(new Random(SEED + i), i === result.run - 1 ? 'max' : 'small'),
  );
  inputs.push(inputs[inputs.length - 1]);
  for (let i = 0; i < result.shrinkRuns; i++) inputs.push(result.input);
  const runsMs = bestOf(ctx.repeats, () => {
    for (const input of inputs) spawnSync(process.execPath, [program], { input, stdio: ['pipe', 'ignore', 'ignore'] });
  });

  return [
    {
      name: 'stress: a bug only past 1000 heaps (luogu-p2197), found and shrunk',
      ours_ms: oursMs,
      baseline_ms: runsMs,
      note: `whole nimlab stress process vs the ${inputs.length} program runs it made, as plain processes (${result.run} to find, 1 re-run, ${result.shrinkRuns} shrinking, these on the shrunk input); shrunk to 1 test of 1001 heaps; shrinking finished: ${result.shrinkFinished}`,
    },
  ];
}
