import { memo, useMemo, useState } from 'react';
import { classicGame } from '../library';
import { CodeDigitFilters, codeMatches, compareCells, SortableHead, type CodeDigits, type SortState } from './CensusTable';
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

function sortValue(row: CensusRow, key: SortKey): number | string {
  if (key === 'members') return row.members.length;
  if (key === 'name' || key === 'status') return row[key];
  return row[key] ?? -1;
}

/**
 * The octal census (docs/census.md) as a table: sortable by any column, filtered by status and by
 * the digits of the codes (d0 and how many after the point); every code opens in Explore.
 */
export function CensusPage() {
  usePageTitle('Octal census');
  const rows = useMemo(() => (JSON.parse(censusText) as { rows: CensusRow[] }).rows, []);
  const [status, setStatus] = useState('all');
  const [codeDigits, setCodeDigits] = useState<CodeDigits>({ d0: 'all', digits: 'all' });
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'name', down: false });
  const shown = useMemo(() => {
    const keep = rows.filter(
      (row) => (status === 'all' || row.status === status) && row.members.some((m) => codeMatches(m.code, codeDigits)),
    );
    const sign = sort.down ? -1 : 1;
    return keep.sort((a, b) => sign * compareCells(sortValue(a, sort.key), sortValue(b, sort.key)));
  }, [rows, status, codeDigits, sort]);
  const statuses = [...new Set(rows.map((r) => r.status))].sort();
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
      <table className="values" data-testid="census-table">
        <SortableHead columns={COLUMNS} sort={sort} onSort={setSort} after={['name']} />
        <tbody>
          {shown.map((row) => (
            <CensusRowView key={row.name} row={row} />
          ))}
        </tbody>
      </table>
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
    <tr>
      <td>
        <a href={exploreHref(row.name, row)}>{row.name}</a>
      </td>
      <td>
        {row.members.slice(1).map((m) => (
          <span key={m.code}>
            <a href={exploreHref(m.code, row, m.shift)}>{m.code}</a>
            {m.shift ? ` (${m.shift > 0 ? '+' : ''}${m.shift})` : ''}{' '}
          </span>
        ))}
      </td>
      <td data-testid="census-status">
        {row.status}
        {row.comparisons.some((c) => c.verdict === 'differs') ? ' · differs from a published table' : ''}
      </td>
      <td>{row.preperiod ?? ''}</td>
      <td>{row.period ?? ''}</td>
      <td>{row.largest ?? ''}</td>
      <td>{row.heaps ?? ''}</td>
      <td data-testid="census-names">{namesOf(row)}</td>
    </tr>
  );
});
