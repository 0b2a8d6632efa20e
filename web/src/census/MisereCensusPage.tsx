import { memo, useMemo, useState } from 'react';
import { classicGame, type MisereCensusRow } from '../library';
import { CensusGrid, CodeDigitFilters, codeMatches, SortableHead, type CodeDigits, type SortState } from './CensusTable';
import { compareCells, keyRows, sortKeyedRows, type KeyedRow, type SortCell } from './sortedRows';
import { GlossaryLink } from '../shell/GlossaryLink';
import { hrefFor } from '../shell/route';
import { usePageTitle } from '../shell/usePageTitle';
// The census's JSON, bundled as text with this page's chunk (`nimlab misere-census --out docs/misere-census.md` rewrites it).
import censusText from '../../../docs/misere-census.json?raw';

/** A row of docs/misere-census.json, as `misereCensus` writes it (JSON keeps every field). */
type Row = MisereCensusRow;

interface Comparison {
  code: string;
  claim: string;
  source: string;
  verdict: string;
  note: string;
}

interface Census {
  rows: Row[];
  comparisons: Comparison[];
  settings: { maxHeap: number; maxOrder: number; timeMsPerCode: number };
}

type SortKey = 'code' | 'order' | 'pPortion' | 'heaps' | 'period' | 'preperiod' | 'quotient' | 'status';
/** The sortable columns and `rank`, the row's place in code order (the order of equal values). */
type KeyName = SortKey | 'rank';

const COLUMNS: { key: SortKey; title: string }[] = [
  { key: 'code', title: 'code' },
  { key: 'order', title: 'order' },
  { key: 'pPortion', title: '|P|' },
  { key: 'heaps', title: 'heaps' },
  { key: 'period', title: 'period' },
  { key: 'preperiod', title: 'preperiod' },
  { key: 'quotient', title: 'quotient' },
  { key: 'status', title: 'status' },
];

/** Codes in census order: fewer digits first, then by value (0.7 before 0.07 before 0.137). */
function codeOrder(a: string, b: string): number {
  return a.length - b.length || compareCells(a, b);
}

/** A row's sort keys, computed once when the census is read. */
function keysOf(row: Row, rank: number): Record<KeyName, SortCell> {
  return {
    code: rank,
    order: row.order,
    pPortion: row.pPortion,
    heaps: row.heaps,
    period: row.period ?? -1,
    preperiod: row.preperiod ?? -1,
    quotient: row.quotientClass.text,
    status: `${row.status} ${row.stopped?.limit ?? ''}`,
    rank,
  };
}

/** The census's rows in code order, each with its sort keys and names, read once per visit. */
function readCensus(): { census: Census; rows: KeyedRow<Row, KeyName>[] } {
  const census = JSON.parse(censusText) as Census;
  const inCodeOrder = [...census.rows].sort((a, b) => codeOrder(a.code, b.code));
  const ranks = new Map(inCodeOrder.map((row, rank) => [row, rank]));
  return { census, rows: keyRows(census.rows, (row) => keysOf(row, ranks.get(row)!)) };
}

function statusText(row: Row): string {
  if (row.status === 'solved') return `solved at heap ${row.solvedAt}`;
  return row.stopped?.message ?? `unsolved at heap ${row.heaps}`;
}

/** Explore with the misère view opened (it shows the quotient of heaps up to 30 and plays misère). */
function misereLink(code: string): string {
  return hrefFor('explore', { game: code, to: '200', misere: '1' });
}

/**
 * The misère census (docs/misere-census.md) as a table: each octal code of up to three digits with
 * its misère quotient's order, P-portion, the heap where the periodicity theorem solved it (or how
 * far it got and why it stopped), and its monoid's class; sortable by any column, filtered by
 * status, class and the code's digits; every code opens Explore's misère view.
 */
export function MisereCensusPage() {
  usePageTitle('Misère census');
  const { census, rows } = useMemo(readCensus, []);
  const [status, setStatus] = useState('all');
  const [tameness, setTameness] = useState('all');
  const [codeDigits, setCodeDigits] = useState<CodeDigits>({ d0: 'all', digits: 'all' });
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'code', down: false });
  const sorted = useMemo(() => sortKeyedRows(rows, sort, 'rank'), [rows, sort]);
  const shown = useMemo(
    () =>
      sorted.filter(
        ({ row }) =>
          (status === 'all' || row.status === status) &&
          (tameness === 'all' || (tameness === 'tame') === (row.quotientClass.tame !== null)) &&
          row.members.some((code) => codeMatches(code, codeDigits)),
      ),
    [sorted, status, tameness, codeDigits],
  );
  const { maxHeap, maxOrder, timeMsPerCode } = census.settings;
  return (
    <section>
      <h1>Misère census</h1>
      <p className="muted">
        The misère quotient (Plambeck–Siegel 2008; see <GlossaryLink term="genus">genus</GlossaryLink> for misère play) of every octal code
        of up to three digits, grown heap by heap until the periodicity theorem proves it the quotient of all heaps (solved), or to a limit:
        heap {maxHeap}, order {maxOrder}, {timeMsPerCode / 1000} s per code. Codes with the same quotient and heap map share a row. Written
        by <code>nimlab misere-census --out docs/misere-census.md</code>, after Plambeck&apos;s published tables. A code opens
        Explore&apos;s misère view, which grows the quotient to heap 30: a code solved later shows there as its quotient of heaps ≤ 30.
      </p>
      <div className="row">
        <label>
          status{' '}
          <select aria-label="status" value={status} onChange={(e) => setStatus(e.target.value)}>
            {['all', 'solved', 'unsolved'].map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          quotient{' '}
          <select aria-label="quotient" value={tameness} onChange={(e) => setTameness(e.target.value)}>
            {['all', 'tame', 'not tame'].map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>{' '}
        <CodeDigitFilters value={codeDigits} onChange={setCodeDigits} />
        <span className="muted" data-testid="misere-census-count">
          {shown.length} of {census.rows.length} rows
        </span>
      </div>
      <CensusGrid
        label="misère census, scrollable"
        className="misere-census"
        testId="misere-census-table"
        head={<SortableHead columns={COLUMNS} sort={sort} onSort={setSort} after={['same quotient', 'name']} />}
      >
        {shown.map(({ row }) => (
          <MisereRow key={row.code} row={row} />
        ))}
      </CensusGrid>
      <h2 className="small-heading">Against published figures</h2>
      <ul data-testid="misere-census-comparisons">
        {census.comparisons.map((c, i) => (
          <li key={i}>
            <strong>{c.code}</strong> {c.claim} ({c.source}): <strong>{c.verdict}</strong>; {c.note}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The human names of a row's codes, when they have any (0.77: Kayles), for the last column. */
function namesOf(row: Row): string {
  return row.members
    .map((code) => classicGame(code)?.title)
    .filter((t) => t !== undefined)
    .join(', ');
}

/** One row; memoised, so sorting or filtering moves the rows already made rather than rendering them again. */
const MisereRow = memo(function MisereRow({ row }: { row: Row }) {
  return (
    <tr role="row">
      <td role="cell">
        <a href={misereLink(row.code)}>{row.code}</a>
      </td>
      <td role="cell">{row.order}</td>
      <td role="cell">{row.pPortion}</td>
      <td role="cell">{row.heaps}</td>
      <td role="cell">{row.period ?? ''}</td>
      <td role="cell">{row.preperiod ?? ''}</td>
      <td role="cell" data-testid="misere-census-class">
        {row.quotientClass.text}
      </td>
      <td role="cell" data-testid="misere-census-status">
        {statusText(row)}
      </td>
      <td role="cell">
        {row.members.slice(1).map((code) => (
          <span key={code}>
            <a href={misereLink(code)}>{code}</a>{' '}
          </span>
        ))}
      </td>
      <td role="cell" data-testid="misere-census-names">
        {namesOf(row)}
      </td>
    </tr>
  );
});
