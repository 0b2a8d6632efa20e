import type { Game } from '../../engine/core/game.js';
import { parseModulePosition, type GameModule } from '../../engine/gameModule.js';
import { NimlabError } from '../../engine/core/errors.js';
import { gameSetQuotient, type GameSetQuotient, type GameSetQuotientOptions } from '../../engine/quotient/gameSetQuotient.js';
import { DEFAULT_QUOTIENT_LIMITS, formatMultiset, formatQuotientElement } from '../../engine/quotient/misereQuotient.js';
import { analyzeMonoid } from '../../engine/quotient/monoidAnalysis.js';
import { QuotientLimitError, type QuotientLimit } from '../../engine/quotient/quotientLimitError.js';
import { analysisLines } from '../report/heapQuotientReport.js';
import { optionalStopLineInCli, stopLineInCli } from '../io/stopLine.js';

/** Slots of the progress record shared with the main thread (Int32Array over a SharedArrayBuffer). */
export const QUOTIENT_PROGRESS = { covered: 0, closure: 1, order: 2, stop: 3, length: 4 } as const;

function hasMove(system: { options(g: number): readonly (readonly number[])[] }, g: number): boolean {
  return system.options(g).length > 0;
}

/** Positions and relations listed in the text (all of them are in --json). */
const LISTED = 60;
/** Largest order whose multiplication table is printed. */
const TABLE_ORDER = 24;

/**
 * `nimlab quotient ./mod.mjs pos…` in the worker: the misère quotient of the closure of the given
 * positions (each argument one position: an integer, or words for the module's `parse`), written
 * as text lines and JSON. Progress goes to the shared record; a 1 in its stop slot (Ctrl-C in the
 * main thread) ends the growth between positions with the quotient reached. `limit` says what
 * stopped it (null: nothing), for the main thread to tell an interruption from a limit.
 */
export function moduleQuotientReport(
  game: Game<unknown>,
  module: GameModule,
  name: string,
  file: string,
  args: string[],
  maxOrder: number,
  timeLimitMs: number,
  progress: Int32Array,
): { lines: string[]; json: Record<string, unknown>; limit: QuotientLimit | null } {
  const starts = args.map((arg) => parseModulePosition(module, arg.trim().split(/\s+/), file));
  const result = closureQuotient(game, starts, {
    limits: { ...DEFAULT_QUOTIENT_LIMITS, maxOrder },
    timeLimitMs,
    onProgress: (covered, closure, order) => {
      Atomics.store(progress, QUOTIENT_PROGRESS.covered, covered);
      Atomics.store(progress, QUOTIENT_PROGRESS.closure, closure);
      Atomics.store(progress, QUOTIENT_PROGRESS.order, order);
    },
    interrupted: () => Atomics.load(progress, QUOTIENT_PROGRESS.stop) === 1,
  });
  const q = result.quotient;
  const element = (x: number) => formatQuotientElement(q, result.system, x);
  const startText = starts.map((s) => s.map((p) => game.format!(p)).join(' + '));
  const pCount = q.losing.filter((l) => l).length;
  const covered = q.generatorElement.map((x, g) => `${result.system.name(g)}↦${element(x)}`);
  const lines = [
    `misère quotient of ${name}, the closure of ${startText.join(', ')}: ${result.positions.length} positions, order ${q.order}, P-portion ${pCount} element(s)`,
    ...(result.stopped
      ? [`  ${stopLineInCli(result.stopped)}: the quotient of the first ${result.covered} positions (options first) is shown`]
      : []),
    'elements (each named by its shortest sum of positions; 0 = the empty sum; * = in the P-portion):',
    `  ${q.representatives.map((_, x) => `${element(x)}${q.losing[x] ? '*' : ''}`).join('  ')}`,
    'start position ↦ element (misère outcome):',
    ...startText.map((text, i) => {
      const x = result.startElements[i];
      return `  ${text} ↦ ${x === null ? 'not reached' : `${element(x)} (${q.losing[x] ? 'P' : 'N'})`}`;
    }),
    `position ↦ element${covered.length > LISTED ? ` (the first ${LISTED} of ${covered.length}; all with --json)` : ''}:`,
    `  ${covered.slice(0, LISTED).join('  ')}`,
    `presentation: generators = the positions, relations${q.relations.length > LISTED ? ` (the first ${LISTED} of ${q.relations.length})` : ''}:`,
    ...q.relations.slice(0, LISTED).map((r) => {
      const text = `  ${formatMultiset(r.left, result.system)} = ${formatMultiset(r.right, result.system)}`;
      // A position with no move is the empty sum, whatever the module calls it ("0 = 0" otherwise).
      return r.left.length === 1 && r.right.length === 0 && !hasMove(result.system, r.left[0]) ? `${text} (no move: the empty sum)` : text;
    }),
    ...analysisLines(analyzeMonoid(q), element),
  ];
  if (q.order <= TABLE_ORDER) {
    lines.push('multiplication table (row · column; * = P-portion):');
    const cells = q.representatives.map((_, x) => element(x) + (q.losing[x] ? '*' : ''));
    const width = Math.max(...cells.map((c) => c.length));
    lines.push(`  ${''.padStart(width)} │ ${cells.map((c) => c.padStart(width)).join(' ')}`);
    for (let x = 0; x < q.order; x++)
      lines.push(
        `  ${cells[x].padStart(width)} │ ${q.representatives.map((_, y) => cells[q.product[x * q.order + y]].padStart(width)).join(' ')}`,
      );
  }
  const json = {
    game: name,
    starts: startText,
    positions: result.positions.length,
    covered: result.covered,
    order: q.order,
    stopped: optionalStopLineInCli(result.stopped),
    elements: q.representatives.map((_, x) => element(x)),
    pPortion: q.representatives.flatMap((_, x) => (q.losing[x] ? [element(x)] : [])),
    table: Array.from({ length: q.order }, (_, x) => Array.from(q.product.subarray(x * q.order, (x + 1) * q.order))),
    startElements: result.startElements.map((x) => (x === null ? null : element(x))),
    positionElement: Object.fromEntries(q.generatorElement.map((x, g) => [result.system.name(g), element(x)])),
    // "left = right", as a heap game's quotient writes them (one shape per command: docs/schemas/quotient.schema.json).
    relations: q.relations.map((r) => `${formatMultiset(r.left, result.system)} = ${formatMultiset(r.right, result.system)}`),
  };
  return { lines, json, limit: result.limit?.limit ?? null };
}

/**
 * gameSetQuotient, with an interruption met before there is a quotient to show said the way the
 * CLI says it: the engine gives the positions found, the CLI names Ctrl-C.
 */
function closureQuotient<P>(game: Game<P>, starts: P[][], options: GameSetQuotientOptions): GameSetQuotient<P> {
  try {
    return gameSetQuotient(game, starts, options);
  } catch (error) {
    if (!(error instanceof QuotientLimitError) || error.limit !== 'interrupted') throw error;
    throw new NimlabError(`interrupted (Ctrl-C) while finding the positions reachable from the start, after ${error.value}`);
  }
}
