import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { analyzeSum } from '../../engine/normal/analysis.js';
import { NimlabError } from '../../engine/core/errors.js';
import { formatOption } from '../../engine/core/game.js';
import { checkGameModule, gameFromModule, moduleHeapValues, moduleSolver, parseModulePosition } from '../../engine/gameModule.js';
import { trackCalls } from './callTracker.js';
import { misereModuleReport } from './misereReport.js';
import { explorePlayGraph } from './playGraph.js';
import { moduleQuotientReport, QUOTIENT_PROGRESS } from './quotientReport.js';
import type { UserGameAnswer, UserGameTask } from './protocol.js';

/** What to do when a TypeScript module is given and tsx (an optional dependency) is not installed. */
const TSX_MISSING = 'TypeScript modules need the optional package tsx (npm install tsx), or give a .js/.mjs module';

/** Loads the module: TypeScript through tsx (loaded only here, and only if installed), JavaScript as it is. */
async function load(file: string): Promise<unknown> {
  const url = pathToFileURL(file).href;
  if (!/\.(c|m)?ts$/.test(file)) return import(url);
  let tsImport: (url: string, parent: string) => Promise<unknown>;
  try {
    ({ tsImport } = await import('tsx/esm/api'));
  } catch (error) {
    // Only a missing tsx has this answer; tsx failing in another way speaks for itself.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new NimlabError(`${file}: ${TSX_MISSING}`);
  }
  return tsImport(url, import.meta.url);
}

/**
 * Where a syntax error is, as "file:line:column: message". esbuild (TypeScript, through tsx)
 * says it on its message's second line; V8 keeps a JavaScript module's location out of the error
 * object, so `node --check` (only on this failing path) prints it with a caret under the column.
 */
function syntaxErrorLocation(file: string, error: Error): string | null {
  const esbuild = /^(.+):(\d+):(\d+): ERROR: (.*)$/m.exec(error.message);
  // esbuild counts columns from 0; editors, V8 and this message from 1.
  if (esbuild) return `${esbuild[1]}:${esbuild[2]}:${Number(esbuild[3]) + 1}: syntax error: ${esbuild[4]}`;
  if (error.name !== 'SyntaxError') return null;
  const check = spawnSync(process.execPath, ['--check', file], { encoding: 'utf8' });
  const lines = check.stderr.split('\n');
  const at = lines.findIndex((line) => line.startsWith(`${file}:`));
  const caret = lines[at + 2]?.indexOf('^') ?? -1;
  if (at < 0) return `${file}: syntax error: ${error.message}`;
  return `${lines[at]}${caret >= 0 ? `:${caret + 1}` : ''}: syntax error: ${error.message}`;
}

async function run(task: UserGameTask, calls: SharedArrayBuffer): Promise<UserGameAnswer> {
  let loaded: unknown;
  try {
    loaded = await load(task.file);
  } catch (error) {
    if (error instanceof NimlabError) throw error;
    const located = error instanceof Error ? syntaxErrorLocation(task.file, error) : null;
    throw new NimlabError(located ?? `${task.file}: could not load the module: ${(error as Error)?.message?.split('\n')[0] ?? error}`);
  }
  const module = trackCalls(checkGameModule(loaded, task.file), calls);
  const game = gameFromModule(module, task.file);
  const name = module.name ?? task.file;
  if (task.kind === 'table') return { ok: true, kind: 'table', name, values: moduleHeapValues(game, task.file, task.to) };
  if (task.kind === 'quotient') {
    // The module host makes the buffer (moduleHost.ts); a task run without one still runs.
    const progress = new Int32Array(task.progress ?? new SharedArrayBuffer(QUOTIENT_PROGRESS.length * 4));
    return {
      ok: true,
      kind: 'quotient',
      name,
      ...moduleQuotientReport(game, module, name, task.file, task.positions, task.maxOrder, task.timeLimitMs, progress),
    };
  }
  const components = parseModulePosition(module, task.words, task.file);
  const solver = moduleSolver(module, game, components);
  if (task.kind === 'playGraph')
    return { ok: true, kind: 'playGraph', name, graph: explorePlayGraph(game, solver, components, task.maxPositions) };
  if (task.kind === 'misere') return { ok: true, kind: 'misere', name, ...misereModuleReport(game, name, components, task.canonical) };
  const analysis = analyzeSum(game, components, solver);
  const formatted = components.map((c) => game.format!(c));
  const report = {
    position: formatted.join(' + '),
    outcome: analysis.outcome,
    grundy: analysis.grundy,
    components: components.length > 1 ? formatted.map((label, i) => ({ label, value: analysis.componentValues[i] })) : undefined,
    winningMoves: analysis.winningMoves.map((move) => ({
      move: `${formatted[move.component]} → ${formatOption(game, move.option)}`,
      to:
        formatted
          .map((f, i) => (i === move.component ? formatOption(game, move.option) : f))
          .filter((f) => f !== '0' || components.length === 1)
          .join(' + ') || '0',
    })),
    explanation: [
      components.length > 1
        ? `Sprague–Grundy theorem: the sum's value is the XOR of its components' values ${analysis.componentValues.join(' ⊕ ')} = ${analysis.grundy}.`
        : `Sprague–Grundy: the value is the mex of the options' values (${solver.evaluated} positions evaluated by exhaustive search).`,
    ],
  };
  return { ok: true, kind: 'analyze', name, report };
}

const { calls, ...task } = workerData as UserGameTask & { calls: SharedArrayBuffer };
run(task, calls).then(
  (answer) => parentPort!.postMessage(answer),
  (error: unknown) => {
    const message = error instanceof NimlabError ? error.message : `${task.file}: ${(error as Error)?.message ?? String(error)}`;
    parentPort!.postMessage({ ok: false, message } satisfies UserGameAnswer);
  },
);
