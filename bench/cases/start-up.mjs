/**
 * CLI start-up (issue 21: `nimlab --help` and a small `analyze` at most 1.5× a bare Node start).
 * Each command is run as a process, best of `repeats` (hyperfine-style repeated process timing),
 * against `node -e 0` timed in the same run: the ratio is what the CLI adds to Node's own start.
 */
import path from 'node:path';

const COMMANDS = [
  { name: 'nimlab --help', args: ['--help'] },
  { name: 'nimlab analyze nim 3 4 5', args: ['analyze', 'nim', '3', '4', '5'] },
  { name: 'nimlab analyze 0.77 5 3', args: ['analyze', '0.77', '5', '3'] },
  { name: 'nimlab analyze 0.07 10 12', args: ['analyze', '0.07', '10', '12'] },
];

export default async function startUp(ctx) {
  const cli = path.join(ctx.root, 'dist/cli/main.js');
  // More repeats than the default: a start-up is short and a busy machine is noisy.
  const best = (args) => Math.min(...Array.from({ length: 4 }, () => ctx.timeCommand(process.execPath, args)));
  const bare = best(['-e', '0']);
  return COMMANDS.map(({ name, args }) => {
    if (ctx.run(process.execPath, [cli, ...args]).length === 0) throw new Error(`${name}: no output`);
    const ours = best([cli, ...args]);
    return { name: `start-up: ${name}`, ours_ms: ours, baseline_ms: bare, ratio: ours / bare, note: 'baseline: node -e 0 in the same run (goal: ratio ≤ 1.5)' };
  });
}
