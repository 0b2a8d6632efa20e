import { formatMultiset, formatQuotientElement } from '../../engine/quotient/misereQuotient.js';
import { analyzeMonoid, type MonoidAnalysis } from '../../engine/quotient/monoidAnalysis.js';
import { heapGeneratorSystem, type HeapGame, type HeapQuotientGrowth } from '../../games/heap/index.js';
import { toJson } from '../io/json.js';
import { optionalStopLineInCli, stopLineInCli } from '../io/stopLine.js';

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
  // Compact, one line as every command's JSON (io/json.ts), written in pieces as it is read.
  yield `${before}[`;
  let piece = '';
  for (let x = 0; x < q.order; x++) {
    piece += `[${q.product.subarray(x * q.order, (x + 1) * q.order).join(',')}]${x + 1 < q.order ? ',' : ''}`;
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = '';
    }
  }
  yield `${piece}]${after}\n`;
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
    stopped: optionalStopLineInCli(growth.stopped),
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
        ? `  ${stopLineInCli(growth.stopped)}: not proven for larger heaps`
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
