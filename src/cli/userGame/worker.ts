import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { analyzeSum } from '../../engine/analysis.js';
import { NimlabError } from '../../engine/errors.js';
import { formatOption } from '../../engine/game.js';
import { GrundySolver } from '../../engine/grundy.js';
import { misereModuleReport } from './misereReport.js';
import type { UserGameAnswer, UserGameTask } from './protocol.js';
import { checkModule, parseUserPosition, userGame } from './userGame.js';

/** Loads the module: TypeScript through tsx, JavaScript as it is. */
async function load(file: string): Promise<Record<string, unknown>> {
  const url = pathToFileURL(file).href;
  if (/\.(c|m)?ts$/.test(file)) {
    const { tsImport } = await import('tsx/esm/api');
    return (await tsImport(url, import.meta.url)) as Record<string, unknown>;
  }
  return (await import(url)) as Record<string, unknown>;
}

async function run(task: UserGameTask): Promise<UserGameAnswer> {
  let loaded: Record<string, unknown>;
  try {
    loaded = await load(task.file);
  } catch (error) {
    throw new NimlabError(`${task.file}: could not load the module: ${(error as Error)?.message?.split('\n')[0] ?? error}`);
  }
  const module = checkModule(loaded, task.file);
  const game = userGame(module, task.file);
  const name = module.name ?? task.file;
  const solver = new GrundySolver(game);
  if (task.kind === 'table') {
    const values: number[] = [];
    for (let n = 0; n <= task.to; n++) values.push(solver.grundy(n));
    return { ok: true, kind: 'table', name, values };
  }
  const components = parseUserPosition(module, task.words, task.file);
  if (task.kind === 'misere') return { ok: true, kind: 'misere', name, ...misereModuleReport(game, name, components) };
  const analysis = analyzeSum(game, components, solver);
  const formatted = components.map((c) => game.format!(c));
  const report = {
    position: formatted.join(' + '),
    outcome: analysis.outcome,
    grundy: analysis.grundy,
    components: components.length > 1 ? formatted.map((label, i) => ({ label, value: analysis.componentValues[i] })) : undefined,
    winningMoves: analysis.winningMoves.map((move) => ({
      move: `${formatted[move.component]} → ${formatOption(game, move.option)}`,
      to: formatted.map((f, i) => (i === move.component ? formatOption(game, move.option) : f)).filter((f) => f !== '0' || components.length === 1).join(' + ') || '0',
    })),
    explanation: [
      components.length > 1
        ? `Sprague–Grundy theorem: the sum's value is the XOR of its components' values ${analysis.componentValues.join(' ⊕ ')} = ${analysis.grundy}.`
        : `Sprague–Grundy: the value is the mex of the options' values (${solver.evaluated} positions evaluated by exhaustive search).`,
    ],
  };
  return { ok: true, kind: 'analyze', name, report };
}

run(workerData as UserGameTask).then(
  (answer) => parentPort!.postMessage(answer),
  (error: unknown) => {
    const message = error instanceof NimlabError ? error.message : `${(workerData as UserGameTask).file}: ${(error as Error)?.message ?? String(error)}`;
    parentPort!.postMessage({ ok: false, message } satisfies UserGameAnswer);
  },
);
