/**
 * CLI start-up (issue 21: `nimlab --help` and a small `analyze` at most 1.5× a bare Node start).
 * Each command is run as a process in PAIRS runs, each run right after a `node -e 0`; the ratio is
 * the median of the pairs' ratios: what the CLI adds to Node's own start. Pairing matters on a
 * shared virtual machine, where the time of a bare start drifts by half within a minute (best-of-N
 * of each side, taken minutes apart, gave ratios from 1.0 to 1.8 for the same build).
 */
import path from 'node:path';

const COMMANDS = [
  { name: 'nimlab --help', args: ['--help'] },
  { name: 'nimlab analyze nim 3 4 5', args: ['analyze', 'nim', '3', '4', '5'] },
  { name: 'nimlab analyze 0.77 5 3', args: ['analyze', '0.77', '5', '3'] },
  { name: 'nimlab analyze 0.07 10 12', args: ['analyze', '0.07', '10', '12'] },
];

/** Interleaved pairs per command. */
const PAIRS = 15;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

export default async function startUp(ctx) {
  const cli = path.join(ctx.root, 'dist/cli/main.js');
  const once = (args) => ctx.timeCommand(process.execPath, args, { repeats: 1 });
  return COMMANDS.map(({ name, args }) => {
    if (ctx.run(process.execPath, [cli, ...args]).length === 0) throw new Error(`${name}: no output`);
    const bare = [];
    const ours = [];
    for (let i = 0; i < PAIRS; i++) {
      bare.push(once(['-e', '0']));
      ours.push(once([cli, ...args]));
    }
    const ratio = median(ours.map((t, i) => t / bare[i]));
    return {
      name: `start-up: ${name}`,
      ours_ms: median(ours),
      baseline_ms: median(bare),
      ratio,
      note: `baseline: node -e 0 run just before each of ${PAIRS} runs; median ratio (goal: ≤ 1.5)`,
    };
  });
}
