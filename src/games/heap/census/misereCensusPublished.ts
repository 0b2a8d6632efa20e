import type { MisereCensusRow } from './misereCensus.js';

/**
 * Published misère quotient figures the census is held against, each with its source. Only figures
 * whose source we could name are listed; a code not listed is "not compared", not "new".
 * `atHeap`: the figure is for the quotient of heaps 1..atHeap; null: for the quotient of all heaps.
 */
export interface PublishedQuotient {
  code: string;
  atHeap: number | null;
  order: number;
  /** |P|, when the source gives it. */
  pPortion: number | null;
  source: string;
}

export const PUBLISHED_QUOTIENTS: readonly PublishedQuotient[] = [
  {
    code: '0.75',
    atHeap: null,
    order: 8,
    pPortion: 2,
    source: 'Plambeck, "Taming the wild in impartial combinatorial games", INTEGERS 5 (2005) G5 (the 8-element quotient of 0.75)',
  },
  {
    code: '0.77',
    atHeap: null,
    order: 40,
    pPortion: null,
    source: "Kayles: Plambeck–Siegel (2008); Siegel's MisereSolver reaches order 40 at heap 27, unchanged through heap 120 (issue 19)",
  },
  {
    code: '0.07',
    atHeap: 30,
    order: 360,
    pPortion: null,
    source: "Dawson's Kayles: Siegel's published figure for heaps ≤ 30 (MisereSolver; issue 19)",
  },
  { code: '0.07', atHeap: 33, order: 638, pPortion: 109, source: 'MisereSolver, heaps ≤ 33 (issue 19)' },
  { code: '4.7', atHeap: 30, order: 322, pPortion: 80, source: 'Daisies (Plambeck 1992): MisereSolver, heaps ≤ 30 (issue 19)' },
];

export interface QuotientComparison {
  code: string;
  claim: string;
  source: string;
  verdict: 'agrees' | 'differs' | 'unchecked';
  note: string;
}

/**
 * Each published figure against the census row holding its code: the order of the quotient of
 * heaps ≤ atHeap is read from the row's orders (so a row that went past atHeap is checked there);
 * a figure for all heaps is checked only against a solved row; |P| only where the row's final
 * quotient is the one the figure is about.
 */
export function comparePublishedQuotients(
  rows: readonly MisereCensusRow[],
  published: readonly PublishedQuotient[] = PUBLISHED_QUOTIENTS,
): QuotientComparison[] {
  const comparisons: QuotientComparison[] = [];
  for (const claim of published) {
    const row = rows.find((r) => r.members.includes(claim.code));
    if (!row) continue;
    const base = {
      code: claim.code,
      claim: `${claim.atHeap === null ? 'quotient of all heaps' : `heaps ≤ ${claim.atHeap}`}: order ${claim.order}${claim.pPortion === null ? '' : `, |P| ${claim.pPortion}`}`,
      source: claim.source,
    };
    comparisons.push({ ...base, ...verdictOf(row, claim) });
  }
  return comparisons;
}

function verdictOf(row: MisereCensusRow, claim: PublishedQuotient): { verdict: QuotientComparison['verdict']; note: string } {
  const final = claim.atHeap === null ? row.status === 'solved' : row.heaps === claim.atHeap;
  const order = claim.atHeap === null ? (row.status === 'solved' ? row.order : null) : (row.orders[claim.atHeap - 1] ?? null);
  if (order === null) {
    return {
      verdict: 'unchecked',
      note: `not reached here: heaps ≤ ${row.heaps}, order ${row.order}${row.stopped ? ` (${row.stopped.message})` : ''}`,
    };
  }
  const pPortion = final && claim.pPortion !== null ? row.pPortion : null;
  const same = order === claim.order && (pPortion === null || pPortion === claim.pPortion);
  const found = `order ${order}${pPortion === null ? '' : `, |P| ${pPortion}`}`;
  return same ? { verdict: 'agrees', note: `here: ${found}` } : { verdict: 'differs', note: `here: ${found}` };
}
