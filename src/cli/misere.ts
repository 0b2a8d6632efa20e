import { NimlabError } from '../engine/core/errors.js';
import { componentsOf } from '../engine/core/game.js';
import { formatMultiset, formatQuotientElement } from '../engine/quotient/misereQuotient.js';
import { MisereSolver } from '../engine/misere/misere.js';
import { DEFAULT_QUOTIENT_LIMITS } from '../engine/quotient/misereQuotient.js';
import { analyzeMonoid, type MonoidAnalysis } from '../engine/quotient/monoidAnalysis.js';
import {
  analyzeByQuotient,
  analyzeBySolvedQuotient,
  heapGeneratorSystem,
  HeapMisereForms,
  MAX_QUOTIENT_HEAP,
  observedPeriod,
  proofRuleFor,
  takeBreakGame,
  type HeapGame,
  type HeapQuotientGrowth,
} from '../games/heap/index.js';
import { readCachedQuotient, writeCachedQuotient } from './quotient/quotientCache.js';
import { runQuotientGrowth } from './quotient/quotientRun.js';
import { winningMoveLine } from './analyze/analyzeReport.js';
import { toJson } from './io/json.js';

/** Heaps `table --misere` shows by default, and at most (canonical forms of wild heaps grow fast). */
export const MISERE_TABLE_DEFAULT = 20;
export const MISERE_TABLE_MAX = 200;
/** Stop a misère table after this long by default, keeping the heaps done (forms of wild games explode). */
export const MISERE_TABLE_TIME_LIMIT_S = 20;
/** A terminal shows which heap a misère table is on once it has taken this long. */
const MISERE_TABLE_PROGRESS_AFTER_MS = 1000;

/** A misère table as text (or JSON), and whether Ctrl-C ended it (the heaps done are in the text). */
export interface MisereTableRun {
  text: string;
  interrupted: boolean;
  /** The last heap done. */
  lastHeap: number;
}

/**
 * `nimlab table <code> --misere`: misère nim value (when a nim heap), genus and phylum per heap.
 * Heaps are computed one at a time, yielding to the event loop between them, so that a first Ctrl-C
 * stops the table after the heap being computed and shows the heaps done (a second, with no
 * listener left, ends the process at once); a terminal shows the heap reached once it takes a while.
 */
export async function misereTableText(
  game: HeapGame,
  to: number,
  json: boolean,
  timeLimitS = MISERE_TABLE_TIME_LIMIT_S,
): Promise<MisereTableRun> {
  if (to > MISERE_TABLE_MAX) throw new NimlabError(`--to: misère tables go up to heap ${MISERE_TABLE_MAX}, got ${to}`);
  const forms = new HeapMisereForms(game.code);
  const started = Date.now();
  const rows: ReturnType<HeapMisereForms['value']>[] = [];
  let stopped: string | null = null;
  let interrupted = false;
  const onSigint = () => {
    interrupted = true;
  };
  process.once('SIGINT', onSigint);
  const tty = process.stderr.isTTY;
  try {
    for (let n = 0; n <= to; n++) {
      if (interrupted) {
        stopped = `stopped after heap ${n - 1}: interrupted (Ctrl-C)`;
        break;
      }
      if (Date.now() - started > timeLimitS * 1000) {
        stopped = `stopped after heap ${n - 1}: the time limit of ${timeLimitS} s for canonical forms was reached`;
        break;
      }
      if (tty && Date.now() - started >= MISERE_TABLE_PROGRESS_AFTER_MS) {
        const seconds = Math.round((Date.now() - started) / 1000);
        process.stderr.write(`\rmisère canonical forms: heap ${n} of ${to}, ${seconds} s (Ctrl-C stops and shows the heaps done)\x1b[K`);
      }
      try {
        rows.push(forms.value(n));
      } catch (error) {
        if (!(error instanceof NimlabError) || n === 0) throw error;
        stopped = `stopped after heap ${n - 1}: ${error.message}`;
        break;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    process.removeListener('SIGINT', onSigint);
    if (tty) process.stderr.write('\r\x1b[K');
  }
  return { text: misereTableFormat(game, rows, stopped, json), interrupted, lastHeap: rows.length - 1 };
}

/** The rows of a misère table as text or JSON, with the line saying why it stopped early (if it did). */
function misereTableFormat(game: HeapGame, rows: ReturnType<HeapMisereForms['value']>[], stopped: string | null, json: boolean): string {
  const ids = new Map<string, number>();
  const genusIds = Int32Array.from(rows, (r) => ids.get(r.genus.text) ?? (ids.set(r.genus.text, ids.size), ids.size - 1));
  const period = observedPeriod(genusIds, genusIds.length, false);
  if (json) {
    return (
      JSON.stringify({
        game: game.name,
        misere: rows.map((r) => ({
          heap: r.heap,
          nimHeap: r.nimHeap,
          genus: r.genus.text,
          genusTerms: r.genus.terms,
          phylum: r.phylum,
          birthday: r.birthday,
        })),
        genusPeriod: period ? { preperiod: period.preperiod, period: period.period, proven: false } : null,
        stopped,
      }) + '\n'
    );
  }
  const lines = [`${game.name} in misère play: each heap's misère canonical form, read as`];
  lines.push('  nim: the misère nim heap it equals (— when it equals none); genus as CGSuite prints it: g alone for a nim heap,');
  lines.push('  g^γ0 for a tame or restive game, else g^γ0γ1… (the last two repeat); phylum as Hoey classifies it in CGSuite');
  const width = Math.max(...rows.map((r) => r.genus.text.length), 5);
  const phylumWidth = Math.max(...rows.map((r) => r.phylum.length), 6);
  lines.push(`  ${'heap'.padStart(4)}  ${'nim'.padStart(3)}  ${'genus'.padEnd(width)}  ${'phylum'.padEnd(phylumWidth)}  birthday`);
  for (const r of rows) {
    const nim = r.nimHeap === null ? '—' : r.nimHeap === 0 ? '0' : `*${r.nimHeap === 1 ? '' : r.nimHeap}`;
    lines.push(
      `  ${String(r.heap).padStart(4)}  ${nim.padStart(3)}  ${r.genus.text.padEnd(width)}  ${r.phylum.padEnd(phylumWidth)}  ${r.birthday}`,
    );
  }
  lines.push(
    period
      ? `genus period: ${period.period} from heap ${period.preperiod} (observed on heaps 0..${rows.length - 1}, not proven)`
      : `genus period: none seen on heaps 0..${rows.length - 1}`,
  );
  if (stopped) lines.push(stopped);
  return lines.join('\n') + '\n';
}

/** The growth of a quotient as JSON: elements by representative sums of heaps. */
/**
 * `quotient --json` in pieces, for writeOut: the table (order² entries: 100 million at order 10,000)
 * is written a row per line as it is read, never built as one value, since as one string it passes
 * V8's longest string near order 7,000 and as arrays it takes gigabytes. `extra` fields go last.
 */
export function* quotientJsonPieces(game: HeapGame, growth: HeapQuotientGrowth, extra: Record<string, unknown> = {}): Generator<string> {
  const q = growth.quotient;
  // The table's place in the object, marked by a string no field can hold (a NUL), then filled in.
  const mark = JSON.stringify(TABLE_MARK);
  const [before, after] = toJson({ ...quotientJson(game, growth, TABLE_MARK), ...extra }).split(mark);
  yield `${before}[\n`;
  let piece = '';
  for (let x = 0; x < q.order; x++) {
    piece += `    [${q.product.subarray(x * q.order, (x + 1) * q.order).join(',')}]${x + 1 < q.order ? ',' : ''}\n`;
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = '';
    }
  }
  yield `${piece}  ]${after}\n`;
}

const TABLE_MARK = '\u0000table\u0000';

/** Characters gathered before a piece of the table is written. */
const PIECE_CHARS = 1 << 20;

/** The fields of `quotient --json`; `table` is the multiplication table as rows, unless a stand-in is given (quotientJsonPieces). */
export function quotientJson(game: HeapGame, growth: HeapQuotientGrowth, table?: string): Record<string, unknown> {
  const q = growth.quotient;
  const system = heapGeneratorSystem(game.code);
  return {
    game: game.name,
    heaps: growth.upTo,
    order: q.order,
    lastChange: growth.lastChange,
    stopped: growth.stopped,
    solved: growth.solved,
    elements: q.representatives.map((_, x) => formatQuotientElement(q, system, x)),
    pPortion: q.losing.flatMap((l, x) => (l ? [formatQuotientElement(q, system, x)] : [])),
    table: table ?? Array.from({ length: q.order }, (_, x) => Array.from(q.product.subarray(x * q.order, (x + 1) * q.order))),
    heapElement: Object.fromEntries(q.generatorElement.map((x, g) => [g + 1, formatQuotientElement(q, system, x)])),
    relations: q.relations.map((r) => `${formatMultiset(r.left, system)} = ${formatMultiset(r.right, system)}`),
    orders: growth.orders,
    analysis: namedAnalysis(analyzeMonoid(q), (x) => formatQuotientElement(q, system, x)),
  };
}

export function quotientText(game: HeapGame, growth: HeapQuotientGrowth): string {
  const q = growth.quotient;
  const system = heapGeneratorSystem(game.code);
  const name = (x: number) => formatQuotientElement(q, system, x);
  const pCount = q.losing.filter((l) => l).length;
  const lines = [
    `misère quotient of ${game.name}, sums of heaps 1..${growth.upTo}: order ${q.order}, P-portion ${pCount} element(s)`,
    growth.solved
      ? `solved: period ${growth.solved.period}, preperiod ${growth.solved.preperiod}, order ${q.order}, |P| ${pCount} (the periodicity theorem proves this the quotient of all heaps)`
      : growth.stopped
        ? `  ${growth.stopped}: not proven for larger heaps`
        : `  last changed at heap ${growth.lastChange}${growth.lastChange < growth.upTo ? ` (unchanged through heap ${growth.upTo}; no period proven yet, so not a proof for larger heaps)` : ''}`,
    `  orders for heaps ≤ 1, 2, …: ${growth.orders.join(' ')}`,
    'elements (each named by its shortest sum of heaps; 0 = the empty sum; * = in the P-portion):',
    `  ${q.representatives.map((_, x) => `${name(x)}${q.losing[x] ? '*' : ''}`).join('  ')}`,
    growth.solved ? 'heap ↦ element, for every heap:' : 'heap ↦ element:',
    `  ${q.generatorElement.map((x, g) => `${g + 1}↦${name(x)}`).join('  ')}`,
    ...(growth.solved
      ? [`  and for every heap n ≥ ${growth.solved.preperiod + growth.solved.period}: n ↦ the element of n − ${growth.solved.period}`]
      : []),
    'presentation: generators = heaps 1..' + growth.upTo + ', relations:',
    ...q.relations.map((r) => `  ${formatMultiset(r.left, system)} = ${formatMultiset(r.right, system)}`),
  ];
  lines.push(...analysisLines(analyzeMonoid(q), name));
  if (q.order <= 40) {
    lines.push('multiplication table (row · column; * = P-portion):');
    const cells = q.representatives.map((_, x) => name(x) + (q.losing[x] ? '*' : ''));
    const width = Math.max(...cells.map((c) => c.length));
    lines.push(`  ${''.padStart(width)} │ ${cells.map((c) => c.padStart(width)).join(' ')}`);
    for (let x = 0; x < q.order; x++) {
      const row = Array.from({ length: q.order }, (_, y) => cells[q.product[x * q.order + y]].padStart(width));
      lines.push(`  ${cells[x].padStart(width)} │ ${row.join(' ')}`);
    }
  } else {
    lines.push(`multiplication table: ${q.order}×${q.order}, shown with --json`);
  }
  return lines.join('\n') + '\n';
}

/** The monoid analysis with elements named by their representative sums. */
function namedAnalysis(a: MonoidAnalysis, name: (x: number) => string): Record<string, unknown> {
  return {
    idempotents: a.idempotents.map(name),
    maximalSubgroups: a.maximalSubgroups.map((g) => g.map(name)),
    archimedeanComponents: a.archimedeanComponents.map((c) => c.map(name)),
    kernel: a.kernel.map(name),
    tame: a.tame === 'T2' ? '⟨a | a² = 1⟩' : a.tame === 'T6' ? '⟨a, b | a² = 1, b³ = b⟩' : null,
  };
}

/** The analysis as MisereSolver's -analyze gives it, in a few lines. */
export function analysisLines(a: MonoidAnalysis, name: (x: number) => string): string[] {
  const tame = a.tame === 'T2' ? 'tame: ⟨a | a² = 1⟩' : a.tame === 'T6' ? 'tame: ⟨a, b | a² = 1, b³ = b⟩' : 'not tame';
  return [
    `analysis: ${a.idempotents.length} idempotent(s); ${tame}; kernel of order ${a.kernel.length}`,
    ...a.idempotents.map(
      (e, i) =>
        `  idempotent ${name(e)}: maximal subgroup of order ${a.maximalSubgroups[i].length}, Archimedean component of ${a.archimedeanComponents[i].length} element(s)`,
    ),
  ];
}

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
    const why = growth?.stopped ?? `no period proven by heap ${growth?.upTo ?? 0}`;
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
