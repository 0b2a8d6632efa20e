import { comparePublishedQuotients, type MisereCensus, type MisereCensusRow } from '../../games/heap/index.js';

/**
 * The misère census as the CLI renders it: a terminal table, the JSON file and the Markdown file
 * (docs/misere-census.md, written by `nimlab misere-census --out docs/misere-census.md`).
 */

/** The command that regenerates the docs, written into them. */
export const REGENERATE = 'nimlab misere-census --out docs/misere-census.md';

/** Solved: period and preperiod; unsolved: how far it got and why it stopped. */
function statusText(row: MisereCensusRow): string {
  if (row.status === 'solved') return `solved at heap ${row.solvedAt}`;
  return row.stopped ? row.stopped.message : `unsolved at heap ${row.heaps}`;
}

/** Codes sharing the row (the first is the row's name). */
function othersText(row: MisereCensusRow): string {
  return row.members.slice(1).join(' ');
}

export function censusText(census: MisereCensus): string {
  const header = ['code', 'order', '|P|', 'heaps', 'period', 'preperiod', 'quotient', 'status', 'same quotient'];
  const body = census.rows.map((r) => [
    r.code,
    String(r.order),
    String(r.pPortion),
    String(r.heaps),
    r.period === null ? '—' : String(r.period),
    r.preperiod === null ? '—' : String(r.preperiod),
    r.quotientClass.text,
    statusText(r),
    othersText(r),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), ...body.map(line), summaryLine(census)].join('\n') + '\n';
}

function summaryLine(census: MisereCensus): string {
  const t = census.totals;
  const s = census.settings;
  return (
    `${t.codes} codes in ${t.rows} rows: ${t.solved} solved (periodicity theorem), ${t.unsolved} not solved within heap ${s.maxHeap}, ` +
    `order ${s.maxOrder}, ${s.timeMsPerCode / 1000} s of CPU time per code${census.interrupted ? ' — interrupted (Ctrl-C): the codes after the last row were not computed' : ''}`
  );
}

/** The census as a JSON document (docs/schemas/misere-census.schema.json). */
export function censusJsonValue(census: MisereCensus): Record<string, unknown> {
  const { rows, ...rest } = census;
  return { regenerate: REGENERATE, ...rest, comparisons: comparePublishedQuotients(rows), rows };
}

/** The census as the JSON file beside the Markdown, one row to a line (the file stays small and diffs row by row). */
export function censusJson(census: MisereCensus): string {
  const { rows, ...head } = censusJsonValue(census) as { rows: unknown[] } & Record<string, unknown>;
  const fields = Object.entries(head).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  return `{\n${fields.join(',\n')},\n"rows": [\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]}\n`;
}

/** Text for a Markdown table cell (a bare | would end the cell). */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The machine the census ran on (the time limit is CPU time, so the load does not change how far rows reach). */
export interface RunConditions {
  /** 1-minute load average at the start, and the cores. */
  load: number;
  cores: number;
  date: string;
}

export function censusMarkdown(census: MisereCensus, patterns: readonly string[], run?: RunConditions): string {
  const comparisons = comparePublishedQuotients(census.rows);
  const s = census.settings;
  const totalMs = census.rows.reduce((sum, r) => sum + r.computeMs, 0);
  return [
    '# Misère census: quotients of the octal games of up to three digits',
    '',
    `Written by \`${REGENERATE}\` (patterns ${patterns.join(' ')}); do not edit by hand. The same data is in`,
    "[misere-census.json](misere-census.json) and on the playground's Misère census page.",
    '',
    'Each code\'s misère quotient (Plambeck & Siegel, "Misère quotients for impartial games", J. Combin. Theory',
    'Ser. A 115 (2008) 593–622; Siegel, *Combinatorial Game Theory*, AMS GSM 146 (2013), ch. V) is grown heap by',
    'heap with `growHeapQuotient`, every step proved exactly, until the periodicity theorem for misère quotients',
    'proves the heap ↦ element map periodic (then the quotient is that of **all** heaps: *solved*), or until a',
    `limit: heap ${s.maxHeap}, order ${s.maxOrder}, ${s.timeMsPerCode / 1000} s of CPU time per code, or the engine's search sizes.`,
    'This is the table Plambeck published for the two- and three-digit octal games (plambeck.org, "misère octal',
    'games"; the tables of Plambeck–Siegel 2008), recomputed from the rules.',
    '',
    '## How to read it',
    '',
    "- **order**, **|P|**: the quotient's order and the size of its P-portion (the elements whose sums the player",
    '  to move loses), for the sums of heaps 1..**heaps**.',
    '- **period**, **preperiod**: solved rows only; heap n ↦ the element of heap n − period for every n ≥',
    '  preperiod + period. **status** says at which heap the theorem proved it, or how far an unsolved code got',
    '  and which limit stopped it. The time limit is CPU time of the census process (not wall-clock), so the',
    "  machine's load does not cut rows short; a faster machine or a larger `--time-limit` gets further.",
    "- **quotient**: the monoid analysis (`src/engine/quotient/monoidAnalysis.ts`, as MisereSolver's `-analyze`): *tame*",
    '  when the quotient is ⟨a | a² = 1⟩ or ⟨a, b | a² = 1, b³ = b⟩ (the game plays like misère Nim), else the',
    "  number of idempotents and the kernel's order.",
    "- **same quotient**: other codes whose quotient is isomorphic by a map carrying each heap's element to the",
    "  same heap's element (every sum of heaps has the same misère outcome). Only solved codes share rows.",
    '',
    '## Against published figures',
    '',
    '| code | published | source | verdict | note |',
    '| --- | --- | --- | --- | --- |',
    ...comparisons.map((c) => `| ${c.code} | ${cell(c.claim)} | ${cell(c.source)} | ${c.verdict} | ${cell(c.note)} |`),
    '',
    '## The table',
    '',
    `${census.totals.codes} codes in ${census.totals.rows} rows: ${census.totals.solved} solved, ${census.totals.unsolved} not solved within the limits` +
      `; CPU time ${(totalMs / 1000).toFixed(0)} s.${census.interrupted ? ' **Interrupted**: the codes after the last row were not computed.' : ''}` +
      (run
        ? ` Run on ${run.date} on ${run.cores} cores with a load average of ${run.load.toFixed(1)} at the start (the time limit is CPU time: the load does not cut rows short).`
        : ''),
    '',
    '| code | order | \\|P\\| | heaps | period | preperiod | quotient | status | same quotient |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |',
    ...census.rows.map(
      (r) =>
        `| ${r.code} | ${r.order} | ${r.pPortion} | ${r.heaps} | ${r.period ?? ''} | ${r.preperiod ?? ''} | ${cell(r.quotientClass.text)} | ${cell(statusText(r))} | ${othersText(r)} |`,
    ),
    '',
  ].join('\n');
}
