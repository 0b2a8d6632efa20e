import { memo, useMemo, useState } from 'react';
import { classicGame, type MisereCensusRow } from '../library';
import { CodeDigitFilters, codeMatches, compareCells, SortableHead, type CodeDigits, type SortState } from './CensusTable';
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

function sortValue(row: Row, key: SortKey): number | string {
  if (key === 'quotient') return row.quotientClass.text;
  if (key === 'status') return `${row.status} ${row.stopped?.limit ?? ''}`;
  if (key === 'code') return row.code;
  return row[key] ?? -1;
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
  const census = useMemo(() => JSON.parse(censusText) as Census, []);
  const [status, setStatus] = useState('all');
  const [tameness, setTameness] = useState('all');
  const [codeDigits, setCodeDigits] = useState<CodeDigits>({ d0: 'all', digits: 'all' });
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'code', down: false });
  const shown = useMemo(() => {
    const keep = census.rows.filter(
      (row) =>
        (status === 'all' || row.status === status) &&
        (tameness === 'all' || (tameness === 'tame') === (row.quotientClass.tame !== null)) &&
        row.members.some((code) => codeMatches(code, codeDigits)),
    );
    const sign = sort.down ? -1 : 1;
    return keep.sort((a, b) => {
      if (sort.key === 'code') return sign * codeOrder(a.code, b.code);
      return sign * (compareCells(sortValue(a, sort.key), sortValue(b, sort.key)) || codeOrder(a.code, b.code));
    });
  }, [census, status, tameness, codeDigits, sort]);
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
      <div className="table-wrap" tabIndex={0} role="region" aria-label="misère census, scrollable">
        <table className="values misere-census" data-testid="misere-census-table">
          <SortableHead columns={COLUMNS} sort={sort} onSort={setSort} after={['same quotient', 'name']} />
          <tbody>
            {shown.map((row) => (
              <MisereRow key={row.code} row={row} />
            ))}
          </tbody>
        </table>
      </div>
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
    <tr>
      <td>
        <a href={misereLink(row.code)}>{row.code}</a>
      </td>
      <td>{row.order}</td>
      <td>{row.pPortion}</td>
      <td>{row.heaps}</td>
      <td>{row.period ?? ''}</td>
      <td>{row.preperiod ?? ''}</td>
      <td data-testid="misere-census-class">{row.quotientClass.text}</td>
      <td data-testid="misere-census-status">{statusText(row)}</td>
      <td>
        {row.members.slice(1).map((code) => (
          <span key={code}>
            <a href={misereLink(code)}>{code}</a>{' '}
          </span>
        ))}
      </td>
      <td data-testid="misere-census-names">{namesOf(row)}</td>
    </tr>
  );
});
