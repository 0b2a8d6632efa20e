import { memo, useMemo, useState } from 'react';
import { classicGame } from '../library';
import { CensusGrid, CodeDigitFilters, codeMatches, SortableHead, type CodeDigits, type SortState } from './CensusTable';
import { keyRows, sortKeyedRows, type KeyedRow, type SortCell } from './sortedRows';
import { exploreHref } from './exploreLink';
import { usePageTitle } from '../shell/usePageTitle';
// The report's JSON, bundled as text with this page's chunk (`nimlab census --report` rewrites it).
import censusText from '../../../docs/census.json?raw';

/** The fields of a row of docs/census.json (written by `nimlab census --report`) this page shows. */
interface CensusRow {
  name: string;
  members: { code: string; shift: number }[];
  status: string;
  preperiod: number | null;
  period: number | null;
  largest: number | null;
  heaps: number | null;
  comparisons: { verdict: string }[];
}

type SortKey = 'name' | 'status' | 'preperiod' | 'period' | 'largest' | 'heaps' | 'members';

const COLUMNS: { key: SortKey; title: string }[] = [
  { key: 'name', title: 'class' },
  { key: 'members', title: 'members' },
  { key: 'status', title: 'status' },
  { key: 'preperiod', title: 'preperiod' },
  { key: 'period', title: 'period' },
  { key: 'largest', title: 'largest value' },
  { key: 'heaps', title: 'heaps' },
];

/** The sortable columns and `rank`, the row's place in the report (the order of equal values). */
type KeyName = SortKey | 'rank';

/** A row's sort keys, computed once when the report is read. */
function keysOf(row: CensusRow, rank: number): Record<KeyName, SortCell> {
  return {
    name: row.name,
    members: row.members.length,
    status: row.status,
    preperiod: row.preperiod ?? -1,
    period: row.period ?? -1,
    largest: row.largest ?? -1,
    heaps: row.heaps ?? -1,
    rank,
  };
}

/** The report's rows, each with its sort keys, read once per visit. */
function readRows(): KeyedRow<CensusRow, KeyName>[] {
  const rows = (JSON.parse(censusText) as { rows: CensusRow[] }).rows;
  return keyRows(rows, keysOf);
}

/**
 * The octal census (docs/census.md) as a table: sortable by any column, filtered by status and by
 * the digits of the codes (d0 and how many after the point); every code opens in Explore.
 */
export function CensusPage() {
  usePageTitle('Octal census');
  const rows = useMemo(readRows, []);
  const [status, setStatus] = useState('all');
  const [codeDigits, setCodeDigits] = useState<CodeDigits>({ d0: 'all', digits: 'all' });
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'name', down: false });
  const sorted = useMemo(() => sortKeyedRows(rows, sort, 'rank'), [rows, sort]);
  const shown = useMemo(
    () =>
      sorted.filter(({ row }) => (status === 'all' || row.status === status) && row.members.some((m) => codeMatches(m.code, codeDigits))),
    [sorted, status, codeDigits],
  );
  const statuses = [...new Set(rows.map(({ row }) => row.status))].sort();
  return (
    <section>
      <h1>Octal census</h1>
      <p className="muted">
        Every game of the census with its proven period (or how far it was computed), one row per class of identical sequences; written by{' '}
        <code>nimlab census --report</code> (docs/census.md).
      </p>
      <div className="row">
        <label>
          status{' '}
          <select aria-label="status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="all">all</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>{' '}
        <CodeDigitFilters value={codeDigits} onChange={setCodeDigits} />
        <span className="muted" data-testid="census-count">
          {shown.length} of {rows.length} classes
        </span>
      </div>
      <CensusGrid
        label="octal census, scrollable"
        className="octal-census"
        testId="census-table"
        head={<SortableHead columns={COLUMNS} sort={sort} onSort={setSort} after={['name']} />}
      >
        {shown.map(({ row }) => (
          <CensusRowView key={row.name} row={row} />
        ))}
      </CensusGrid>
    </section>
  );
}

/** The human names of a row's codes, when they have any (0.07: Dawson's Kayles), for the last column. */
function namesOf(row: CensusRow): string {
  return row.members
    .map((m) => classicGame(m.code)?.title)
    .filter((t) => t !== undefined)
    .join(', ');
}

/** One row; memoised, so sorting or filtering moves the rows already made rather than rendering them again. */
const CensusRowView = memo(function CensusRowView({ row }: { row: CensusRow }) {
  return (
    <tr role="row">
      <td role="cell">
        <a href={exploreHref(row.name, row)}>{row.name}</a>
      </td>
      <td role="cell">
        {row.members.slice(1).map((m) => (
          <span key={m.code}>
            <a href={exploreHref(m.code, row, m.shift)}>{m.code}</a>
            {m.shift ? ` (${m.shift > 0 ? '+' : ''}${m.shift})` : ''}{' '}
          </span>
        ))}
      </td>
      <td role="cell" data-testid="census-status">
        {row.status}
        {row.comparisons.some((c) => c.verdict === 'differs') ? ' · differs from a published table' : ''}
      </td>
      <td role="cell">{row.preperiod ?? ''}</td>
      <td role="cell">{row.period ?? ''}</td>
      <td role="cell">{row.largest ?? ''}</td>
      <td role="cell">{row.heaps ?? ''}</td>
      <td role="cell" data-testid="census-names">
        {namesOf(row)}
      </td>
    </tr>
  );
});
