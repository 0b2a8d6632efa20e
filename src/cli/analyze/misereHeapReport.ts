import { NimlabError } from '../../engine/core/errors.js';
import { componentsOf } from '../../engine/core/game.js';
import { MisereSolver } from '../../engine/misere/misere.js';
import { DEFAULT_QUOTIENT_LIMITS, formatQuotientElement } from '../../engine/quotient/misereQuotient.js';
import {
  analyzeByQuotient,
  analyzeBySolvedQuotient,
  heapGeneratorSystem,
  MAX_QUOTIENT_HEAP,
  proofRuleFor,
  takeBreakGame,
  type HeapGame,
  type HeapQuotientGrowth,
} from '../../games/heap/index.js';
import { readCachedQuotient, writeCachedQuotient } from '../quotientGrowth/quotientCache.js';
import { runQuotientGrowth } from '../quotientGrowth/quotientRun.js';
import { winningMoveLine } from '../report/analyzeReport.js';
import { stopLineInCli } from '../io/stopLine.js';

/** Exhaustive search is used instead of a quotient only for sums this small. */
const SEARCH_HEAPS = 6;

/**
 * `nimlab analyze <code> a b c --misere`: a solved quotient (cached on disk, or grown until the
 * periodicity theorem proves it, within the time limit) answers heaps of any size; else the quotient
 * of the heaps reached, when it covers the sum; else exhaustive search for small sums.
 */
export async function misereHeapReport(
  game: HeapGame,
  heaps: bigint[],
  timeLimitMs: number,
): Promise<{ lines: string[]; json: Record<string, unknown> }> {
  const largest = heaps.reduce((a, b) => (a > b ? a : b), 1n);
  let cached = readCachedQuotient(game.name);
  let growth: HeapQuotientGrowth | null = null;
  if (cached === null) {
    const provable = proofRuleFor(game.code) !== null;
    const to = provable ? MAX_QUOTIENT_HEAP : Number(largest < BigInt(MAX_QUOTIENT_HEAP) ? largest : BigInt(MAX_QUOTIENT_HEAP));
    growth = (await runQuotientGrowth(game.code, to, DEFAULT_QUOTIENT_LIMITS, timeLimitMs)).growth;
    if (growth.solved) {
      cached = { quotient: growth.quotient, solved: growth.solved };
      writeCachedQuotient(game.name, cached, (message) => process.stderr.write(`nimlab: warning: ${message}\n`));
    }
  }
  const system = heapGeneratorSystem(game.code);
  let outcome: 'N' | 'P';
  let moves: { heap: number; parts: bigint[] }[];
  let method: string;
  if (cached !== null) {
    const { quotient: q, solved } = cached;
    const analysis = analyzeBySolvedQuotient(game.code, q, solved, heaps);
    outcome = analysis.outcome;
    moves = analysis.winningMoves.map((m) => ({ heap: m.heap, parts: m.parts }));
    method = `the solved misère quotient (order ${q.order}, heap map of period ${solved.period} from heap ${solved.preperiod}, proven): the sum is the element ${formatQuotientElement(q, system, analysis.element)}, ${outcome === 'P' ? 'in' : 'not in'} the P-portion`;
  } else if (growth !== null && largest <= BigInt(growth.upTo)) {
    const small = heaps.map(Number);
    const analysis = analyzeByQuotient(game.code, growth.quotient, small);
    outcome = analysis.outcome;
    moves = analysis.winningMoves.map((m) => ({ heap: m.heap, parts: m.option.parts.map(BigInt) }));
    const q = growth.quotient;
    method = `misère quotient of heaps 1..${growth.upTo} (order ${q.order}): the sum is the element ${formatQuotientElement(q, system, analysis.element)}, ${outcome === 'P' ? 'in' : 'not in'} the P-portion`;
  } else {
    const why = (growth?.stopped ? stopLineInCli(growth.stopped) : null) ?? `no period proven by heap ${growth?.upTo ?? 0}`;
    if (largest > 200n || heaps.filter((h) => h > 0n).length > SEARCH_HEAPS) {
      throw new NimlabError(`no misère quotient reaches heap ${largest} (${why}), and the sum is too large for exhaustive search`);
    }
    const small = heaps.map(Number);
    const search = new MisereSolver(takeBreakGame(game.code));
    outcome = search.outcome(small);
    moves = search
      .winningMoves(small)
      .map((m) => ({ heap: m.component, parts: [...componentsOf(m.option)].sort((a, b) => a - b).map(BigInt) }));
    method = `exhaustive search (no misère quotient reaches heap ${largest}: ${why})`;
  }
  const movesText = moves.map((m) => {
    const to = heaps.flatMap((h, i) => (i === m.heap ? m.parts : [h])).filter((h) => h > 0n);
    return {
      move: `heap ${m.heap + 1}: ${heaps[m.heap]} → ${m.parts.length === 0 ? 'nothing' : m.parts.join(' + ')}`,
      to: to.length === 0 ? '(no heaps)' : to.join(' '),
    };
  });
  const lines = [
    `${game.name} ${heaps.join(' ')} (misère: the player who moves last loses)`,
    `outcome: ${outcome === 'N' ? 'N (the player to move wins)' : 'P (the player to move loses)'}`,
    `by: ${method}`,
    movesText.length === 0 ? 'winning moves: none' : 'winning moves:',
    ...movesText.map(winningMoveLine),
  ];
  return { lines, json: { game: game.name, position: heaps.join(' '), play: 'misere', outcome, method, winningMoves: movesText } };
}
