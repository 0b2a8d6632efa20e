/**
 * A user's own game module, the main way people explore a new game: the subtraction game
 * S(1,2,5,9,14) as a module exporting `moves(n)`, analysed at heap 5·10^6 by
 * `nimlab analyze ./sub.mjs 5000000` (a process: Node start, the CLI, the module host process and its worker thread loading the
 * module, the fast solver: a walk of 4096 positions from the top finds the game dense, so it fills
 * heaps 0..5·10^6 bottom-up; then the winning moves). Baseline: the plain six-line bottom-up loop a
 * user would write, calling the same `moves` with a typed-array memo, also as a process (Node
 * start + module load + loop). The same pair is timed in-process (no start-up on either side).
 * Both must give the same value.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const HEAP = 5_000_000;

const MODULE = `const SET = [1, 2, 5, 9, 14];
export function moves(n) {
  const options = [];
  for (const s of SET) if (s <= n) options.push(n - s);
  return options;
}
`;

/** The loop a user would write, as a program printing G(N). */
const LOOP = `import { moves } from './sub.mjs';
const N = Number(process.argv[2]);
const values = new Int32Array(N + 1);
const seen = new Int32Array(64);
for (let n = 0; n <= N; n++) {
  const options = moves(n);
  for (let i = 0; i < options.length; i++) seen[values[options[i]]] = n + 1;
  let mex = 0;
  while (seen[mex] === n + 1) mex++;
  values[n] = mex;
}
console.log(values[N]);
`;

export default async function userModule(ctx) {
  const modulePath = ctx.tmpFile('user-module/sub.mjs', MODULE);
  const loopPath = ctx.tmpFile('user-module/loop.mjs', LOOP);
  const cli = [path.join(ctx.root, 'dist/cli/main.js'), 'analyze', modulePath, String(HEAP), '--time-limit', '600'];

  const loopValue = Number(ctx.run(process.execPath, [loopPath, String(HEAP)]).trim());
  const analyzed = ctx.run(process.execPath, cli);
  const cliValue = Number(/grundy value: (\d+)/.exec(analyzed)?.[1]);
  if (cliValue !== loopValue) throw new Error(`user module: nimlab analyze says G(${HEAP}) = ${cliValue}, the plain loop ${loopValue}`);
  const cliMs = ctx.timeCommand(process.execPath, cli);
  const loopMs = ctx.timeCommand(process.execPath, [loopPath, String(HEAP)]);

  // In-process: the module through the library's module path (format check, game, fast solver).
  const { checkGameModule, gameFromModule, moduleSolver } = await import(
    pathToFileURL(path.join(ctx.root, 'dist/engine/gameModule.js')).href
  );
  const loaded = await import(pathToFileURL(modulePath).href);
  let value;
  const inProcessMs = ctx.timeFn(() => {
    const module = checkGameModule(loaded, 'sub.mjs');
    value = moduleSolver(module, gameFromModule(module, 'sub.mjs'), [HEAP]).grundy(HEAP);
  });
  if (value !== loopValue) throw new Error(`user module in-process: G(${HEAP}) = ${value}, the plain loop ${loopValue}`);
  let plainValue;
  const plainMs = ctx.timeFn(() => {
    const values = new Int32Array(HEAP + 1);
    const seen = new Int32Array(64);
    for (let n = 0; n <= HEAP; n++) {
      const options = loaded.moves(n);
      for (let i = 0; i < options.length; i++) seen[values[options[i]]] = n + 1;
      let mex = 0;
      while (seen[mex] === n + 1) mex++;
      values[n] = mex;
    }
    plainValue = values[HEAP];
  });
  if (plainValue !== loopValue) throw new Error('user module: the in-process loop disagrees');

  return [
    {
      name: `user module: nimlab analyze ./sub.mjs ${HEAP} (process)`,
      ours_ms: cliMs,
      baseline_ms: loopMs,
      note: `vs the plain bottom-up loop calling the same moves, as a process; both include Node start (ours also the CLI, the module host process and its worker thread); ${((HEAP + 1) / cliMs / 1000).toFixed(2)} M positions/s vs ${((HEAP + 1) / loopMs / 1000).toFixed(2)} M/s; G = ${cliValue}`,
    },
    {
      name: `user module: module path in-process, grundy(${HEAP})`,
      ours_ms: inProcessMs,
      baseline_ms: plainMs,
      note: `checkGameModule + gameFromModule + moduleSolver(…).grundy(${HEAP}) vs the same loop in-process, no start-up on either side; ${((HEAP + 1) / inProcessMs / 1000).toFixed(2)} M positions/s vs ${((HEAP + 1) / plainMs / 1000).toFixed(2)} M/s`,
    },
  ];
}
